import ArgumentParser
import Localization
import SetCore

/// `setlab simulate`: complete solo games, played as fast as possible.
struct Simulate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: tr("Play complete solo games and report how they went."),
        discussion: tr("Each game deals 12 cards, deals 3 more whenever no Set is in play, replaces a taken Set from the deck only while that leaves no more than 12 cards, and ends when the deck is empty and no Set is in play. Tables are counted before each Set taken, before each deal of 3 more, and at the end of the game."))

    @Option(parsing: .unconditional, help: ArgumentHelp(tr("Number of games to play (at most 100000000).")))
    var games: Int

    @Option(help: ArgumentHelp(tr("Seed for the random deals; the same seed gives the same games.")))
    var seed: UInt64 = 1

    @Option(parsing: .unconditional, help: ArgumentHelp(tr("Threads to play on (default: all cores).")))
    var threads: Int = SystemInfo.coreCount

    @Option(help: ArgumentHelp(tr("Which Set the player takes when there are several: random or first.")))
    var policy: SetPolicy = .random

    @Option(help: ArgumentHelp(tr("The variant to play: standard (the fast simulator) or any other, played by the Set tab's own rules.")))
    var variant: SetVariant = .standard

    @Flag(help: ArgumentHelp(tr("Print one JSON object instead of a table.")))
    var json = false

    func validate() throws {
        try CountOption.check(games, "--games", atMost: CountOption.games)
        try CountOption.check(threads, "--threads", atMost: CountOption.threads)
    }

    func run() throws {
        let timed = variant == .standard ? SimulationRunner.run(SetSimulator(policy: policy, seed: seed), games: games, threads: threads)
            : SimulationRunner.run(VariantSimulator(variant: variant, policy: policy, seed: seed), games: games, threads: threads)
        if json {
            print(try ReportFormat.json(timed, variant: variant))
        } else {
            print(ReportFormat.text(timed, threads: threads, policy: policy, seed: seed, variant: variant))
        }
    }
}

extension SetPolicy: ExpressibleByArgument {}
