import GameSupport
import SaveDoubles
import SetCore
@testable import SetFeature
import Testing

/// The clocks a player races stand still while the player is away or has paused, and the
/// table is covered meanwhile.
@MainActor
@Suite struct SetPauseTests {
    let fixture = SetFixture()

    @Test func aTimedRunsClockStandsStillWhileThePlayerIsAway() {
        let model = fixture.model(.timedRun)
        fixture.now += 5
        #expect(model.presentation.table.detailText.hasPrefix("Time 0:05"))
        model.setPaused(true, for: .away)
        fixture.now += 60
        #expect(model.presentation.table.detailText.hasPrefix("Time 0:05"), "frozen while away")
        #expect(model.presentation.isCovered)
        model.setPaused(false, for: .away)
        #expect(!model.presentation.isCovered)
        fixture.now += 2
        #expect(model.presentation.table.detailText.hasPrefix("Time 0:07"), "goes on from where it stopped")
    }

    @Test func nothingCanBeChosenWhileTheTableIsCovered() throws {
        let model = fixture.model(.timedRun)
        model.setPaused(true, for: .player)
        let card = try #require(model.game.cardsInPlay.first)
        model.choose(cardID: model.session.id(of: card))
        model.dealThreeMore()
        model.hint()
        #expect(model.game.selection.isEmpty)
        #expect(model.game.cardsInPlay.count == 12)
        #expect(model.game.hintsUsed == 0)
    }

    @Test func theComputerWaitsWhileThePlayerIsAway() {
        let model = fixture.model(.versusComputer(.hard))
        model.tick()                                   // the computer picks its moment
        let deadline = model.session.computer?.deadline ?? 0
        let played = model.time
        model.setPaused(true, for: .away)
        fixture.now += 600
        model.tick()
        #expect(model.session.computer?.setsFound == 0, "no Set taken while the player was away")
        model.setPaused(false, for: .away)
        #expect(model.time == played, "the time away is not played time")
        #expect(model.session.computer?.deadline == deadline, "and no timestamp had to move")
    }

    @Test func thePlayersPauseHoldsUntilThePlayerResumes() {
        let model = fixture.model(.dailyPuzzle)
        model.togglePauseByPlayer()
        #expect(model.isPausedByPlayer)
        model.setPaused(true, for: .away)
        model.setPaused(false, for: .away)
        #expect(model.isPaused, "coming back does not undo the player's own pause")
        model.togglePauseByPlayer()
        #expect(!model.isPaused)
    }

    @Test func aSoloGameCannotBePausedByHandButItsSpeedBonusStillWaits() {
        let model = fixture.model(.solo(.standard))
        model.togglePauseByPlayer()
        #expect(!model.isPaused, "nothing is raced in solo play")
        model.setPaused(true, for: .away)
        #expect(model.isPaused && !model.presentation.isCovered, "the table stays in view")
    }

    @Test func aSoloGameTakesMovesWhileTheWindowIsOutOfFocus() throws {
        let model = fixture.model(.solo(.standard))
        model.setPaused(true, for: .away)
        let card = try #require(model.game.cardsInPlay.first)
        model.choose(cardID: model.session.id(of: card))
        #expect(model.game.selection == [card], "a click on an inactive window still chooses")
    }

    @Test func aGameSavedWhilePausedComesBackWithItsClockWhereItStopped() {
        let model = fixture.model(.timedRun)
        fixture.now += 10
        model.setPaused(true, for: .away)
        fixture.now += 300                               // the app is closed while paused ...
        let again = fixture.reopened()
        #expect(again.presentation.table.detailText.hasPrefix("Time 0:10"), "... and none of that time counts")
    }
}
