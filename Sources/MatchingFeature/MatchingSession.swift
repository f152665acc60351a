import CardTable
import GameSupport
import MatchingCore

/// Everything the Cards tab saves: the game, who plays it and whose turn it is, what the
/// computer remembers, the random stream for the next deal, and how many deals there have been
/// (so every deal's cards are new cards to the table).
public struct MatchingSession: Codable, Equatable, Sendable {
    public private(set) var game: MatchingGame
    public private(set) var players: MatchingPlayers
    public private(set) var size: MatchingTableSize
    public private(set) var turns: MatchingTurns
    /// The computer's memory, when it plays.
    public private(set) var memory: MatchingMemory?
    public private(set) var generator: SeededGenerator
    /// The random stream as it was before this deal: Restart deals from it again (nil in a
    /// save from before Restart).
    public private(set) var dealtFrom: SeededGenerator?
    public private(set) var deal: Int
    /// Whether the cards of the last miss lie face up at a shared table, for everyone to see
    /// where they are, until the next choice turns them down: a whole group face up and not
    /// matched happens only then (a group is judged the moment it is whole).
    public var isShowingMiss: Bool { turns.isShared && game.faceUpUnmatched.count == game.mode.rawValue }

    public init(seed: UInt64, mode: MatchingGame.Mode = .twoCards, players: MatchingPlayers = .solo, size: MatchingTableSize = .medium) {
        generator = SeededGenerator(seed: seed)
        dealtFrom = generator
        game = MatchingGame(mode: mode, dealing: size.cards, using: &generator)
        self.players = players
        self.size = size
        turns = MatchingTurns(seats: players.seats)
        memory = Self.memory(for: players)
        deal = 1
    }

    private static func memory(for players: MatchingPlayers) -> MatchingMemory? {
        for case .computer(let recall) in players.seats { return MatchingMemory(recall: recall) }
        return nil
    }

    /// A new deal in `mode`, for `players`, on a table of `size` (each the current one if nil).
    public mutating func redeal(mode: MatchingGame.Mode? = nil, players: MatchingPlayers? = nil, size: MatchingTableSize? = nil) {
        dealtFrom = generator
        self.players = players ?? self.players
        self.size = size ?? self.size
        game = MatchingGame(mode: mode ?? game.mode, dealing: self.size.cards, using: &generator)
        turns = MatchingTurns(seats: self.players.seats)
        memory = Self.memory(for: self.players)
        deal += 1
    }

    /// Restart: the same cards dealt again in the same places, every card face down, the same
    /// players from the first one's turn.
    public mutating func restart() {
        guard let dealtFrom else { return }
        generator = dealtFrom
        redeal()
    }

    /// The player whose turn it is chooses the card at `position`. At a shared table a card up
    /// stays up (turning one back down would be a free look), and a mismatch passes the turn,
    /// its cards left up until the next choice; the computer sees every card turned up.
    @discardableResult
    public mutating func choose(at position: Int) -> MatchingChoice? {
        settleMiss()
        guard !(turns.isShared && game.table.indices.contains(position) && game.table[position].isFaceUp) else { return nil }
        let before = game.score
        let choice = game.choose(at: position)
        turns.take(choice, points: game.score - before)
        switch choice {
        case .turnedUp(let card)?: memory?.saw(card, at: position)
        case .matched?: memory?.forget(game.table.indices.filter { game.table[$0].isMatched })
        case .mismatched(let cards, _)?:
            memory?.saw(game.table[position].card, at: position)
            if turns.isShared {
                game.showFaceUp(game.table.indices.filter { !game.table[$0].isMatched && cards.contains(game.table[$0].card) })
            }
        case .turnedDown?, nil: break
        }
        return choice
    }

    /// Whether the computer is to play now.
    public var isComputersTurn: Bool { turns.isComputersTurn && !game.isOver }

    /// The computer's next card, from what it remembers.
    @discardableResult
    public mutating func computerMove() -> MatchingChoice? {
        guard isComputersTurn, let memory else { return nil }
        settleMiss()
        guard let position = memory.choice(in: game, using: &generator) else { return nil }
        return choose(at: position)
    }

    /// The cards of the last miss go back down (the next choice has come).
    private mutating func settleMiss() {
        if isShowingMiss { game.turnUnmatchedDown() }
    }

    public mutating func shuffle() {
        game.shuffleTable(using: &generator)
        // Shuffled cards are in new places: what the computer knew of the table is gone.
        memory = memory.map { MatchingMemory(recall: $0.recall) }
    }

    /// The table id of the card at `position`: unique across deals.
    public func id(ofPosition position: Int) -> Int {
        let card = game.table[position].card
        return TableCardID.of(card: card.suit.rawValue * 13 + card.rank.rawValue, inDeal: deal)
    }

    enum CodingKeys: String, CodingKey { case game, players, size, turns, memory, generator, dealtFrom, deal }

    /// Saves from before players and table sizes are one player's games on the first table.
    public init(from decoder: any Decoder) throws {
        let saved = try decoder.container(keyedBy: CodingKeys.self)
        game = try saved.decode(MatchingGame.self, forKey: .game)
        players = try saved.decodeIfPresent(MatchingPlayers.self, forKey: .players) ?? .solo
        size = try saved.decodeIfPresent(MatchingTableSize.self, forKey: .size) ?? .medium
        turns = try saved.decodeIfPresent(MatchingTurns.self, forKey: .turns) ?? MatchingTurns(seats: players.seats)
        memory = try saved.decodeIfPresent(MatchingMemory.self, forKey: .memory) ?? Self.memory(for: players)
        generator = try saved.decode(SeededGenerator.self, forKey: .generator)
        dealtFrom = try saved.decodeIfPresent(SeededGenerator.self, forKey: .dealtFrom)
        deal = try saved.decode(Int.self, forKey: .deal)
        // A table the rules could reach: fewer cards up than make a group (or a miss on show),
        // a memory of distinct places on the table, no more than it can hold.
        let seen = memory?.seen ?? []
        guard turns.seats == players.seats, memory.map({ .computer($0.recall) }) == players.seats.last.flatMap({ $0 == .person ? nil : $0 }),
              seen.allSatisfy({ game.table.indices.contains($0.position) }), Set(seen.map(\.position)).count == seen.count,
              seen.count <= (memory?.recall.capacity ?? 0),
              game.faceUpUnmatched.count < game.mode.rawValue || isShowingMiss else {
            throw DecodingError.dataCorruptedError(forKey: .turns, in: saved, debugDescription: "players that are not the table's")  // not for people: a decoding error
        }
    }
}
