import GameSupport
import SetCore

/// Everything the Set tab saves: the game and the random stream that deals the next one.
public struct SetSession: Codable, Equatable, Sendable {
    public var game: SetGame
    public var generator: SeededGenerator

    public init(seed: UInt64, at time: Double) {
        generator = SeededGenerator(seed: seed)
        game = SetGame(using: &generator, at: time)
    }

    public mutating func newGame(at time: Double) {
        game = SetGame(using: &generator, at: time)
    }

    public mutating func shuffle() {
        game.shuffleCardsInPlay(using: &generator)
    }
}
