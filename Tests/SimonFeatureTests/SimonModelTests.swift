import GameSupport
import SaveDoubles
import SimonCore
@testable import SimonFeature
import Testing

/// A clock the tests move by hand.
@MainActor
final class FakeClock {
    var time = 100.0
    var now: @MainActor () -> Double { { self.time } }
}

@MainActor
@Suite struct SimonModelTests {
    let clock = FakeClock()

    func model() -> SimonModel { SimonModel(seed: 1, now: clock.now, slot: MemorySaves().slot) }

    @Test func theSplashShowsTheDifficultyLiveWhileTheSliderMoves() {
        let model = model()
        #expect(model.screen == .splash && model.difficultyText == "Difficulty: 8 steps")
        model.setDraftTarget(15)
        #expect(model.difficultyText == "Difficulty: 15 steps")
    }

    @Test func leavingAndComingBackDoesNotDisturbTheGame() {
        let model = model()
        model.playGame()
        model.start()
        clock.time += 2
        model.tick()
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
        let model = model()
        model.playGame()
        model.start()
        model.backToSplash()
        model.setDraftTarget(14)
        model.playGame()
        #expect(model.play.game.phase == .idle && model.play.game.target == 14)
        #expect(model.presentation.progress == "0/14")
    }

    @Test func leavingTheDifficultyAloneResumes() {
        let model = model()
        model.playGame()
        model.start()
        let sequence = model.play.game.sequence
        model.backToSplash()
        model.setDraftTarget(12)
        model.setDraftTarget(8)
        model.playGame()
        #expect(model.play.game.sequence == sequence)
    }

    @Test func changingTheSpeedKeepsTheGameButNotTheRhythm() {
        let model = model()
        model.playGame()
        model.start()
        let sequence = model.play.game.sequence
        model.backToSplash()
        model.setDraftSpeed(.brisk)
        model.playGame()
        #expect(model.play.game.sequence == sequence)
        #expect(model.play.timing == SimonSpeed.brisk.timing)
    }

    @Test func theGameWaitsForThePlayerOnlyOnTheGameScreen() {
        let model = model()
        #expect(!model.needsTicks)
        model.playGame()
        model.start()
        #expect(model.needsTicks)
    }

    @Test func muteIsRemembered() {
        let saves = MemorySaves()
        let model = SimonModel(seed: 1, now: clock.now, slot: saves.slot)
        model.setMuted(true)
        model.setMuted(true)
        let restored = SimonModel(seed: 1, now: clock.now, slot: saves.slot)
        #expect(restored.settings.muted, "muting twice is still muted, not a toggle back")
        restored.setMuted(false)
        #expect(!SimonModel(seed: 1, now: clock.now, slot: saves.slot).settings.muted)
    }
}

@MainActor
@Suite struct SimonAwayTests {
    let clock = FakeClock()

    @Test func beingAwayDuringThePlayersTurnNeverEndsTheGame() {
        let model = SimonModel(seed: 1, now: clock.now, slot: MemorySaves().slot)
        model.playGame()
        model.start()
        clock.time += 2
        model.tick()
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
        let model = SimonModel(seed: 1, now: clock.now, slot: MemorySaves().slot)
        model.playGame()
        model.start()
        clock.time += 2
        model.tick()
        model.setAway(true)
        model.press(.green)
        #expect(model.play.game.entered == 0)
    }
}
