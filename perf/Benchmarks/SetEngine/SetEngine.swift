import Benchmark
import GameSupport
import SetCore
import SetLabKit

/// The figures the Set engine promises: all Sets among 12 and 81 cards, and whole games.
let benchmarks: @Sendable () -> Void = {
    // Each sample times 1,000 calls, so clock reads do not swamp a sub-microsecond call; the
    // figures printed are per call.
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .throughput, .mallocCountTotal],
                                           scalingFactor: .kilo, maxDuration: .seconds(3))

    for size in [12, 15, 21, 81] {
        var generator = SeededGenerator(seed: UInt64(size))
        let tables = (0..<64).map { _ in Array(SetCard.deck.shuffled(using: &generator).prefix(size)) }
        Benchmark("All Sets among \(size) cards") { benchmark in
            for iteration in benchmark.scaledIterations {
                blackHole(SetSolver.sets(among: tables[iteration & 63]))
            }
        }
    }

    Benchmark("A complete simulated game, one thread",
              configuration: .init(metrics: [.wallClock, .throughput, .mallocCountTotal, .peakMemoryResident],
                                   scalingFactor: .kilo)) { benchmark in
        // One call plays all the scaled iterations' games, as `setlab simulate` does.
        blackHole(SetSimulator(policy: .random, seed: 1).play(games: benchmark.scaledIterations))
    }
}
