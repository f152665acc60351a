import Foundation
import Localization
import SetCore

/// Text and JSON renderings of simulation and draw results.
public enum ReportFormat {
    struct SimulationJSON: Encodable {
        struct Layout: Encodable { let seen: Int; let withoutSet: Int; let meanSets: Double }
        let variant: String
        let games: Int
        let seconds: Double
        let gamesPerSecond: Double
        let cardsLeft: [String: Int]
        let layouts: [String: Layout]
    }

    struct DrawsJSON: Encodable {
        let variant: String
        let cards: Int
        let samples: Int
        let withoutSet: Int
        let meanSets: Double
    }

    public static func json(_ timed: SimulationRunner.Timed, variant: SetVariant = .standard) throws -> String {
        let report = timed.report
        let body = SimulationJSON(
            variant: variant.rawValue, games: report.games, seconds: timed.seconds, gamesPerSecond: timed.gamesPerSecond,
            cardsLeft: Dictionary(uniqueKeysWithValues: report.cardsLeft.map { (String($0.key), $0.value) }),
            layouts: Dictionary(uniqueKeysWithValues: report.layouts.map {
                (String($0.key), SimulationJSON.Layout(seen: $0.value.seen, withoutSet: $0.value.withoutSet, meanSets: $0.value.meanSets))
            }))
        return try encode(body)
    }

    public static func json(_ draws: RandomDraws) throws -> String {
        try encode(DrawsJSON(variant: draws.variant.rawValue, cards: draws.cards, samples: draws.samples, withoutSet: draws.withoutSet, meanSets: draws.meanSets))
    }

    public static func text(_ timed: SimulationRunner.Timed, threads: Int, policy: SetPolicy, seed: UInt64,
                            variant: SetVariant = .standard) -> String {
        let report = timed.report
        var lines = [
            fillIn(trn("%1$@ games in %2$@ s: %3$@ games/s (%4$@ thread, policy %5$@, seed %6$@)",
                       "%1$@ games in %2$@ s: %3$@ games/s (%4$@ threads, policy %5$@, seed %6$@)", threads),
                   report.games, format(timed.seconds, 3), format(timed.gamesPerSecond, 0), threads, policy.rawValue, seed),
            "",
            tr("Cards left at the end"),
        ]
        if variant != .standard {
            lines.insert(fillIn(tr("Variant %1$@: below, a Set is one of its matches."), variant.rawValue), at: 1)
        }
        for (cards, games) in report.cardsLeft.sorted(by: { $0.key < $1.key }) {
            lines.append(pad("  \(cards)", 8) + pad("\(games)", 12) + percent(games, of: report.games))
        }
        lines += ["", pad(tr("Tables seen"), 12) + pad(tr("tables"), 12, right: true) + pad(tr("without a Set"), 22, right: true)
                  + pad(tr("mean Sets"), 12, right: true)]
        for (cards, stats) in report.layouts.sorted(by: { $0.key < $1.key }) {
            lines.append(pad("  " + fillIn(tr("%1$@ cards"), cards), 12) + pad("\(stats.seen)", 12, right: true)
                         + pad("\(stats.withoutSet) (\(percent(stats.withoutSet, of: stats.seen)))", 22, right: true)  // not for people: numbers
                         + pad(format(stats.meanSets, 3), 12, right: true))
        }
        return lines.joined(separator: "\n")
    }

    public static func text(_ draws: RandomDraws) -> String {
        let words = switch draws.variant.rule {
        case .set: tr("%1$@ random draws of %2$@ cards: %3$@ without a Set (%4$@), %5$@ Sets on average")
        case .ultraSet: tr("%1$@ random draws of %2$@ cards: %3$@ without an UltraSet (%4$@), %5$@ UltraSets on average")
        case .ghostSet: tr("%1$@ random draws of %2$@ cards: %3$@ without a GhostSet (%4$@), %5$@ GhostSets on average")
        case .fourSet: tr("%1$@ random draws of %2$@ cards: %3$@ without a 4Set (%4$@), %5$@ 4Sets on average")
        }
        return fillIn(words, draws.samples, draws.cards, draws.withoutSet, percent(draws.withoutSet, of: draws.samples), format(draws.meanSets, 4))
    }

    private static func encode(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    private static func percent(_ part: Int, of whole: Int) -> String {
        whole == 0 ? "0%" : format(100 * Double(part) / Double(whole), 3) + "%"
    }
}

/// A number with a fixed count of decimals.
func format(_ value: Double, _ decimals: Int) -> String { String(format: "%.\(decimals)f", value) }

/// Pads `text` with spaces to `width`, on the right (or on the left when `right` aligns it).
func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
    let fill = String(repeating: " ", count: max(0, width - text.count))
    return right ? fill + text : text + fill
}
