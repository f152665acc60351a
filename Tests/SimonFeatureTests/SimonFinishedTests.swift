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
        let due = model.play.game.sequence[0]
        model.press(SimonPad.allCases.first { $0 != due }!)
        model.release()
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
        let model = clock.awaitingAnswer()
        let due = model.play.game.sequence[0]
        model.press(SimonPad.allCases.first { $0 != due }!)
        model.release()
        #expect(model.needsTicks, "the razz sounds")
        #expect(!model.presentation.lastEnabled)
        clock.time += SimonPlay.razzLength + 0.1
        model.tick()
        #expect(!model.needsTicks, "nothing moves on a lost game")
        #expect(model.presentation.lastEnabled)
    }
}
