import ArgumentParser
import SetCore
import Localization

/// `setlab random`: how often K random cards hold no Set.
struct RandomCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "random",
        abstract: tr("Draw K random cards many times and count the Sets among them."))

    @Option(parsing: .unconditional, help: ArgumentHelp(tr("Cards in each draw (from 3 to the variant's whole deck).")))
    var cards: Int

    @Option(parsing: .unconditional, help: ArgumentHelp(tr("Number of draws (at most 1000000000).")))
    var samples: Int

    @Option(help: ArgumentHelp(tr("Seed for the draws.")))
    var seed: UInt64 = 1

    @Option(help: ArgumentHelp(tr("Whose matches to count: standard, junior, ultra, ghost… (as setlab solve).")))
    var variant: SetVariant = .standard

    @Flag(help: ArgumentHelp(tr("Print one JSON object.")))
    var json = false

    func validate() throws {
        guard (3...variant.deck.count).contains(cards) else {
            throw ValidationError(fillIn(tr("--cards must be between 3 and %1$@, not %2$@"), variant.deck.count, cards))
        }
        try CountOption.check(samples, "--samples", atMost: CountOption.samples)
    }

    func run() throws {
        let draws = RandomDraws.run(cards: cards, samples: samples, seed: seed, variant: variant)
        print(json ? try ReportFormat.json(draws) : ReportFormat.text(draws))
    }
}
