import SetCore

/// Cards and decks for tests, written by feature values so each test says what it deals.
enum Fixture {
    static func card(_ a: Trit, _ b: Trit, _ c: Trit, _ d: Trit) -> SetCard { SetCard(a, b, c, d) }

    /// Three cards that differ only in the last feature: a Set.
    static let set = [card(.zero, .zero, .zero, .zero), card(.zero, .zero, .zero, .one), card(.zero, .zero, .zero, .two)]
    /// Three cards that are not a Set (the third feature has two of one value).
    static let nonSet = [card(.one, .one, .zero, .zero), card(.one, .one, .zero, .one), card(.one, .one, .one, .two)]

    /// A deck dealing `first` before the rest of the cards, in index order.
    static func deck(startingWith first: [SetCard]) -> [SetCard] {
        first + SetCard.deck.filter { !first.contains($0) }
    }

    /// A game whose opening table holds `first` in its first places.
    static func game(startingWith first: [SetCard], deckSize: Int = 81, variant: SetVariant = .standard) -> SetGame {
        SetGame(variant, deck: Array(deck(startingWith: first).prefix(deckSize)))
    }

    /// Twelve cards with no Set among them (greedily chosen), for end-game tests.
    static let setFreeTwelve = twelve(startingWith: [], sets: 0)
    /// `set` and nine more cards that make no other Set.
    static let oneSetTwelve = twelve(startingWith: set, sets: 1)

    private static func twelve(startingWith start: [SetCard], sets: Int) -> [SetCard] {
        var chosen = start
        for card in SetCard.deck where chosen.count < 12 && !chosen.contains(card) {
            if SetSolver.countSets(among: chosen + [card]) == sets { chosen.append(card) }
        }
        precondition(chosen.count == 12, "the greedy choice always finds twelve such cards")
        return chosen
    }
}
