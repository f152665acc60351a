import Foundation
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
        model.chooseTarget(15)
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
        model.chooseTarget(14)
        model.playGame()
        #expect(model.play.game.phase == .playingBack && model.play.game.target == 14, "a new game, playing at once")
        #expect(model.presentation.progress == "1/14")
    }

    @Test func leavingTheDifficultyAloneResumes() {
        let model = clock.started()
        let sequence = model.play.game.sequence
        model.backToSplash()
        model.chooseTarget(12)
        model.chooseTarget(8)
        model.playGame()
        #expect(model.play.game.sequence == sequence)
    }

    @Test func changingTheSpeedKeepsTheGameButNotTheRhythm() {
        let model = clock.started()
        let sequence = model.play.game.sequence
        model.backToSplash()
        model.chooseSpeed(.brisk)
        model.playGame()
        #expect(model.play.game.sequence == sequence)
        #expect(model.play.timing == SimonSpeed.brisk.timing)
    }

    @Test func onePressOnPlayStartsAGameAndAnotherAfterTheEnd() {
        let model = clock.model()
        model.playGame()
        #expect(model.screen == .game && model.play.game.phase == .playingBack, "Play starts the first playback")
        #expect(!model.presentation.startShown, "no second Start to press")
        clock.time += 2
        model.tick()
        let due = model.play.game.sequence[0]
        model.press(SimonPad.allCases.first { $0 != due }!)
        #expect(model.play.game.isLost)
        model.backToSplash()
        model.playGame()
        #expect(model.play.game.phase == .playingBack && !model.play.game.isLost, "after the end, Play starts another")
    }

    @Test func theGameWaitsForThePlayerOnlyOnTheGameScreen() {
        let model = clock.model()
        #expect(!model.needsTicks)
        model.playGame()
        #expect(model.needsTicks)
    }

    @Test func aDifficultySetInPreferencesAppliesToTheNextGame() {
        let model = clock.started()
        #expect(model.play.game.target == 8)
        model.apply(SimonPreferences(target: 15, speed: .brisk))
        #expect(model.play.game.target == 8, "the game under way keeps its length")
        #expect(model.play.timing == SimonSpeed.classic.timing, "the game under way keeps its rhythm")
        clock.time += 1
        model.tick()
        model.newGame()
        #expect(model.play.game.target == 15, "the next game has the new difficulty")
        #expect(model.play.timing == SimonSpeed.brisk.timing, "and the new speed")
        model.apply(SimonPreferences(target: 20, speed: .brisk))
        model.backToSplash()
        #expect(model.difficultyText == "Difficulty: 20 steps", "the first screen shows the preference")
        model.playGame()
        #expect(model.play.game.target == 20, "and Play starts a game of it")
    }

    @Test func startAfterAGameEndsUsesTheDifficultyNowPreferred() {
        let model = clock.model()
        model.apply(SimonPreferences(target: 3))
        model.playGame()
        #expect(model.play.game.target == 3)
        model.apply(SimonPreferences(target: 5))
        clock.time += 2
        model.tick()
        model.press(SimonPad.allCases.first { $0 != model.play.game.sequence[0] }!)
        #expect(model.play.game.isLost && model.presentation.startLabel == "Play Again")
        model.start()
        #expect(model.play.game.target == 5)
    }

    @Test func theSpeakerIsAPreferenceHandedOutNotSaved() {
        let saves = MemorySaves()
        let model = clock.model(slot: saves.slot)
        var chosen: [SimonPreferences] = []
        model.onPreferencesChosen = { chosen.append($0) }
        model.setMuted(true)
        model.setMuted(true)
        #expect(model.preferences.muted, "muting twice is still muted, not a toggle back")
        #expect(chosen.map(\.muted) == [true], "handed out once, for the app to keep")
        #expect(saves.bytes == nil || !String(decoding: saves.bytes!, as: UTF8.self).contains("muted"), "the save holds games")
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

    @Test func aPlaybackCutByAPauseIsPlayedAgainWholeNotFinishedMidStep() {
        let model = clock.started()                   // the first playback's lead-in, then one step
        clock.time += 0.6                             // a tenth of a second into the step
        model.tick()
        let lit = model.presentation.pads.filter(\.isLit).map(\.pad)
        #expect(lit.count == 1, "the step shows")
        model.setAway(true)                           // another tab, the menu, a dialog
        clock.time += 5
        model.setAway(false)
        model.tick()
        // The step that was cut short is shown again for its whole length, after the lead-in.
        clock.time += 0.5 + 0.38
        model.tick()
        #expect(model.presentation.pads.filter(\.isLit).map(\.pad) == lit, "the interrupted step is shown whole again")
        #expect(model.play.game.phase == .playingBack)
    }

    @Test func padsAreNotPressedWhileAway() {
        let model = clock.awaitingAnswer()
        model.setAway(true)
        model.press(.green)
        #expect(model.play.game.entered == 0)
    }
}

/// LAST and LONGEST in time: between games only, never over a game waiting on the player.
@MainActor
@Suite struct SimonMemoryModelTests {
    let clock = FakeClock()

    /// A model whose game was lost at the second round, after the first was repeated.
    func lostAtTheSecondRound(slot: SaveSlot = MemorySaves().slot) -> SimonModel {
        let model = clock.awaitingAnswer(slot: slot)
        let first = model.play.game.playback[0]
        model.press(first)
        model.release()
        clock.time += 3   // the toy's pause, then the two-step playback
        model.tick()
        clock.time += 3
        model.tick()
        model.press(SimonPad.allCases.first { $0 != model.play.game.sequence[0] }!)
        model.release()
        return model
    }

    @Test func lastAndLongestPlayBetweenGamesOnly() {
        let fresh = clock.awaitingAnswer()
        #expect(!fresh.presentation.memoryShown && !fresh.presentation.lastEnabled, "not while the player answers")
        fresh.showLast()
        #expect(fresh.play.show == nil)
        let model = lostAtTheSecondRound()
        #expect(model.play.game.isLost)
        #expect(model.memory.last.count == 2 && model.memory.longest.count == 1)
        #expect(model.presentation.memoryShown && !model.presentation.lastEnabled, "not over the razz")
        clock.time += 2
        model.tick()
        #expect(model.presentation.memoryShown && model.presentation.lastEnabled && model.presentation.longestEnabled)
        model.showLast()
        #expect(model.play.show?.kind == .last && model.play.show?.schedule.flashes.map(\.pad) == model.memory.last)
        #expect(model.presentation.message == "Simon plays the last sequence: 2 steps.")
        #expect(!model.presentation.lastEnabled && !model.presentation.padsEnabled, "one show at a time, and no pads")
        #expect(model.presentation.startEnabled && model.presentation.backEnabled, "a show between games gives way to Play Again")
        // A pause (another tab) cuts into the show: it plays again from its first step.
        clock.time += 0.3
        model.tick()
        model.setAway(true)
        clock.time += 10
        model.setAway(false)
        #expect(model.play.show.map { $0.start > model.time } == true, "the show starts again")
        clock.time += 5
        model.tick()
        #expect(model.play.show == nil && model.play.game.isLost, "the game is as it was")
        model.showLongest()
        #expect(model.play.show?.kind == .longest && model.presentation.message == "Simon plays the longest sequence entered: 1 step.")
    }

    @Test func aDamagedMemoryIsForgottenAndTheGameKept() throws {
        var game = SimonGame(mode: .simonSays, target: 5)
        var generator = SeededGenerator(seed: 1)
        game.start(using: &generator)
        let save = SimonSave(game: SimonPlay(game: game, timing: .classic, seed: 1).saved, memory: SimonMemory())
        var json = try JSONSerialization.jsonObject(with: JSONEncoder().encode(save)) as! [String: Any]
        json["memory"] = ["last": [9], "longest": []]
        let read = try JSONDecoder().decode(SimonSave.self, from: JSONSerialization.data(withJSONObject: json))
        #expect(read.game == save.game && read.memory == nil)
    }

    @Test func theMemoryOutlivesTheApp() {
        let slot = MemorySaves().slot
        let model = lostAtTheSecondRound(slot: slot)
        let memory = model.memory
        let again = clock.model(slot: slot)
        #expect(again.memory == memory && !memory.last.isEmpty)
    }
}
