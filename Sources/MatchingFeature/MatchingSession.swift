import CardTable
import GameSupport
import MatchingCore

/// Everything the Cards tab saves: the game, the random stream for the next deal, and how many
/// deals there have been (so every deal's cards are new cards to the table).
public struct MatchingSession: Codable, Equatable, Sendable {
    public private(set) var game: MatchingGame
    public private(set) var generator: SeededGenerator
    /// The random stream as it was before this deal: Restart deals from it again (nil in a
    /// save from before Restart).
    public private(set) var dealtFrom: SeededGenerator?
    public private(set) var deal: Int

    public init(seed: UInt64, mode: MatchingGame.Mode = .twoCards) {
        generator = SeededGenerator(seed: seed)
        dealtFrom = generator
        game = MatchingGame(mode: mode, using: &generator)
        deal = 1
    }

    /// A new deal in `mode` (the current one if nil).
    public mutating func redeal(mode: MatchingGame.Mode? = nil) {
        dealtFrom = generator
        game = MatchingGame(mode: mode ?? game.mode, using: &generator)
        deal += 1
    }

    /// Restart: the same cards dealt again in the same places, every card face down.
    public mutating func restart() {
        guard let dealtFrom else { return }
        generator = dealtFrom
        redeal()
    }

    @discardableResult
    public mutating func choose(at position: Int) -> MatchingChoice? { game.choose(at: position) }

    public mutating func shuffle() { game.shuffleTable(using: &generator) }

    /// The table id of the card at `position`: unique across deals.
    public func id(ofPosition position: Int) -> Int {
        let card = game.table[position].card
        return TableCardID.of(card: card.suit.rawValue * 13 + card.rank.rawValue, inDeal: deal)
    }
}
