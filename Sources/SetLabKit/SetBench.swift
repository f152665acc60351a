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
        var generator = SeededGenerator(seed: seed)
        let tables = (0..<64).map { _ in Array(SetCard.deck.shuffled(using: &generator).prefix(cards)) }
        var found = 0
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            for call in 0..<calls {
                found &+= SetSolver.sets(among: tables[call & 63]).count
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
