import SetCore
import Testing

/// The daily puzzle of fixed dates, as literals: every player who opened it that day got these
/// twelve cards, and a change to the generator, the shuffle (the standard library's, which a
/// new Swift could change) or the deal that alters them fails here. Each table is also checked
/// here, by brute force apart from the solver, to hold exactly six Sets.
@Suite struct SetPuzzleKnownAnswerTests {
    /// Whether three cards' features (the card's index in base 3) are all alike or all different.
    static func isSet(_ a: Int, _ b: Int, _ c: Int) -> Bool {
        var (a, b, c) = (a, b, c)
        for _ in 0..<4 {
            guard (a % 3 + b % 3 + c % 3) % 3 == 0 else { return false }
            (a, b, c) = (a / 3, b / 3, c / 3)
        }
        return true
    }

    @Test(arguments: [
        (SetPuzzle.Day(year: 2026, month: 1, day: 1), [68, 49, 35, 70, 24, 73, 39, 45, 56, 75, 25, 69]),
        (SetPuzzle.Day(year: 2026, month: 11, day: 29), [58, 34, 23, 44, 29, 26, 39, 69, 74, 36, 1, 27]),
        (SetPuzzle.Day(year: 2028, month: 2, day: 29), [5, 23, 72, 63, 2, 79, 58, 17, 45, 39, 30, 29]),
    ])
    func theDailyPuzzleOfAFixedDateIsKnown(day: SetPuzzle.Day, cards: [Int]) {
        #expect(SetPuzzle.cards(for: day).map { Int($0.index) } == cards)
        let sets = cards.indices.flatMap { i in cards.indices.filter { $0 > i }.flatMap { j in
            cards.indices.filter { $0 > j && Self.isSet(cards[i], cards[j], cards[$0]) }
        } }
        #expect(sets.count == SetPuzzle.setCount, "the literal is a daily puzzle: six Sets among twelve cards")
    }
}
