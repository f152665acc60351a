import GameSupport
import SetCore

/// Everything the Set tab saves: the game, the random stream that deals the next one, and how
/// many games there have been (so a new game's cards are new cards to the table, even the ones
/// that were in the last game too).
public struct SetSession: Codable, Equatable, Sendable {
    public var game: SetGame
    public var generator: SeededGenerator
    public private(set) var deal = 1

    public init(seed: UInt64, at time: Double) {
        generator = SeededGenerator(seed: seed)
        game = SetGame(using: &generator, at: time)
    }

    public mutating func newGame(at time: Double) {
        game = SetGame(using: &generator, at: time)
        deal += 1
    }

    /// The table's id for `card` in this deal.
    public func id(of card: SetCard) -> Int { deal * 100 + Int(card.index) }

    enum CodingKeys: String, CodingKey { case game, generator, deal }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        game = try container.decode(SetGame.self, forKey: .game)
        generator = try container.decode(SeededGenerator.self, forKey: .generator)
        // Saves from before deals were counted are deal 1.
        deal = try container.decodeIfPresent(Int.self, forKey: .deal) ?? 1
    }

    public mutating func shuffle() {
        game.shuffleCardsInPlay(using: &generator)
    }
}
