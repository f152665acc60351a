import Dispatch
import Synchronization

/// Plays complete solo games; a range of game numbers always gives the same report.
public protocol Simulator: Sendable {
    func play(games range: Range<Int>) -> SimulationReport
}

/// Splits a simulation over threads and times it.
public enum SimulationRunner {
    public struct Timed: Sendable {
        public let report: SimulationReport
        public let seconds: Double
        public var gamesPerSecond: Double { seconds > 0 ? Double(report.games) / seconds : 0 }
    }

    public static func run(_ simulator: some Simulator, games: Int, threads: Int) -> Timed {
        let threads = max(1, min(threads, games))
        let total = Mutex(SimulationReport())
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            DispatchQueue.concurrentPerform(iterations: threads) { worker in
                let share = games * worker / threads..<games * (worker + 1) / threads
                let report = simulator.play(games: share)
                total.withLock { $0 = $0 + report }
            }
        }
        return Timed(report: total.withLock { $0 }, seconds: elapsed.seconds)
    }
}

extension Duration {
    /// The duration in seconds, as a floating-point number.
    public var seconds: Double {
        let (whole, fraction) = components
        return Double(whole) + Double(fraction) * 1e-18
    }
}
