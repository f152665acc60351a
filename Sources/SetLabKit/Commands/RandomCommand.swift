import ArgumentParser
import SetCore

/// `setlab random`: how often K random cards hold no Set.
struct RandomCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "random",
        abstract: "Draw K random cards many times and count the Sets among them.")

    @Option(parsing: .unconditional, help: "Cards in each draw (3 to 81).")
    var cards: Int

    @Option(parsing: .unconditional, help: "Number of draws (at most 1000000000).")
    var samples: Int

    @Option(help: "Seed for the draws.")
    var seed: UInt64 = 1

    @Flag(help: "Print one JSON object.")
    var json = false

    func validate() throws {
        guard (3...SetCard.count).contains(cards) else {
            throw ValidationError("--cards must be between 3 and 81, not \(cards)")
        }
        try CountOption.check(samples, "--samples", atMost: CountOption.samples)
    }

    func run() throws {
        let draws = RandomDraws.run(cards: cards, samples: samples, seed: seed)
        print(json ? try ReportFormat.json(draws) : ReportFormat.text(draws))
    }
}
