import GameSupport
import Testing

@Suite struct PauseTests {
    @Test func theClocksStopAtTheFirstReasonAndGoOnAfterTheLast() {
        var pause = Pause()
        #expect(pause.set(.away, true, at: 10) == nil)
        #expect(pause.clockTime(at: 12) == 10)
        #expect(pause.set(.player, true, at: 13) == nil)
        #expect(pause.set(.away, false, at: 15) == nil, "the player's pause still holds")
        #expect(pause.isPaused)
        #expect(pause.set(.player, false, at: 18) == 8, "stood still from 10 to 18")
        #expect(!pause.isPaused)
        #expect(pause.clockTime(at: 20) == 20)
    }

    @Test func lettingGoOfAReasonThatDoesNotHoldChangesNothing() {
        var pause = Pause()
        #expect(pause.set(.menu, false, at: 5) == nil)
        #expect(!pause.isPaused)
        pause.set(.menu, true, at: 5)
        pause.set(.menu, true, at: 7)
        #expect(pause.set(.away, false, at: 8) == nil)
        #expect(pause.set(.menu, false, at: 9) == 4, "holding twice keeps the first time")
    }
}
