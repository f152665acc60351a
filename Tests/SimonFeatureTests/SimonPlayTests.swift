import Foundation
import SimonCore
@testable import SimonFeature
import Testing

/// Simon in time, on a fake clock: every call says what time it is.
@Suite struct SimonPlayTests {
    let timing = SimonTiming.classic

    func started(target: Int = 3, mode: SimonMode = .simonSays, at now: Double = 0) -> SimonPlay {
        var play = SimonPlay(game: SimonGame(mode: mode, target: target), timing: timing, seed: 7)
        play.start(at: now)
        return play
    }

    /// Lets the current playback finish.
    func finishShow(_ play: inout SimonPlay) -> Double {
        let end = play.show!.start + play.show!.schedule.duration
        play.advance(to: end)
        return end
    }

    /// Presses and releases the pads of the current round, 0.2 s apart, from `time`; returns
    /// when the last pad was released.
    func repeatRound(_ play: inout SimonPlay, from time: Double) -> Double {
        var released = time
        for (index, pad) in play.game.playback.enumerated() {
            let pressed = time + Double(index) * 0.2
            play.press(pad, at: pressed)
            released = pressed + 0.1
            play.release(at: released)
        }
        return released
    }

    @Test func startPlaysTheFirstStepAfterALeadIn() {
        let play = started()
        let first = play.game.sequence[0]
        #expect(play.padsLit(at: 0.4).isEmpty)
        #expect(play.padsLit(at: 0.6) == [first])
        #expect(play.padsLit(at: 0.5 + 0.43).isEmpty, "the 0.42 s step is over")
        #expect(play.isShowing(at: 0.6))
        #expect(!play.padsEnabled(at: 0.6) && !play.controlsEnabled(at: 0.6), "everything waits during playback")
    }

    @Test func afterThePlaybackThePlayerAnswersAndSimonPlaysOnAfterTheToysPause() {
        var play = started()
        var now = finishShow(&play)
        #expect(play.game.phase == .awaitingInput && play.padsEnabled(at: now))
        let released = repeatRound(&play, from: now)
        now = released + 0.1
        #expect(play.isShowing(at: now), "the pause before the next playback counts as playback")
        play.advance(to: released + timing.replayDelay - 0.01)
        #expect(play.show == nil)
        play.advance(to: released + timing.replayDelay)
        #expect(play.show?.kind == .playback && play.game.round == 2)
    }

    @Test func aPlaybackDueLightsItsFirstStepBeforeTheClockStartsIt() {
        var play = started()
        let released = repeatRound(&play, from: finishShow(&play))
        let due = released + timing.replayDelay
        let first = play.game.playback[0]
        play.advance(to: due - 0.005)
        #expect(play.show == nil && play.padsLit(at: due - 0.001).isEmpty, "not before it is due")
        #expect(play.padsLit(at: due + 0.001) == [first], "a frame drawn for just after `due` shows the step")
        #expect(play.flashLength(of: first) == timing.stepDuration(forLength: play.game.playback.count))
        #expect(!play.padsEnabled(at: due - 0.005))
    }

    @Test func lightsAheadChangeOnlyTheLightsNotWhatThePlayerMayPress() {
        var play = started()
        let first = play.game.sequence[0]
        // The first step lights at 0.5 s; a frame drawn at 0.495 s, shown about 8 ms later.
        #expect(SimonPresentation(play, at: 0.495).pads.allSatisfy { !$0.isLit })
        let early = SimonPresentation(play, at: 0.495, lightsAhead: 0.008)
        #expect(early.pads.filter(\.isLit).map(\.pad) == [first])
        // Just before the playback ends, the pads are dark ahead but still not for pressing.
        let end = play.show!.start + play.show!.schedule.duration
        play.advance(to: end - 0.004)
        let lastFrame = SimonPresentation(play, at: end - 0.004, lightsAhead: 0.008)
        #expect(!lastFrame.padsEnabled && !lastFrame.startEnabled)
        #expect(play.press(first, at: end - 0.004) == .ignored)
    }

    @Test func aHeldPadStaysLit() {
        var play = started()
        let now = finishShow(&play)
        play.press(.yellow, at: now)
        #expect(play.padsLit(at: now + 5).contains(.yellow))
        play.release(at: now + 5)
        #expect(!play.padsLit(at: now + 5.01).contains(.yellow))
    }

    @Test func waitingMoreThanTheAnswerTimeLoses() {
        var play = started()
        let now = finishShow(&play)
        play.advance(to: now + timing.answerTime - 0.01)
        #expect(play.game.phase == .awaitingInput)
        play.advance(to: now + timing.answerTime + 0.01)
        #expect(play.game.phase == .lost(expected: play.game.sequence[0]))
        #expect(play.expectedPad == play.game.sequence[0])
        #expect(play.isRazzing(at: now + timing.answerTime + 1))
        #expect(!play.isRazzing(at: now + timing.answerTime + 2))
    }

    @Test func theClockPausesWhileAPadIsHeld() {
        var play = SimonPlay(game: SimonGame(mode: .simonSays, target: 5), timing: timing, seed: 1)
        play.start(at: 0)
        var now = finishShow(&play)
        now = repeatRound(&play, from: now)
        play.advance(to: now + timing.replayDelay)
        now = finishShow(&play)
        play.press(play.game.sequence[0], at: now)
        play.advance(to: now + 10)
        #expect(play.game.phase == .awaitingInput, "holding a pad is not waiting")
    }

    @Test func aGameLostToTheClockSaysSo() throws {
        var play = started()
        let now = finishShow(&play)
        let expected = play.game.sequence[0]
        play.advance(to: now + 10)   // no press: the answer's time runs out
        let presentation = SimonPresentation(play, at: now + 11)
        #expect(presentation.isLost && presentation.endTitle == "Game Over")
        #expect(presentation.message == "Time ran out: the next pad was \(expected.name).")
        // Kept in a save, and a new game starts without it.
        let saved = try JSONDecoder().decode(SimonGame.self, from: JSONEncoder().encode(play.game))
        #expect(saved.ranOutOfTime)
        play.start(at: now + 12)
        #expect(!play.game.ranOutOfTime)
    }

    @Test func aWrongPressLosesAndKeepsTheExpectedPadUntilStart() {
        var play = started()
        let now = finishShow(&play)
        let expected = play.game.sequence[0]
        let wrong = SimonPad.allCases.first { $0 != expected }!
        #expect(play.press(wrong, at: now) == .wrong)
        play.release(at: now + 0.2)
        let presentation = SimonPresentation(play, at: now + 5)
        #expect(presentation.isLost && presentation.message == "The next pad was \(expected.name)." && presentation.endTitle == "Game Over")
        #expect(presentation.pads.first { $0.pad == expected }?.description == "expected")
        #expect(presentation.startEnabled && !presentation.padsEnabled)
        play.start(at: now + 6)
        #expect(play.expectedPad == nil && play.game.round == 1)
    }

    @Test func resetReplaysOnceAndNotAfterEnteringBegins() {
        var play = started(target: 5)
        var now = finishShow(&play)
        #expect(play.canReplay(at: now))
        play.replay(at: now)
        #expect(play.show?.kind == .playback)
        now = finishShow(&play)
        #expect(!play.canReplay(at: now))
        now = repeatRound(&play, from: now)
        play.advance(to: now + 1)
        now = finishShow(&play)
        #expect(play.canReplay(at: now), "a new playback allows Reset again")
        play.press(play.game.sequence[0], at: now)
        #expect(!play.canReplay(at: now))
    }

    @Test func winningSignalsWithSixBeepsOfTheLastPad() {
        var play = started(target: 2)
        var now = finishShow(&play)
        now = repeatRound(&play, from: now)
        play.advance(to: now + 1)
        now = finishShow(&play)
        now = repeatRound(&play, from: now)
        #expect(play.game.phase == .won)
        let presentation = SimonPresentation(play, at: now)
        #expect(presentation.isWon && presentation.endTitle == "You Win!" && presentation.message == "You repeated the whole sequence of 2 steps.")
        let flashes = play.show!.schedule.flashes
        #expect(flashes.count == 6 && flashes.allSatisfy { $0.pad == play.game.sequence.last })
    }

    @Test func progressShowsTheLastPlaybackOverTheTarget() {
        var play = started(target: 15)
        #expect(SimonPresentation(play, at: 0).progress == "1/15")
        var now = finishShow(&play)
        now = repeatRound(&play, from: now)
        play.advance(to: now + 1)
        #expect(SimonPresentation(play, at: now + 1).progress == "2/15")
    }

    @Test func twoPlayersRecordThenRepeat() {
        var play = started(target: 2, mode: .twoPlayerRecord)
        #expect(play.game.phase == .recording && play.padsEnabled(at: 0))
        #expect(SimonPresentation(play, at: 0).message == "Player 1: enter 2 more pads.")
        play.press(.red, at: 1); play.release(at: 1.1)
        play.press(.blue, at: 1.2); play.release(at: 1.3)
        #expect(SimonPresentation(play, at: 2).message == "Recorded! Player 2: press Start and repeat it.")
        play.start(at: 3)
        #expect(play.show?.kind == .playback && play.game.playback == [.red])
        var now = finishShow(&play)
        now = repeatRound(&play, from: now)
        play.advance(to: now + 1)
        now = finishShow(&play)
        var lost = play
        let end = repeatRound(&play, from: now)
        #expect(play.game.phase == .won && SimonPresentation(play, at: end).endTitle == "Player 2 Wins!", "player 2 repeated player 1's sequence")
        lost.press(.green, at: now); lost.release(at: now + 0.1)
        #expect(SimonPresentation(lost, at: now + 0.2).endTitle == "Player 1 Wins!", "player 1's sequence beat player 2")
    }

    @Test func theDifficultyLabelSpeaksInSteps() {
        #expect(SimonPreferences.difficultyText(15) == "Difficulty: 15 steps")
        #expect(SimonPreferences.difficultyText(1) == "Difficulty: 1 step")
        #expect(SimonPreferences(target: 99).target == 31)
    }
}
