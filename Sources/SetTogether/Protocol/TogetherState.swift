import SetCore

/// The game every player sees, as the host sends it: the table, the deck's size and the
/// scoreboard, with what just happened (so each screen can animate it and say it).
public struct TogetherState: Codable, Equatable, Sendable {
    public enum Phase: String, Codable, Sendable { case lobby, playing, over }
    public enum Ending: String, Codable, Sendable { case deckOut, hostLeft }

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

        public init(id: PlayerID, name: String, sets: Int = 0, score: Int = 0, connected: Bool = true, gone: Bool = false,
                    watching: Bool = false) {
            self.id = id
            self.name = name
            self.sets = sets
            self.score = score
            self.connected = connected
            self.gone = gone
            self.watching = watching
        }
    }

    /// A judged claim: who, which cards, and whether they were a Set.
    public struct Claim: Codable, Equatable, Sendable {
        public let player: PlayerID
        public let cards: [Int]
        public let wasSet: Bool

        public init(player: PlayerID, cards: [Int], wasSet: Bool) {
            self.player = player
            self.cards = cards
            self.wasSet = wasSet
        }
    }

    public var phase: Phase = .lobby
    /// Which game of the evening this is: Play Again deals the next with the same players.
    public var round = 1
    /// The rules the host chose, in the lobby, for every game of the evening.
    public var variant = SetVariant.standard
    /// Counts every change of the table, so a claim can say which table it was made on.
    public var version = 0
    public var table: [SetCard] = []
    public var deckCount = 0
    public var players: [Player] = []
    public var lastClaim: Claim?
    public var ending: Ending?

    public init() {}

    public func player(_ id: PlayerID) -> Player? { players.first { $0.id == id } }

    /// Everybody who plays this game: not those who came to watch it.
    public var contenders: [Player] { players.filter { !$0.watching } }

    /// The variants whose rules work on a shared table: one Set at a time, judged alone (a
    /// chain needs the last Set's owner, an UltraSet four cards).
    public static let variants: [SetVariant] = [.standard, .junior]
}
