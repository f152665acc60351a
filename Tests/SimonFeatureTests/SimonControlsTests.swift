import SimonCore
@testable import SimonFeature
import Testing

/// Start is there only when it starts something, and says what; Repeat Sequence only during a game.
@Suite struct SimonControlsTests {
    @Test func startIsShownBeforeAndAfterAGameButNotDuringIt() {
        var play = SimonPlay(game: SimonGame(mode: .simonSays, target: 3), timing: .classic, seed: 7)
        let idle = SimonPresentation(play, at: 0)
        #expect(idle.startShown && idle.startLabel == "Start" && !idle.replayShown)
        play.start(at: 0)
        let playing = SimonPresentation(play, at: 0.1)
        #expect(!playing.startShown && playing.replayShown)
        let end = play.show!.start + play.show!.schedule.duration
        play.advance(to: end)
        let wrong = SimonPad.allCases.first { $0 != play.game.sequence[0] }!
        play.press(wrong, at: end)
        play.release(at: end + 0.1)
        let lost = SimonPresentation(play, at: end + 5)
        #expect(lost.startShown && lost.startLabel == "Play Again" && !lost.replayShown)
    }

    @Test func playerTwosTurnIsStartedWithStart() {
        var play = SimonPlay(game: SimonGame(mode: .twoPlayerRecord, target: 2), timing: .classic, seed: 7)
        play.start(at: 0)
        #expect(!SimonPresentation(play, at: 0.1).startShown, "not while player one records")
        for (offset, pad) in [SimonPad.red, .blue].enumerated() {
            play.press(pad, at: 1 + Double(offset))
            play.release(at: 1.1 + Double(offset))
        }
        let recorded = SimonPresentation(play, at: 5)
        #expect(play.game.phase == .recorded)
        #expect(recorded.startShown && recorded.startLabel == "Start")
    }
}
