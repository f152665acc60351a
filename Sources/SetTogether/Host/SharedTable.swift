import GameSupport
import SetCore

/// The cards of a Together game, dealt by the host with the standard rules: twelve on the
/// table, three more while no Set is among them and the deck lasts; a Set taken is replaced
/// while the table holds no more than twelve. The game is over when the deck is out and no
/// Set is left on the table.
struct SharedTable: Equatable {
    private(set) var deck: [SetCard]
    private(set) var cards: [SetCard] = []

    init(using generator: inout SeededGenerator) {
        deck = SetCard.deck.shuffled(using: &generator)
    }

    var isOver: Bool { deck.isEmpty && !SetSolver.containsSet(cards) }

    mutating func dealFirstCards() {
        cards = draw(12)
        addCardsUntilASetShows()
    }

    /// Takes `set` off the table (its cards must be on it and form a Set).
    mutating func take(_ set: [SetCard]) {
        let replacements = cards.count <= 12 ? draw(3) : []
        for (offset, card) in set.enumerated() {
            guard let position = cards.firstIndex(of: card) else { continue }
            if offset < replacements.count { cards[position] = replacements[offset] } else { cards.remove(at: position) }
        }
        addCardsUntilASetShows()
    }

    private mutating func addCardsUntilASetShows() {
        while !deck.isEmpty && !SetSolver.containsSet(cards) { cards += draw(3) }
    }

    private mutating func draw(_ count: Int) -> [SetCard] {
        let dealt = Array(deck.suffix(count))
        deck.removeLast(dealt.count)
        return dealt
    }
}
