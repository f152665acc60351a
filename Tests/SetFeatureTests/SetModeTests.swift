import GameSupport
import SaveDoubles
import SetCore
@testable import SetFeature
import SetStyle
import Testing

/// The Set tab's modes, driven through the view model with a clock the test moves by hand.
@MainActor
@Suite struct SetModeTests {
    let fixture = SetFixture()


    @Test func juniorIsDealtFromTwentySevenSolidCards() {
        let model = fixture.model(.solo(.junior))
        #expect(model.game.deck.count == 18, "nine of the 27 on the table, as the community plays Junior")
        #expect(model.presentation.table.cards.allSatisfy { $0.name.contains(" solid ") })
        #expect(model.status.contains("Junior"))
    }

    @Test func shuffleRearrangesTheTableOnceASetHasLeftIt() {
        let shuffled = fixture.model(.solo(.shuffle)), plain = SetFixture().model(.solo(.standard))   // saves of its own
        #expect(shuffled.game.cardsInPlay == plain.game.cardsInPlay, "the same seed deals the same table")
        for model in [shuffled, plain] {
            SetFixture.takeAMatch(model)
            model.clearSelection()
        }
        #expect(shuffled.game.setsFound == 1 && plain.game.setsFound == 1)
        #expect(Set(shuffled.game.cardsInPlay) == Set(plain.game.cardsInPlay), "the same cards")
        #expect(shuffled.game.cardsInPlay != plain.game.cardsInPlay, "in other places")
        #expect(shuffled.status == "The Set left the table, and the cards were rearranged.", "said, for those who listen to the table")
        shuffled.setShowsSetCount(true)
        #expect(shuffled.presentation.table.detailText.contains(" on the table"))
    }

    @Test func aSetTakenByChoosingTheNextCardIsSaidAndCannotBeUndone() throws {
        let model = fixture.model(.solo(.shuffle))
        SetFixture.takeAMatch(model)
        let found = Set(model.game.selection)
        let next = try #require(model.game.cardsInPlay.first { !found.contains($0) })
        model.choose(cardID: model.session.id(of: next))
        #expect(model.game.setsFound == 1 && model.game.selection == [next] && found.isDisjoint(with: model.game.cardsInPlay))
        #expect(model.status == "The Set left the table, and the cards were rearranged.")
        model.undo()
        #expect(model.game.selection == [next], "new cards came: nothing before them is taken back")
    }

    @Test func everyModeIsInTheMenuOnce() {
        let listed = SetMode.groups.flatMap(\.modes)
        #expect(listed.count == SetMode.all.count && Set(listed) == Set(SetMode.all))
        #expect(SetMode.groups.allSatisfy { !$0.title.isEmpty && !$0.modes.isEmpty })
    }

    @Test(arguments: SetVariant.allCases)
    func everyVariantHasATitleAndSaysHowToPlay(variant: SetVariant) {
        let mode = SetMode.solo(variant)
        #expect(SetMode(id: mode.id) == mode)
        #expect(!mode.title.isEmpty && Set(SetVariant.allCases.map { SetMode.solo($0).title }).count == SetVariant.allCases.count)
        #expect(mode.instructions.hasPrefix(mode.title) || variant == .standard)
    }

    @Test(arguments: [(SetVariant.ultra9, "An UltraSet! +"), (.ghost, "A GhostSet! +"), (.shuffle, "A Set! +")])
    func aMatchIsCalledByItsKind(variant: SetVariant, words: String) {
        let model = fixture.model(.solo(variant))
        SetFixture.takeAMatch(model)
        #expect(model.game.setsFound == 1)
        #expect(model.status.hasPrefix(words))
    }

    @Test func theCountOnShowNamesTheVariantsMatches() {
        let model = fixture.model(.solo(.ghost))
        model.setShowsSetCount(true)
        let count = model.game.matchesOnTable.count
        #expect(model.presentation.table.detailText.hasSuffix("· \(count) GhostSet\(count == 1 ? "" : "s") on the table"))
    }

    @Test func theChainSaysWhatTheNextMatchMustReuse() {
        let model = fixture.model(.solo(.ultraChain))
        SetFixture.takeAMatch(model)
        model.clearSelection()
        #expect(model.status == "The chain moves on: the next must reuse 2 cards of this one.")
        #expect(model.presentation.table.cards.filter { $0.mark == .chained }.count == 4)
    }

    @Test func chainCardsAreMarkedWithLinks() {
        let model = fixture.model(.solo(.chain))
        SetFixture.takeAMatch(model)
        model.clearSelection()
        let chained = model.presentation.table.cards.filter { $0.mark == .chained }
        #expect(chained.count == 3)
        #expect(chained.allSatisfy { $0.description == "from the last Set" })
    }

    @Test func aTimedRunStopsItsClockAtTenSetsAndKeepsTheBestTime() {
        let model = fixture.model(.timedRun)
        for _ in 0..<SetMode.timedRunGoal {
            fixture.now += 7
            SetFixture.takeAMatch(model)
        }
        #expect(model.game.isOver)
        #expect(model.session.bestRuns == [70])
        #expect(model.presentation.table.scoreText == "10 of 10 Sets")
        #expect(model.presentation.table.gameOver?.summary == "10 Sets in 1:10. A new best time!")
        fixture.now += 100
        #expect(model.presentation.table.detailText == "Time 1:10 · best 1:10")
        #expect(!model.presentation.canDeal && !model.presentation.canHint, "nothing to deal or hint once the run is complete")
    }

    @Test func theComputerCallsASetWhenItsTimeComes() throws {
        let model = fixture.model(.versusComputer(.hard))
        if model.game.firstMatchOnTable == nil { model.dealThreeMore() }
        model.tick()
        // The deadline is in played time; the fixture moves the outside clock by as much.
        let deadline = try #require(model.session.computer?.deadline)
        fixture.now += deadline - model.time - 0.5
        model.tick()
        #expect(model.presentation.table.sideline == "😮 The computer is about to call Set!")
        fixture.now += 0.5
        model.tick()
        #expect(model.presentation.table.scoreText == "You 0 · Computer 1")
        #expect(model.presentation.table.cards.filter { $0.mark == .matched }.count == 3)
        #expect(model.status.hasPrefix("The computer found a Set: "))
        fixture.now += ComputerRival.reactionSeconds
        model.tick()
        #expect(model.presentation.table.cards.allSatisfy { $0.mark != .matched })
        #expect(model.game.matched.count == 3)
        #expect(model.presentation.table.sideline == "😄 The computer won the point.")
    }

    @Test func onATableWithoutSetsTheComputerDealsThreeMore() throws {
        let model = fixture.model(.versusComputer(.medium))
        // Deal until the table holds no Set (the seed's deck gets there), then let the computer look.
        while model.game.firstMatchOnTable != nil {
            SetFixture.takeAMatch(model)
            model.clearSelection()
            try #require(!model.game.isOver)
        }
        let cards = model.game.cardsInPlay.count
        model.tick()
        fixture.now += SetOpponent(level: .medium).secondsBeforeDealing
        model.tick()
        #expect(model.game.cardsInPlay.count == cards + 3)
        #expect(model.status == "The computer sees no Set and deals three more cards.")
    }

    @Test func findingASetFirstWinsThePointFromTheComputer() {
        let model = fixture.model(.versusComputer(.easy))
        model.tick()
        SetFixture.takeAMatch(model)
        #expect(model.presentation.table.scoreText == "You 1 · Computer 0")
        #expect(model.presentation.table.sideline == "😞 The computer lost the point.")
        #expect(model.session.computer?.deadline == nil)
    }

    @Test func theEndSaysWhoWonTheRaceAndTheFaceSaysNoMore() throws {
        let model = fixture.model(.versusComputer(.easy))
        for _ in 0 ..< 60 where !model.game.isOver {
            SetFixture.takeAMatch(model)
            fixture.now += ComputerRival.reactionSeconds
            model.tick()
        }
        try #require(model.game.isOver)
        #expect(model.presentation.table.gameOver?.title == "You Win!")
        #expect(model.presentation.table.gameOver?.summary.hasPrefix("You win: ") == true)
        #expect(model.session.computer?.setsFound ?? 0 < model.game.matched.count / 3)
        #expect(model.presentation.table.sideline.isEmpty, "no \"lost the point\" face under the verdict")
    }

    @Test func thePlayersSetLeavesTheTableAfterAMomentAndTheRaceGoesOn() throws {
        let model = fixture.model(.versusComputer(.hard))
        model.tick()
        SetFixture.takeAMatch(model)
        let taken = model.game.matched.count
        fixture.now += ComputerRival.reactionSeconds - 0.1
        model.tick()
        #expect(model.game.selectionIsMatch == true, "the Set stays on show for a moment")
        fixture.now += 0.1
        model.tick()
        #expect(model.game.selection.isEmpty && model.game.matched.count == taken + 3)
        #expect(model.status == "The Set was replaced from the deck.")
        // The computer looks at the new table and calls in its time, with no move of the player's.
        model.tick()
        if model.game.firstMatchOnTable == nil { return }
        let deadline = try #require(model.session.computer?.deadline)
        fixture.now += deadline - model.time
        model.tick()
        #expect(model.presentation.table.scoreText == "You 1 · Computer 1")
    }

    @Test func clearingARedoneChoiceSaysWhatItCost() {
        let model = fixture.model(.solo(.junior))
        model.choose(position: 0)
        model.undo()
        model.redo()
        let before = model.game.score
        model.clearSelection()
        #expect(model.game.score == before - 1)
        #expect(model.status == "Deselected (−1 point).")
    }

    @Test func aNegativeScoreOfTwoPlayersIsWrittenWithAMinusSign() {
        let model = fixture.model(.twoPlayers)
        model.claim(by: .two)
        fixture.now += SetDuel.claimSeconds
        model.tick()
        #expect(model.presentation.table.scoreText == "Player 1: 0 · Player 2: −1")
    }

    @Test func twoPlayersMustClaimBeforeChoosing() {
        let model = fixture.model(.twoPlayers)
        let card = model.game.cardsInPlay[0]
        model.choose(cardID: model.session.id(of: card))
        #expect(model.game.selection.isEmpty)
        #expect(model.status.hasPrefix("Call Set first"))
        model.claim(by: .two)
        SetFixture.takeAMatch(model)
        #expect(model.presentation.table.scoreText == "Player 1: 0 · Player 2: 1")
        #expect(model.status == "Player 2 found a Set: +1.")
    }

    @Test func anUnansweredClaimPassesToTheOtherPlayer() {
        let model = fixture.model(.twoPlayers)
        model.claim(by: .one)
        model.choose(position: 0)
        fixture.now += SetDuel.claimSeconds
        model.tick()
        #expect(model.game.selection.isEmpty)
        #expect(model.session.duel?.claim?.player == .two)
        #expect(model.status == "Player 1 ran out of time (−1). Player 2 has 10 s.")
        #expect(model.presentation.table.sideline == "Player 2 is choosing a Set: 10 s left.")
    }

    @Test func theDailyPuzzleIsTodaysAndListsTheSetsFound() {
        let model = fixture.model(.dailyPuzzle)
        let cards = SetPuzzle.cards(for: SetFixture.day)
        #expect(model.presentation.table.cards.map(\.name) == cards.map(\.spokenName))
        #expect(!model.presentation.canDeal)
        let set = SetSolver.sets(among: cards)[0].cards
        for card in set { model.choose(cardID: model.session.id(of: card)) }
        #expect(model.presentation.table.scoreText == "1 of 6 Sets")
        #expect(model.presentation.table.foundDescription == "1. " + set.map(\.spokenName).joined(separator: ", "))
        #expect(model.presentation.table.foundGroups == [set.map { ThemedSetFace(SetFace($0), theme: model.theme) }])
        #expect(model.presentation.table.foundPlaces == 6, "six places, whatever has been found")
        #expect(model.presentation.table.sideline.isEmpty, "nothing grows under the table")
        #expect(model.status == "A Set! 1 of 6 found.")
        #expect(model.hasProgress)
    }

    @Test(arguments: SetMode.puzzles)
    func theEndlessPuzzleTimesEachTableAndDealsAnotherForTheNext(variant: SetVariant) throws {
        let model = fixture.model(.puzzle(variant))
        let puzzle = try #require(model.session.puzzle)
        #expect(puzzle.day == nil && puzzle.variant == variant && model.presentation.table.cards.count == variant.tableSize)
        let kind = [SetVariant.ultra9: "UltraSets", .fourSetJunior: "4Sets"][variant] ?? "Sets"
        #expect(model.presentation.table.scoreText == "0 of \(puzzle.matchCount) \(kind)")
        for match in variant.matches(among: puzzle.cards) {
            fixture.now += 4
            for card in match { model.choose(cardID: model.session.id(of: card)) }
        }
        let over = try #require(model.presentation.table.gameOver)
        #expect(over.title == "Table Solved" && over.playAgainLabel == "Next Table")
        #expect(over.summary == "All \(puzzle.matchCount) \(kind) in 0:\(String(format: "%02d", 4 * puzzle.matchCount)), with 0 mistakes. A new best time!")
        #expect(model.session.bestPuzzles[variant.rawValue] == [Double(4 * puzzle.matchCount)])
        #expect(model.presentation.table.detailText.hasSuffix("best 0:\(String(format: "%02d", 4 * puzzle.matchCount))"))
        model.newGame()
        #expect(model.session.puzzle?.cards != puzzle.cards && model.session.puzzle?.found.isEmpty == true, "the next table")
        #expect(model.session.mode == .puzzle(variant))
    }

    @Test func aThemeRenamesTheCardsAndTheSetCountIsShownOnRequest() {
        let model = fixture.model(.solo(.standard))
        model.setTheme(.glyphs)
        #expect(model.presentation.table.cards.map(\.name) == model.game.cardsInPlay.map { SetTheme.glyphs.spokenName($0) })
        #expect(model.presentation.table.cards.allSatisfy { $0.face.theme == .glyphs })
        #expect(!model.presentation.table.detailText.contains("on the table"))
        model.setShowsSetCount(true)
        let sets = SetSolver.countSets(among: model.game.cardsInPlay)
        #expect(model.presentation.table.detailText.hasSuffix("· \(sets == 1 ? "1 Set" : "\(sets) Sets") on the table"))
    }

    @Test func theModeIsSavedWithTheGameAndTheThemeIsNot() throws {
        let first = fixture.model(.solo(.ultra))
        first.setTheme(.colourBlind)
        let second = fixture.reopened(seed: 99)
        #expect(second.mode == .solo(.ultra))
        #expect(second.theme == .classic, "the theme is the app's preference, handed in")
        #expect(second.game == first.game)
        let saved = String(decoding: try #require(fixture.saves.bytes), as: UTF8.self)
        #expect(!saved.contains("colourBlind") && !saved.contains("theme"))
    }

    @Test func choosingACardCanBeUndoneButAJudgedChoiceCannot() throws {
        let model = fixture.model(.solo(.standard))
        var notices: [String] = []
        model.onNotice = { notices.append($0) }
        model.choose(position: 0)
        model.choose(position: 1)
        let statusBefore = model.status
        model.undo()
        #expect(model.game.selection == [model.game.cardsInPlay[0]])
        #expect(notices == ["Undone."])
        #expect(model.status == statusBefore, "a passing message leaves the status line to the moves")
        model.undo()
        #expect(notices.last?.hasPrefix("Nothing to undo") == true, "one step back only")
        model.clearSelection()
        #expect(model.game.score == -1)
        model.undo()
        #expect(model.game.score == 0 && model.game.selection.count == 1, "dropping a card is taken back, with its cost")
        SetFixture.takeAMatch(model)
        let score = model.game.score
        model.undo()
        #expect(model.game.score == score && model.game.selectionIsMatch == true)
        #expect(notices.count == 4 && notices.last?.hasPrefix("Nothing to undo") == true)
    }

    @Test func finishedGamesAreReportedOnceWithTheirTimeAndResult() {
        let model = fixture.model(.timedRun)
        var finished: [FinishedGame] = []
        model.record.onFinished = { finished.append($0) }
        for _ in 0..<SetMode.timedRunGoal {
            fixture.now += 7
            SetFixture.takeAMatch(model)
        }
        model.clearSelection()
        #expect(finished.count == 1)
        #expect(finished.first?.mode == "Timed Run" && finished.first?.seconds == 70 && finished.first?.found == 10)
        model.newGame(.dailyPuzzle)
        for set in SetSolver.sets(among: model.session.puzzle!.cards) {
            for card in set.cards { model.choose(cardID: model.session.id(of: card)) }
        }
        #expect(finished.count == 2)
        #expect(finished.last?.mode == "Daily Puzzle" && finished.last?.result == "Solved with 0 mistakes")
    }

    @Test func theTimeTheAppWasClosedDoesNotCount() {
        let first = fixture.model(.timedRun)
        fixture.now += 30
        SetFixture.takeAMatch(first)
        #expect(first.presentation.table.detailText.hasPrefix("Time 0:30"))
        fixture.now += 3600  // an hour with the app closed
        let second = fixture.reopened(seed: 1)
        #expect(second.presentation.table.detailText.hasPrefix("Time 0:30"))
        fixture.now += 5
        #expect(second.presentation.table.detailText.hasPrefix("Time 0:35"))
    }

    @Test(arguments: SetMode.all)
    func everyModeHasAStableName(mode: SetMode) {
        #expect(SetMode(id: mode.id) == mode)
        #expect(!mode.title.isEmpty)
    }
}
