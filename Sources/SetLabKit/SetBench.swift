import GameSupport
import SetCore

/// Times the engine: the solver on tables of several sizes, and whole simulated games.
/// Meaningful only in a release build (`swift run -c release setlab bench`).
public enum SetBench {
    public struct SolverTiming: Sendable {
        public let cards: Int
        public let nanosecondsPerCall: Double
        public let setsPerCall: Double
    }

    /// Average time for `SetSolver.sets(among:)` over many random tables of `cards` cards.
    public static func solver(cards: Int, calls: Int = 200_000, seed: UInt64 = 7) -> SolverTiming {
        timing(cards: cards, from: SetCard.deck, calls: calls, seed: seed) { SetSolver.sets(among: $0).count }
    }

    /// Average time for `variant.matches(among:)` (every match, as hints and the count of Sets
    /// on show need) over many random tables of `cards` of the variant's cards.
    public static func matches(_ variant: SetVariant, cards: Int, calls: Int, seed: UInt64 = 7) -> SolverTiming {
        timing(cards: cards, from: variant.deck.cards, calls: calls, seed: seed) { variant.matches(among: $0).count }
    }

    /// Times `count` over 64 random tables of `cards` drawn from `deck`, taken in turn.
    private static func timing(cards: Int, from deck: [SetCard], calls: Int, seed: UInt64,
                               _ count: ([SetCard]) -> Int) -> SolverTiming {
        var generator = SeededGenerator(seed: seed)
        let tables = (0..<64).map { _ in Array(deck.shuffled(using: &generator).prefix(cards)) }
        var found = 0
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            for call in 0..<calls {
                found &+= count(tables[call & 63])
            }
        }
        return SolverTiming(cards: cards, nanosecondsPerCall: elapsed.seconds * 1e9 / Double(calls),
                            setsPerCall: Double(found) / Double(calls))
    }

    /// The process's peak resident memory so far, in megabytes.
    public static func peakResidentMegabytes() -> Double {
        PeakMemory.megabytes()
    }
}
