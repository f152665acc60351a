import ArgumentParser
import GameSupport
import SetCore
import SetStyle
import Localization

/// `setlab puzzle`: the daily puzzle of a date, with its six Sets (the answers); or, with a
/// seed, a table of the endless Puzzle in a variant, with every match on it.
struct PuzzleCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "puzzle",
        abstract: tr("Print the daily puzzle's twelve cards for a date, then its six Sets."))

    @Argument(help: ArgumentHelp(tr("The date, YYYY-MM-DD.")))
    var date: String?

    @Option(help: ArgumentHelp(tr("Instead of a date: a table of the endless Puzzle, dealt from this seed.")))
    var seed: UInt64?

    @Option(help: ArgumentHelp(tr("The endless Puzzle's variant: standard, ultra9 or 4set-junior (as the Set tab plays them), or any other.")))
    var variant: SetVariant = .standard

    func validate() throws {
        switch (date, seed) {
        case (let date?, nil): _ = try Self.day(from: date)
        case (nil, _?): break
        case (_?, _?): throw ValidationError(tr("give a date or --seed, not both"))
        case (nil, nil): throw ValidationError(tr("give the puzzle's <date> (YYYY-MM-DD), or --seed for a table of the endless Puzzle"))
        }
    }

    func run() throws {
        let lines = if let seed { Self.report(seed: seed, variant: variant) } else { Self.report(for: try Self.day(from: date ?? "")) }
        for line in lines { print(line) }
    }

    /// A table of the endless Puzzle, dealt by the rule the Set tab deals them by, then its matches.
    static func report(seed: UInt64, variant: SetVariant) -> [String] {
        var generator = SeededGenerator(seed: seed)
        let puzzle = SetPuzzle(variant, using: &generator, at: 0)
        return [fillIn(tr("Puzzle table of seed %1$@ (%2$@): %3$@"), seed, variant.rawValue, puzzle.cards.map(SetNotation.format).joined(separator: " "))]
            + Solve.report(for: puzzle.cards, variant: variant)
    }

    /// Reads YYYY-MM-DD, rejecting anything that is not a real calendar date.
    static func day(from text: String) throws(ValidationError) -> SetPuzzle.Day {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false).map { Int($0) }
        guard parts.count == 3, let year = parts[0], let month = parts[1], let day = parts[2],
              (1...9999).contains(year), (1...12).contains(month), (1...daysIn(month, of: year)).contains(day) else {
            throw ValidationError(fillIn(tr("'%1$@' is not a date; write it as YYYY-MM-DD, e.g. 2026-11-22"), text))
        }
        return SetPuzzle.Day(year: year, month: month, day: day)
    }

    static func daysIn(_ month: Int, of year: Int) -> Int {
        let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        return [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
    }

    static func report(for day: SetPuzzle.Day) -> [String] {
        let cards = SetPuzzle.cards(for: day)
        return [fillIn(tr("Puzzle of %1$@: %2$@"), day, cards.map(SetNotation.format).joined(separator: " "))]
            + Solve.report(for: cards)
    }
}
