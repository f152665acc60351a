import ArgumentParser
import SetCore
import SetStyle

/// `setlab solve`: every Set among the given cards.
struct Solve: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print every Set among the given cards, then how many there are.")

    @Argument(help: "Cards in four-character notation, e.g. 1RSD 2GTQ 3POV.")
    var cards: [String] = []

    func validate() throws {
        _ = try Self.parse(cards)
    }

    func run() throws {
        for line in Self.report(for: try Self.parse(cards)) { print(line) }
    }

    /// Parses card tokens, rejecting malformed and repeated ones with a message naming them.
    static func parse(_ tokens: [String]) throws(ValidationError) -> [SetCard] {
        var cards: [SetCard] = []
        for token in tokens {
            let card: SetCard
            do { card = try SetNotation.parse(token) } catch { throw ValidationError(error.description) }
            if let earlier = cards.firstIndex(of: card) {
                throw ValidationError("'\(token)' is given twice (the same card as '\(tokens[earlier])'); a Set deck holds each card once")
            }
            cards.append(card)
        }
        return cards
    }

    /// One line per Set, three cards in notation, then the count.
    static func report(for cards: [SetCard]) -> [String] {
        let sets = SetSolver.sets(among: cards)
        let lines = sets.map { $0.cards.map(SetNotation.format).joined(separator: " ") }
        return lines + ["\(sets.count) \(sets.count == 1 ? "Set" : "Sets")"]
    }
}
