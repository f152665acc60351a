import ArgumentParser
import SetCore
import SetStyle
import Localization

/// `setlab solve`: every Set (or UltraSet, GhostSet, 4Set) among the given cards.
struct Solve: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: tr("Print every Set among the given cards, then how many there are."))

    @Argument(help: ArgumentHelp(tr("Cards in four-character notation, e.g. 1RSD 2GTQ 3POV (MegaSet's have a fifth, the border: 2RTD1).")))
    var cards: [String] = []

    @Option(help: ArgumentHelp(fillIn(tr("Whose matches to find: %1$@ (a chain's first match is found as if unchained)."),
                                      SetVariant.allCases.map(\.rawValue).joined(separator: ", "))))
    var variant: SetVariant = .standard

    func validate() throws {
        guard !cards.isEmpty else { throw ValidationError(tr("give the cards to solve, e.g. setlab solve 1RSD 2GTQ 3POV")) }
        _ = try Self.parse(cards, in: variant.deck)
    }

    /// The first card among `arguments` that is malformed or given twice, checked before the
    /// argument parser sees them: a deck holds each card once, so a card given twice is a mistake, and the
    /// parser's work grows with the square of the number of arguments.
    static func firstProblem(in arguments: some Sequence<String>) -> ValidationError? {
        var tokens: [String] = [], optionValueNext = false, deck = SetDeck.standard
        for argument in arguments {
            // The options are the parser's to check, and --variant's value is no card, but
            // it says which deck the cards are of.
            if optionValueNext {
                optionValueNext = false
                deck = SetVariant(rawValue: argument)?.deck ?? deck
                continue
            }
            if argument == "--variant" { optionValueNext = true; continue }
            if argument.hasPrefix("--variant=") { deck = SetVariant(rawValue: String(argument.dropFirst(10)))?.deck ?? deck }
            if !argument.hasPrefix("-") { tokens.append(argument) }
        }
        do {
            _ = try parse(tokens, in: deck)
            return nil
        } catch {
            return error
        }
    }

    func run() throws {
        for line in Self.report(for: try Self.parse(cards, in: variant.deck), variant: variant) { print(line) }
    }

    /// Parses card tokens, rejecting malformed and repeated ones with a message naming them.
    static func parse(_ tokens: [String], in deck: SetDeck = .standard) throws(ValidationError) -> [SetCard] {
        var cards: [SetCard] = []
        var tokenOf: [SetCard: String] = [:]
        for token in tokens {
            let card: SetCard
            do { card = try SetNotation.parse(token, in: deck) } catch { throw ValidationError(error.description) }
            if let earlier = tokenOf[card] {
                throw ValidationError(fillIn(tr("'%1$@' is given twice (the same card as '%2$@'); a Set deck holds each card once"), token, earlier))
            }
            tokenOf[card] = token
            cards.append(card)
        }
        return cards
    }

    /// One line per match, its cards in notation, then the count.
    static func report(for cards: [SetCard], variant: SetVariant = .standard) -> [String] {
        let matches = variant.matches(among: cards)
        let lines = matches.map { $0.map(SetNotation.format).joined(separator: " ") }
        let count = switch variant.rule {
        case .set: fillIn(trn("%1$@ Set", "%1$@ Sets", matches.count), matches.count)
        case .ultraSet: fillIn(trn("%1$@ UltraSet", "%1$@ UltraSets", matches.count), matches.count)
        case .ghostSet: fillIn(trn("%1$@ GhostSet", "%1$@ GhostSets", matches.count), matches.count)
        case .fourSet: fillIn(trn("%1$@ 4Set", "%1$@ 4Sets", matches.count), matches.count)
        }
        return lines + [count]
    }
}

extension SetVariant: ExpressibleByArgument {}
