import SetCore

/// The game every player sees, as the host sends it: the rules, the table (with the chain to
/// reuse, or the Puzzle's Sets found), the deck's size and the scoreboard, with what just
/// happened (so each screen can animate it and say it).
///
/// On the wire every card is its place in the rules' own deck (0 to 80 in Classic, to 255 in
/// 4Set), never a number of another deck: a page or an app draws and names it from that deck.
public struct TogetherState: Equatable, Sendable {
    public enum Phase: String, Codable, Sendable { case lobby, playing, over }
    /// How a game ended: its deck played out (or, in the Puzzle, its table's every Set found),
    /// or the host left.
    public enum Ending: String, Codable, Sendable { case deckOut, solved, hostLeft }

    public struct Player: Codable, Equatable, Sendable {
        public let id: PlayerID
        /// What the player typed, cleaned; empty for a player without a name (shown by number).
        public var name: String
        public var sets = 0
        public var score = 0
        /// False while the player's connection is lost and they may still rejoin.
        public var connected = true
        /// The player left, or did not come back in time; their score still counts.
        public var gone = false
        /// The player came after the game began: they watch it, and play from the next one.
        public var watching = false
        /// The computer, seated by the host: it plays as a player does, by the same messages.
        public var computer: SetOpponent.Level?

        public init(id: PlayerID, name: String, sets: Int = 0, score: Int = 0, connected: Bool = true, gone: Bool = false,
                    watching: Bool = false, computer: SetOpponent.Level? = nil) {
            self.id = id
            self.name = name
            self.sets = sets
            self.score = score
            self.connected = connected
            self.gone = gone
            self.watching = watching
            self.computer = computer
        }
    }

    /// A judged claim: who, which cards, and whether they were a match.
    public struct Claim: Equatable, Sendable {
        public let player: PlayerID
        public let cards: [SetCard]
        public let wasSet: Bool

        public init(player: PlayerID, cards: [SetCard], wasSet: Bool) {
            self.player = player
            self.cards = cards
            self.wasSet = wasSet
        }
    }

    /// The shared Puzzle's table: how many matches it holds, and those found, in order.
    public struct PuzzleProgress: Equatable, Sendable {
        public var matchCount: Int
        public var found: [[SetCard]]

        public init(matchCount: Int, found: [[SetCard]] = []) {
            self.matchCount = matchCount
            self.found = found
        }

        public var isSolved: Bool { found.count == matchCount }
    }

    public var phase: Phase = .lobby
    /// Which game of the evening this is: Play Again deals the next with the same players.
    public var round = 1
    /// The rules the host chose, in the lobby, for every game of the evening.
    public var rules = TogetherRules.play(.standard)
    /// Counts every change of the table, so a claim can say which table it was made on.
    public var version = 0
    public var table: [SetCard] = []
    /// In the chain variants, the last match taken (by anyone), still on the table: the next
    /// must reuse `variant.chainLinks` of its cards. Empty elsewhere, and before the first.
    public var chain: [SetCard] = []
    /// The shared Puzzle's progress on its table; nil in every other game, and in the lobby.
    public var puzzle: PuzzleProgress?
    public var deckCount = 0
    public var players: [Player] = []
    public var lastClaim: Claim?
    public var ending: Ending?

    public init() {}

    /// The variant the table is played in: its deck, its choice, its matches.
    public var variant: SetVariant { rules.variant }

    public func player(_ id: PlayerID) -> Player? { players.first { $0.id == id } }

    /// Everybody who plays this game: not those who came to watch it.
    public var contenders: [Player] { players.filter { !$0.watching } }
}

/// The state as it travels: cards as their places in the rules' deck.
extension TogetherState: Codable {
    enum CodingKeys: String, CodingKey {
        case phase, round, rules, version, table, chain, puzzle, deckCount, players, lastClaim, ending
    }

    private struct WireClaim: Codable {
        let player: PlayerID
        let cards: [Int]
        let wasSet: Bool
    }

    private struct WirePuzzle: Codable {
        let matchCount: Int
        let found: [[Int]]
    }

    public init(from decoder: any Decoder) throws {
        let wire = try decoder.container(keyedBy: CodingKeys.self)
        phase = try wire.decode(Phase.self, forKey: .phase)
        round = try wire.decode(Int.self, forKey: .round)
        rules = try wire.decode(TogetherRules.self, forKey: .rules)
        version = try wire.decode(Int.self, forKey: .version)
        let deck = rules.variant.deck
        func cards(_ places: [Int]) throws -> [SetCard] {
            try places.map { place in
                guard let card = deck.card(at: place) else {
                    throw DecodingError.dataCorrupted(.init(codingPath: wire.codingPath, debugDescription: "no such card"))  // not for people: a decoding error
                }
                return card
            }
        }
        table = try cards(wire.decode([Int].self, forKey: .table))
        chain = try cards(wire.decodeIfPresent([Int].self, forKey: .chain) ?? [])
        if let puzzle = try wire.decodeIfPresent(WirePuzzle.self, forKey: .puzzle) {
            self.puzzle = PuzzleProgress(matchCount: puzzle.matchCount, found: try puzzle.found.map(cards))
        }
        deckCount = try wire.decode(Int.self, forKey: .deckCount)
        players = try wire.decode([Player].self, forKey: .players)
        if let claim = try wire.decodeIfPresent(WireClaim.self, forKey: .lastClaim) {
            lastClaim = Claim(player: claim.player, cards: try cards(claim.cards), wasSet: claim.wasSet)
        }
        ending = try wire.decodeIfPresent(Ending.self, forKey: .ending)
    }

    public func encode(to encoder: any Encoder) throws {
        var wire = encoder.container(keyedBy: CodingKeys.self)
        let deck = rules.variant.deck
        // An honest state holds its deck's cards only (`isPossible`); another's has no place and is left out.
        func places(_ cards: [SetCard]) -> [Int] { cards.compactMap(deck.position(of:)) }
        try wire.encode(phase, forKey: .phase)
        try wire.encode(round, forKey: .round)
        try wire.encode(rules, forKey: .rules)
        try wire.encode(version, forKey: .version)
        try wire.encode(places(table), forKey: .table)
        if !chain.isEmpty { try wire.encode(places(chain), forKey: .chain) }
        if let puzzle { try wire.encode(WirePuzzle(matchCount: puzzle.matchCount, found: puzzle.found.map(places)), forKey: .puzzle) }
        try wire.encode(deckCount, forKey: .deckCount)
        try wire.encode(players, forKey: .players)
        if let lastClaim {
            try wire.encode(WireClaim(player: lastClaim.player, cards: places(lastClaim.cards), wasSet: lastClaim.wasSet), forKey: .lastClaim)
        }
        try wire.encodeIfPresent(ending, forKey: .ending)
    }
}
