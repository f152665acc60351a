import ArgumentParser
import SetCore
import SetStyle
import Localization

/// `setlab solve`: every Set among the given cards.
struct Solve: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: tr("Print every Set among the given cards, then how many there are."))

    @Argument(help: ArgumentHelp(tr("Cards in four-character notation, e.g. 1RSD 2GTQ 3POV.")))
    var cards: [String] = []

    func validate() throws {
        guard !cards.isEmpty else { throw ValidationError(tr("give the cards to solve, e.g. setlab solve 1RSD 2GTQ 3POV")) }
        _ = try Self.parse(cards)
    }

    /// The first card among `arguments` that is malformed or given twice, checked before the
    /// argument parser sees them: a deck has 81 cards, so any longer list is a mistake, and the
    /// parser's work grows with the square of the number of arguments.
    static func firstProblem(in arguments: some Sequence<String>) -> ValidationError? {
        do {
            _ = try parse(arguments.filter { !$0.hasPrefix("-") })
            return nil
        } catch {
            return error
        }
    }

    func run() throws {
        for line in Self.report(for: try Self.parse(cards)) { print(line) }
    }

    /// Parses card tokens, rejecting malformed and repeated ones with a message naming them.
    static func parse(_ tokens: [String]) throws(ValidationError) -> [SetCard] {
        var cards: [SetCard] = []
        var tokenOf: [SetCard: String] = [:]
        for token in tokens {
            let card: SetCard
            do { card = try SetNotation.parse(token) } catch { throw ValidationError(error.description) }
            if let earlier = tokenOf[card] {
                throw ValidationError(fillIn(tr("'%1$@' is given twice (the same card as '%2$@'); a Set deck holds each card once"), token, earlier))
            }
            tokenOf[card] = token
            cards.append(card)
        }
        return cards
    }

    /// One line per Set, three cards in notation, then the count.
    static func report(for cards: [SetCard]) -> [String] {
        let sets = SetSolver.sets(among: cards)
        let lines = sets.map { $0.cards.map(SetNotation.format).joined(separator: " ") }
        return lines + [fillIn(trn("%1$@ Set", "%1$@ Sets", sets.count), sets.count)]
    }
}
