import Foundation
import GameSupport
import PropertyBased
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

    @Test(arguments: SetModeVariants.puzzles)
    func anEndlessTableHoldsAFewMatchesAndIsSolvedByFindingEach(variant: SetVariant) async {
        await propertyCheck(count: 30, input: Gen.uint64()) { seed in
            var generator = SeededGenerator(seed: seed)
            var puzzle = SetPuzzle(variant, using: &generator, at: 5)
            let matches = variant.matches(among: puzzle.cards)
            #expect(puzzle.cards.count == variant.tableSize && puzzle.day == nil)
            #expect(puzzle.matchCount == matches.count && matches.count >= SetPuzzle.fewestMatches)
            for (index, match) in matches.enumerated() {
                let moves = match.map { puzzle.choose($0, at: 6 + Double(index)) }
                #expect(moves.last == .foundSet && moves.dropLast().allSatisfy { $0 == .selected })
                if index == 0 {
                    #expect(match.map { puzzle.choose($0, at: 6) }.last == .foundAgain, "a match found once")
                }
            }
            #expect(puzzle.isSolved && puzzle.finishedAt == 5 + Double(matches.count))
        }
    }

    @Test func aDailyPuzzleSavedBeforeTheEndlessPuzzleOpensAsOne() throws {
        var puzzle = SetPuzzle(day: Self.days[2], at: 3)
        for card in SetSolver.sets(among: puzzle.cards)[0].cards { puzzle.choose(card, at: 4) }
        var saved = try #require(JSONSerialization.jsonObject(with: JSONEncoder().encode(puzzle)) as? [String: Any])
        saved["variant"] = nil
        saved["matchCount"] = nil
        let opened = try JSONDecoder().decode(SetPuzzle.self, from: JSONSerialization.data(withJSONObject: saved))
        #expect(opened == puzzle && opened.variant == .standard && opened.matchCount == SetPuzzle.setCount)
        let card = Int(puzzle.cards[0].index), offTable = Int(SetCard.deck.first { !puzzle.cards.contains($0) }!.index)
        let first = try #require(saved["found"] as? [[Int]]).first!
        for (key, value, what) in [("found", [[0, 1, 5]] as Any, "a found Set that is none"), ("found", [first, first] as Any, "one Set found twice"),
                                   ("matchCount", 1_000_000_000 as Any, "a count the table does not hold"),
                                   ("selection", [offTable] as Any, "a chosen card off the table"),
                                   ("selection", [card, card] as Any, "a card chosen twice"),
                                   ("finishedAt", 1e300 as Any, "a time no clock shows"), ("mistakes", -1 as Any, "fewer than no mistakes")] {
            var damaged = saved
            damaged[key] = value
            #expect(throws: DecodingError.self, "\(what)") {
                try JSONDecoder().decode(SetPuzzle.self, from: JSONSerialization.data(withJSONObject: damaged))
            }
        }
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

/// The variants the endless Puzzle is played in (SetMode.puzzles, which SetCore cannot see).
enum SetModeVariants {
    static let puzzles: [SetVariant] = [.standard, .ultra9]
}
