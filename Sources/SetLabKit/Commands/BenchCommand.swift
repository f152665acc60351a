import ArgumentParser
import Localization
import SetCore

// Words in this file are for developers, not for translation.
/// `setlab bench`: how fast the engine is on this machine.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: tr("Time the solver and the simulator (build with -c release for real figures)."))

    @Option(parsing: .unconditional, help: ArgumentHelp(tr("Games for each simulator timing.")))
    var games: Int = 1_000_000

    func validate() throws {
        try CountOption.check(games, "--games", atMost: CountOption.games)
    }

    func run() throws {
        #if DEBUG
        print("note: this is a debug build; use `swift run -c release setlab bench` for real figures")
        #endif
        print("All Sets among N cards (SetSolver.sets):")
        for cards in [12, 15, 21, 81] {
            let timing = SetBench.solver(cards: cards, calls: cards == 81 ? 50_000 : 500_000)
            print(pad("  \(cards) cards", 12) + pad(format(timing.nanosecondsPerCall / 1000, 3) + " µs", 12)
                  + "(\(format(timing.setsPerCall, 2)) Sets per table)")
        }
        // A frame is 16.7 ms: the table's count of Sets and the hints must take a sliver of it.
        print("Every match on a table of each variant, as dealt and grown by three deals (variant.matches):")
        let labelWidth = 2 + SetVariant.allCases.map(\.rawValue.count).max()! + 5
        for variant in SetVariant.allCases {
            for cards in [variant.tableSize, min(variant.tableSize + 9, variant.deck.count)] {
                let timing = SetBench.matches(variant, cards: cards, calls: variant.rule == .ghostSet ? 2_000 : 50_000)
                print(pad("  \(variant.rawValue) \(cards)", labelWidth) + pad(format(timing.nanosecondsPerCall / 1000, 3) + " µs", 14)
                      + "(\(format(timing.setsPerCall, 2)) per table)")
            }
        }
        print("Complete simulated games (policy random):")
        let simulator = SetSimulator(policy: .random, seed: 1)
        let one = SimulationRunner.run(simulator, games: games, threads: 1)
        print("  1 thread     \(format(one.gamesPerSecond, 0)) games/s")
        let cores = SystemInfo.coreCount
        let all = SimulationRunner.run(simulator, games: games, threads: cores)
        print("  \(cores) threads    \(format(all.gamesPerSecond, 0)) games/s (\(format(all.gamesPerSecond / one.gamesPerSecond, 2))x)")
        print("Peak memory after \(2 * games) games: \(format(SetBench.peakResidentMegabytes(), 1)) MB")
    }
}
