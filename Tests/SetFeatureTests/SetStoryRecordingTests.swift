import GameSupport
import SaveDoubles
import SetCore
@testable import SetFeature
import Testing

/// The story the Set tab keeps as a game is played: whatever the player does, in every mode,
/// it ends on exactly the table the game ended on, holds every match found by whoever found
/// it, and comes back with a save.
@MainActor
@Suite struct SetStoryRecordingTests {

    /// Random play (choices, deals, hints, the cheat, shuffles, Esc, undo, claims, the clock),
    /// the story checked after every action.
    @Test(arguments: SetMode.all)
    func theStoryFollowsEveryTableToTheLast(mode: SetMode) throws {
        for seed in UInt64(1)...2 {
            let fixture = SetFixture()
            let model = fixture.reopened(seed: seed)
            model.newGame(mode)
            var generator = SeededGenerator(seed: seed &* 7919)
            for _ in 0..<120 where !model.isFinished {
                fixture.now += Double(Int.random(in: 1...30, using: &generator)) / 10
                switch Int.random(in: 0..<100, using: &generator) {
                // Deals are rare, as in play: a table of forty cards is slow to search in the richer variants.
                case 0..<74: model.choose(position: Int.random(in: 0..<24, using: &generator))
                case 74..<76: model.dealThreeMore()
                case 76..<79: model.hint()
                case 79..<80: model.revealSet()
                case 80..<83: model.shuffle()
                case 83..<86: model.clearSelection()
                case 86..<89: model.undo()
                case 89..<95: model.claim(by: Bool.random(using: &generator) ? .one : .two)
                default: model.tick()
                }
                let story = model.session.story
                let table = model.session.tableOnShow
                #expect(story.tables.last?.cards == table.cards, "mode \(mode.id), seed \(seed)")
                #expect(story.tables.last?.chain == table.chain)
                // Whatever was recorded reads back, as the history and a review will read it.
                #expect(JSONBytes.encode(story).flatMap { JSONBytes.decode(SetStory.self, from: $0) } == story)
            }
            let finds = model.session.story.tables.flatMap(\.finds)
            #expect(finds.filter { $0.by != .computer }.count == model.game.setsFound + (model.session.puzzle?.found.count ?? 0))
            #expect(finds.filter { $0.by == .computer }.count == (model.session.computer?.setsFound ?? 0))
            #expect(finds.allSatisfy { find in model.game.variant.isMatch(find.cards) || model.game.variant.chainLinks > 0 })
            // The review replays to the table the game ended on.
            var review = SetReview(model.session.story)
            review.go(to: review.count - 1)
            #expect(review.step.table.cards == model.session.tableOnShow.cards)
            #expect(model.isFinished == (model.session.story.endedAt != nil))
        }
    }

    @Test func aFinishedGameKeepsItsStoryForTheHistory() throws {
        let fixture = SetFixture()
        let model = fixture.model(.dailyPuzzle)
        var finished: [FinishedGame] = []
        model.record.onFinished = { finished.append($0) }
        for set in SetSolver.sets(among: model.session.puzzle!.cards) {
            fixture.now += 4
            for card in set.cards { model.choose(cardID: model.session.id(of: card)) }
        }
        let record = try #require(finished.first?.story)
        let review = try #require(SetReview(record: record, mode: "Daily Puzzle"))
        #expect(review.count == 1)
        #expect(review.step.table.finds.count == SetPuzzle.setCount)
        #expect(review.step.missed.isEmpty)
        #expect(review.step.table.finds.map { review.step.seconds(toFind: $0) } == [4, 4, 4, 4, 4, 4], "each from the Set before it")
        // The result to share says the day, the count and the time, and names no card.
        #expect(model.presentation.table.gameOver?.shareLine == "Pastimes Daily Set 2026-11-22: all six Sets in 0:24, 0 mistakes")
    }

    @Test func aFinishedGameKeepsItsStoryWhenItIsOpenedAgain() throws {
        let fixture = SetFixture()
        let model = fixture.model(.solo(.junior))
        while !model.isFinished {
            fixture.now += 3
            guard let set = SetSolver.firstSet(among: model.game.cardsInPlay) else { model.dealThreeMore(); continue }
            for card in set.cards { model.choose(cardID: model.session.id(of: card)) }
        }
        let story = model.session.story
        #expect(story.endedAt != nil && story.tables.count > 3)
        fixture.now += 600
        #expect(fixture.reopened().session.story == story, "the review of a finished game survives closing Pastimes")
    }

    @Test func theStoryComesBackWithTheSave() {
        let fixture = SetFixture()
        let model = fixture.reopened()
        model.dealThreeMore()
        model.hint()
        let story = model.session.story
        #expect(story.tables.count == 2 && story.tables[1].hints.count == 1)
        #expect(fixture.reopened().session.story == story)
    }

    @Test func aSaveWithoutAStoryBeginsOneAtItsTable() throws {
        let fixture = SetFixture()
        let model = fixture.reopened()
        model.dealThreeMore()
        // The story's object cut out of the JSON, with its comma (the generator's numbers
        // are too large for JSONSerialization to keep).
        var json = Array(try #require(fixture.saves.bytes))
        let key = Array(#""story":{"#.utf8)
        let start = try #require(json.indices.first { json[$0...].starts(with: key) })
        var end = start + key.count, depth = 1
        while depth > 0 {
            depth += json[end] == UInt8(ascii: "{") ? 1 : (json[end] == UInt8(ascii: "}") ? -1 : 0)
            end += 1
        }
        let comma = UInt8(ascii: ",")
        json.removeSubrange(json[end] == comma ? start..<(end + 1) : (start - 1)..<end)
        let saves = MemorySaves(json)
        let reopened = SetTableModel(seed: 1, clocks: .stopped(at: 5), today: { SetFixture.day }, slot: saves.slot)
        #expect(reopened.record.loadProblem == nil)
        #expect(reopened.session.story.tables.count == 1)
        #expect(reopened.session.story.tables[0].cards == model.game.cardsInPlay)
    }

    /// What the review says of a table, in words and marks.
    @Test func theReviewNamesWhoFoundWhatAndWhatNobodyTook() throws {
        let set = [SetCard(.zero, .zero, .zero, .zero), SetCard(.zero, .zero, .zero, .one), SetCard(.zero, .zero, .zero, .two)]
        let other = [SetCard(.one, .zero, .zero, .zero), SetCard(.one, .zero, .zero, .one), SetCard(.one, .zero, .zero, .two)]
        var story = SetStory(.standard, table: set + other, at: 10)
        story.hinted(at: 12)
        story.found(other, by: .computer, at: 15)
        story.see(set, chain: [], at: 16)
        story.found(set, by: .player, at: 20)
        story.end(at: 20)
        var review = SetReview(story, mode: .versusComputer(.easy))
        #expect(review.ghost(named: "Ada") == nil, "only a Classic Solo game is raced")
        let first = review.presentation(theme: .classic)
        #expect(first.heading == "Table 1 of 2")
        #expect(first.detail.hasPrefix("0:00 to 0:06 · "))
        #expect(first.lines.first == "The computer found " + other.map(\.spokenName).joined(separator: ", ") + " after 0:05.")
        #expect(first.lines.contains("1 hint on this table."))
        #expect(first.cards.filter { $0.mark == .matched }.count == 3)
        #expect(first.groups.count == 1, "the set survived onto the next table: not missed here")
        let went = review.go(to: 5)
        #expect(went)
        #expect(review.index == 1 && !review.canGoOn && review.canGoBack)
        let second = review.presentation(theme: .classic)
        #expect(second.lines == ["You found " + set.map(\.spokenName).joined(separator: ", ") + " after 0:05.", "The game ended here."],
                "timed from the computer's Set, found after it first lay")
        let moved = review.go(to: 1)
        #expect(!moved)
    }
}
