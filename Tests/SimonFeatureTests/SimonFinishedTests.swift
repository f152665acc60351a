import GameSupport
import SaveDoubles
import SimonCore
@testable import SimonFeature
import Testing

@MainActor
@Suite struct SimonFinishedTests {
    let clock = FakeClock()

    @Test func aLostGameIsReportedOnceForTheStatistics() {
        let model = clock.awaitingAnswer(wallClock: { 7000 })
        var finished: [FinishedGame] = []
        model.record.onFinished = { finished.append($0) }
        #expect(model.play.game.phase == .awaitingInput)
        clock.pressTheWrongPad(on: model)
        clock.time += 5
        model.tick()
        #expect(finished.count == 1)
        #expect(finished.first?.won == false && finished.first?.mode == "Simon says, 8 steps")
        #expect(finished.first?.result == "Lost at step 1 of round 1" && finished.first?.finishedAt == 7000)
    }
}

/// A game over is still: Simon's frames stop once the razz is over, and Last is there then.
@MainActor
@Suite struct SimonStillnessTests {
    let clock = FakeClock()

    @Test func theFramesStopOnceTheRazzIsOver() {
        let model = clock.lostAtTheFirstStep()
        #expect(model.needsTicks, "the razz sounds")
        #expect(!model.presentation.lastEnabled)
        clock.time += SimonPlay.razzLength + 0.1
        model.tick()
        #expect(!model.needsTicks, "nothing moves on a lost game")
        #expect(model.presentation.lastEnabled)
    }
}

/// The high scores open over a quiet Simon: the model says when its razz or victory signal is
/// over, at the tick that ends it, so that nothing polls for it.
@MainActor
@Suite struct SimonQuietTests {
    let clock = FakeClock()

    @Test func whatWaitsForQuietRunsOnceAtTheTickThatEndsTheRazz() {
        let model = clock.lostAtTheFirstStep()
        var told = 0
        model.whenQuiet { told += 1 }
        #expect(told == 0, "the razz sounds")
        clock.time += SimonPlay.razzLength / 2
        model.tick()
        #expect(told == 0)
        clock.time += SimonPlay.razzLength
        model.tick()
        #expect(told == 1 && model.isQuiet)
        model.tick()
        #expect(told == 1, "once")
    }

    @Test func aQuietSimonIsToldAtOnce() {
        let model = clock.awaitingAnswer()
        #expect(model.isQuiet)
        var told = false
        model.whenQuiet { told = true }
        #expect(told)
    }
}

/// A won game's high scores wait for the victory signal, which begins when the winning pad is
/// let go: neither the press nor its release is a quiet Simon.
@MainActor
@Suite struct SimonQuietAfterAWinTests {
    let clock = FakeClock()

    @Test func whatWaitsForQuietRunsOnlyOnceTheVictorySignalIsOver() {
        let model = clock.model(preferences: SimonPreferences(target: 1))
        model.playGame()
        clock.time += 2
        model.tick()
        var told = 0
        model.press(model.play.game.sequence[0])
        #expect(model.play.game.phase == .won)
        model.whenQuiet { told += 1 }
        #expect(told == 0, "the winning pad is still held")
        model.release()
        #expect(told == 0, "the victory signal begins")
        clock.time += 0.5
        model.tick()
        #expect(told == 0)
        clock.time += 30
        model.tick()
        #expect(told == 1, "told once the signal is over")
    }
}
