import SimonCore
import Testing

@Suite struct SimonScheduleTests {
    let classic = SimonTiming.classic

    @Test(arguments: [(1, 0.42), (5, 0.42), (6, 0.32), (13, 0.32), (14, 0.22), (31, 0.22)])
    func theToyQuickensAtSixAndFourteenSteps(length: Int, step: Double) {
        #expect(classic.stepDuration(forLength: length) == step)
    }

    @Test func playbackStepsFollowEachOtherWithADarkGap() {
        let pads: [SimonPad] = [.red, .red, .blue]
        let schedule = SimonSchedule.playback(of: pads, timing: classic, leadIn: 0.8)
        #expect(schedule.flashes.map(\.pad) == pads)
        #expect(schedule.flashes[0].start == 0.8)
        for (a, b) in zip(schedule.flashes, schedule.flashes.dropFirst()) {
            #expect(abs(b.start - a.end - classic.gap) < 1e-9)
        }
        // Between the two reds, the red pad is dark.
        let between = (schedule.flashes[0].end + schedule.flashes[1].start) / 2
        #expect(schedule.padsLit(at: between).isEmpty)
        #expect(schedule.padsLit(at: 0.9) == [.red])
    }

    @Test func theVictorySignalIsSixBeepsOfTheLastPad() {
        let schedule = SimonSchedule.victory(on: .green, timing: classic)
        #expect(schedule.flashes.count == 6)
        #expect(schedule.flashes.allSatisfy { $0.pad == .green })
        #expect(schedule.flashes[0].start == classic.replayDelay)
    }

    @Test func speedsStretchOrCompressTheClassicRhythm() {
        #expect(SimonSpeed.classic.timing == .classic)
        #expect(SimonSpeed.relaxed.timing.stepDuration(forLength: 1) > 0.42)
        #expect(SimonSpeed.brisk.timing.stepDuration(forLength: 1) < 0.42)
        #expect(SimonSpeed.classic.timing.answerTime == 3)
    }

    @Test func padsCarryTheToysTonesAndLayout() {
        #expect(SimonPad.allCases.map(\.toneFrequency) == [415, 310, 252, 209])
        #expect(SimonPad.allCases.map(\.name) == ["Green", "Red", "Yellow", "Blue"])
        #expect(SimonPad.blue.row == 1 && SimonPad.blue.column == 1)
    }
}
