import SetCore
import Testing

@Suite struct SetPuzzleTests {
    static let days = (1...28).map { SetPuzzle.Day(year: 2026, month: 11, day: $0) }

    @Test(arguments: days)
    func everyDaysPuzzleHoldsExactlySixSets(day: SetPuzzle.Day) {
        let cards = SetPuzzle.cards(for: day)
        #expect(cards.count == 12)
        #expect(Set(cards).count == 12)
        #expect(SetSolver.countSets(among: cards) == 6)
    }

    @Test func aDaysPuzzleIsTheSameEveryTimeAndDiffersFromTheNextDay() {
        let day = SetPuzzle.Day(year: 2026, month: 11, day: 22)
        #expect(SetPuzzle.cards(for: day) == SetPuzzle.cards(for: SetPuzzle.Day(year: 2026, month: 11, day: 22)))
        #expect(SetPuzzle.cards(for: day) != SetPuzzle.cards(for: SetPuzzle.Day(year: 2026, month: 11, day: 23)))
        #expect(day.description == "2026-11-22")
    }

    @Test func findingAllSixSetsSolvesThePuzzleAndStopsTheClock() {
        var puzzle = SetPuzzle(day: Self.days[0], at: 10)
        let sets = SetSolver.sets(among: puzzle.cards)
        for (index, set) in sets.enumerated() {
            var moves: [SetPuzzle.Move] = []
            for card in set.cards { moves.append(puzzle.choose(card, at: 10 + Double(index))) }
            #expect(moves == [.selected, .selected, .foundSet])
        }
        #expect(puzzle.isSolved)
        #expect(puzzle.finishedAt == 15)
        #expect(puzzle.found.count == 6)
        let afterwards = puzzle.choose(puzzle.cards[0], at: 20)
        #expect(afterwards == .ignored)
    }

    @Test func aSetFoundTwiceCountsOnceAndANonSetIsAMistake() {
        var puzzle = SetPuzzle(day: Self.days[1], at: 0)
        let set = SetSolver.sets(among: puzzle.cards)[0].cards
        for card in set { puzzle.choose(card, at: 1) }
        var again: [SetPuzzle.Move] = []
        for card in set.reversed() { again.append(puzzle.choose(card, at: 2)) }
        #expect(again.last == .foundAgain)
        #expect(puzzle.found.count == 1)
        let nonSet = Self.nonSet(in: puzzle.cards)
        var wrong: [SetPuzzle.Move] = []
        for card in nonSet { wrong.append(puzzle.choose(card, at: 3)) }
        #expect(wrong.last == .notASet)
        #expect(puzzle.mistakes == 1)
        #expect(puzzle.lastChoice == nonSet)
    }

    @Test func choosingACardTwiceDeselectsIt() {
        var puzzle = SetPuzzle(day: Self.days[2], at: 0)
        let card = puzzle.cards[3]
        let outsider = SetCard.deck.first { !puzzle.cards.contains($0) }!
        let moves = [puzzle.choose(card, at: 0), puzzle.choose(card, at: 0), puzzle.choose(outsider, at: 0)]
        #expect(moves == [.selected, .deselected, .ignored])
        #expect(puzzle.selection.isEmpty)
    }

    static func nonSet(in cards: [SetCard]) -> [SetCard] {
        for i in 0..<12 { for j in (i + 1)..<12 { for k in (j + 1)..<12
            where !SetCard.formSet(cards[i], cards[j], cards[k]) { return [cards[i], cards[j], cards[k]] } } }
        return []
    }
}
