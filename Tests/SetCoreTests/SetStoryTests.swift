import Foundation
import SetCore
import Testing

/// The story a review tells: which matches lay on each table, which were taken and how long
/// they had lain there, which nobody took; and a story read from a file only if it is possible.
@Suite struct SetStoryTests {
    let set = Fixture.set
    /// Twelve cards with exactly one Set (`set`), and the same with one of its cards replaced.
    let oneSet = Fixture.oneSetTwelve

    @Test func aTakenSetIsTimedFromWhenItFirstLayAndIsNotMissed() {
        var story = SetStory(.standard, table: oneSet, at: 0)
        story.found(set, by: .player, at: 8.04)
        let rest = Array(oneSet.dropFirst(3))
        story.see(rest, chain: [], at: 9)
        story.end(at: 9)
        let steps = story.tables.indices.map(story.step)
        #expect(steps.count == 2)
        #expect(steps[0].matches.map(\.cards) == [set])
        #expect(steps[0].missed.isEmpty && !steps[0].dealtPast)
        #expect(steps[0].seconds(toFind: steps[0].table.finds[0]) == 8.0, "times are kept to a tenth")
        #expect(steps[1].matches.isEmpty && steps[1].endsAt == 9)
    }

    @Test func aSetDealtPastStaysUnmissedUntilItsCardsLeave() {
        // The Set lies on the first table; three cards are dealt onto it (dealt past), it is
        // still there on the second, and a later table without one of its cards misses it.
        let free = Fixture.setFreeTwelve
        let first = [set[0], set[1], set[2]] + free.filter { !set.contains($0) }.prefix(9)
        let extra = SetCard.deck.filter { !first.contains($0) }.prefix(3)
        var story = SetStory(.standard, table: first, at: 0)
        story.see(first + extra, chain: [], at: 5)
        var later = first + extra
        later.removeFirst()   // set[0] leaves with another match
        story.see(later, chain: [], at: 12)
        let steps = story.tables.indices.map(story.step)
        #expect(steps[0].dealtPast && steps[0].missed.isEmpty, "still on the next table")
        let onSecond = steps[1].matches.first { Set($0.cards) == Set(set) }
        #expect(onSecond?.since == 0, "it has lain there since the first table")
        #expect(steps[1].missed.contains { Set($0) == Set(set) }, "its cards left untaken")
    }

    @Test func theLastTablesUntakenMatchesAreMissed() {
        var story = SetStory(.standard, table: oneSet, at: 0)
        story.end(at: 30)
        #expect(story.step(0).missed == [set])
        #expect(story.step(0).endsAt == 30)
    }

    @Test func aRearrangedTableIsTheSameTable() {
        var story = SetStory(.standard, table: oneSet, at: 0)
        story.see(oneSet.reversed(), chain: [], at: 4)
        #expect(story.tables.count == 1 && story.tables[0].cards == oneSet.reversed())
    }

    @Test func nothingIsRecordedAfterTheEnd() {
        var story = SetStory(.standard, table: oneSet, at: 0)
        story.end(at: 3)
        story.found(set, by: .player, at: 4)
        story.hinted(at: 4)
        story.see(Array(oneSet.dropFirst(3)), chain: [], at: 5)
        #expect(story.tables.count == 1 && story.tables[0].finds.isEmpty && story.tables[0].hints.isEmpty)
    }

    @Test func timesNeverGoBackAndAFindOffTheTableIsNone() throws {
        var story = SetStory(.standard, table: oneSet, at: 10)
        story.hinted(at: 12)
        story.found(set, by: .player, at: 11.5)    // read off a clock a moment earlier
        story.found([set[0], set[1], Fixture.nonSet[2]], by: .other, at: 13)  // not a Set on this table
        story.see(Array(oneSet.dropFirst(3)), chain: [], at: 9)   // a clock set back
        story.end(at: 8)
        #expect(story.tables[0].finds.map(\.at) == [12])
        #expect(story.tables[1].shownAt == 12 && story.endedAt == 12)
        #expect(try JSONDecoder().decode(SetStory.self, from: JSONEncoder().encode(story)) == story, "a story recorded always reads back")
    }

    @Test func aStoryIsBounded() {
        var story = SetStory(.standard, table: oneSet, at: 0)
        for step in 0..<(SetStory.eventsKept + 20) { story.mistook(at: Double(step)) }
        #expect(story.tables[0].mistakes.count == SetStory.eventsKept)
    }

    @Test func aStoryReadsBackAsItWasWritten() throws {
        var story = SetStory(.standard, table: oneSet, at: 0)
        story.hinted(at: 2)
        story.mistook(at: 3)
        story.found(set, by: .computer, at: 4)
        story.see(Array(oneSet.dropFirst(3)), chain: [], at: 6)
        story.end(at: 6)
        let bytes = try JSONEncoder().encode(story)
        #expect(try JSONDecoder().decode(SetStory.self, from: bytes) == story)
        #expect(bytes.count < 400, "a game's story is a few hundred bytes a table at most")
    }

    /// What a damaged or hostile file may say, each refused.
    @Test(arguments: [
        #"{"v":"standard","t":[]}"#,                                                       // no table
        #"{"v":"standard","t":[{"c":[0,1,81],"s":0}]}"#,                                   // a MegaSet card in the standard deck
        #"{"v":"standard","t":[{"c":[0,1,1],"s":0}]}"#,                                    // a card twice
        #"{"v":"standard","t":[{"c":[0,1,3],"s":0,"f":[{"c":[0,1,3],"b":"player","t":1}]}]}"#,  // a find that is no Set
        #"{"v":"standard","t":[{"c":[0,1,2,3],"s":5,"f":[{"c":[0,1,2],"b":"player","t":6}]},{"c":[3],"s":4}]}"#,  // a table before the last
        #"{"v":"standard","t":[{"c":[0,1,2,3],"s":5,"f":[{"c":[0,1,2],"b":"player","t":4}]}]}"#,  // a find before its table
        #"{"v":"standard","t":[{"c":[0,1,2],"s":0,"f":[{"c":[0,1,2],"b":"player","t":1e300}]}]}"#,  // a time no clock shows
        #"{"v":"standard","t":[{"c":[0,1,2],"s":3,"f":[{"c":[0,1,2],"b":"player","t":5}]}],"e":4}"#,  // ended before its last find
        #"{"v":"standard","t":[{"c":[0,1,2],"s":0,"f":[{"c":[0,1,2],"b":"somebody","t":1}]}]}"#,  // nobody we know
        #"{"v":"nine-card-monte","t":[{"c":[0,1,2],"s":0}]}"#,                             // no such variant
    ])
    func anImpossibleStoryIsRefused(json: String) {
        #expect(throws: (any Error).self) { try JSONDecoder().decode(SetStory.self, from: Data(json.utf8)) }
    }

    @Test func tooManyTablesAreRefused() {
        let table = #"{"c":[0,1,2],"s":0}"#
        let json = #"{"v":"standard","t":["# + Array(repeating: table, count: SetStory.tablesKept + 1).joined(separator: ",") + "]}"
        #expect(throws: (any Error).self) { try JSONDecoder().decode(SetStory.self, from: Data(json.utf8)) }
    }

    /// A match's kind is the features in which its cards differ (what the pace statistics sort by).
    @Test(arguments: [
        ([SetCard(.zero, .zero, .zero, .zero), SetCard(.zero, .zero, .zero, .one), SetCard(.zero, .zero, .zero, .two)], [SetCard.Feature.fourth]),
        ([SetCard(.zero, .zero, .zero, .zero), SetCard(.one, .one, .one, .one), SetCard(.two, .two, .two, .two)],
         [SetCard.Feature.first, .second, .third, .fourth]),
        ([SetCard(.zero, .one, .zero, .zero), SetCard(.one, .one, .zero, .one), SetCard(.two, .one, .zero, .two)], [SetCard.Feature.first, .fourth]),
    ])
    func aMatchsKindIsTheFeaturesItsCardsDifferIn(cards: [SetCard], differing: [SetCard.Feature]) {
        #expect(SetDeck.standard.differingFeatures(cards) == differing)
    }
}
