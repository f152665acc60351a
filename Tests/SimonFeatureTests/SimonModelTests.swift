import GameSupport
import SaveDoubles
import SimonCore
@testable import SimonFeature
import Testing

@MainActor
@Suite struct SimonModelTests {
    let clock = FakeClock()

    @Test func theSplashShowsTheDifficultyLiveWhileTheSliderMoves() {
        let model = clock.model()
        #expect(model.screen == .splash && model.difficultyText == "Difficulty: 8 steps")
        model.setDraftTarget(15)
        #expect(model.difficultyText == "Difficulty: 15 steps")
    }

    @Test func leavingAndComingBackDoesNotDisturbTheGame() {
        let model = clock.awaitingAnswer()
        let game = model.play.game
        #expect(game.phase == .awaitingInput)
        model.backToSplash()
        clock.time += 60   // a minute on the splash screen: far past the 3 s to answer
        model.playGame()
        model.tick()
        #expect(model.play.game == game, "the same game, not lost")
        #expect(model.presentation.resetEnabled, "and Reset still available")
    }

    @Test func changingTheDifficultyStartsANewGame() {
        let model = clock.started()
        model.backToSplash()
        model.setDraftTarget(14)
        model.playGame()
        #expect(model.play.game.phase == .idle && model.play.game.target == 14)
        #expect(model.presentation.progress == "0/14")
    }

    @Test func leavingTheDifficultyAloneResumes() {
        let model = clock.started()
        let sequence = model.play.game.sequence
        model.backToSplash()
        model.setDraftTarget(12)
        model.setDraftTarget(8)
        model.playGame()
        #expect(model.play.game.sequence == sequence)
    }

    @Test func changingTheSpeedKeepsTheGameButNotTheRhythm() {
        let model = clock.started()
        let sequence = model.play.game.sequence
        model.backToSplash()
        model.setDraftSpeed(.brisk)
        model.playGame()
        #expect(model.play.game.sequence == sequence)
        #expect(model.play.timing == SimonSpeed.brisk.timing)
    }

    @Test func theGameWaitsForThePlayerOnlyOnTheGameScreen() {
        let model = clock.model()
        #expect(!model.needsTicks)
        model.playGame()
        model.start()
        #expect(model.needsTicks)
    }

    @Test func muteIsRemembered() {
        let saves = MemorySaves()
        let model = clock.model(slot: saves.slot)
        model.setMuted(true)
        model.setMuted(true)
        let restored = clock.model(slot: saves.slot)
        #expect(restored.settings.muted, "muting twice is still muted, not a toggle back")
        restored.setMuted(false)
        #expect(!clock.model(slot: saves.slot).settings.muted)
    }
}

@MainActor
@Suite struct SimonAwayTests {
    let clock = FakeClock()

    @Test func beingAwayDuringThePlayersTurnNeverEndsTheGame() {
        let model = clock.awaitingAnswer()
        #expect(model.play.game.phase == .awaitingInput)
        model.setAway(true)
        #expect(!model.needsTicks)
        clock.time += 10                               // ten seconds on another tab
        model.tick()
        model.setAway(false)
        model.tick()
        #expect(model.play.game.phase == .awaitingInput, "still the player's turn")
        clock.time += 1
        model.tick()
        #expect(model.play.game.phase == .awaitingInput, "with the time that was left")
    }

    @Test func padsAreNotPressedWhileAway() {
        let model = clock.awaitingAnswer()
        model.setAway(true)
        model.press(.green)
        #expect(model.play.game.entered == 0)
    }
}
