import GameSupport
import Testing

@Suite struct GameClockTests {
    @Test func theClockStopsAtTheFirstReasonAndGoesOnAfterTheLast() {
        var clock = GameClock(played: 100, at: 10)
        #expect(clock.played(at: 12) == 102)
        let stopped = clock.hold(.away, true, at: 12)
        #expect(stopped)
        #expect(clock.played(at: 20) == 102, "a stopped clock stands still")
        let alsoHeld = clock.hold(.player, true, at: 13)
        let awayBack = clock.hold(.away, false, at: 15)
        #expect(!alsoHeld && !awayBack, "the player's pause still holds")
        #expect(clock.isPaused)
        let started = clock.hold(.player, false, at: 18)
        #expect(started && !clock.isPaused)
        #expect(clock.played(at: 21) == 105, "it goes on from 102, leaving out 12 to 18")
    }

    @Test func lettingGoOfAReasonThatDoesNotHoldChangesNothing() {
        var clock = GameClock(at: 0)
        let notHeld = clock.hold(.menu, false, at: 5)
        #expect(!notHeld && !clock.isPaused)
        clock.hold(.menu, true, at: 5)
        let twice = clock.hold(.menu, true, at: 7)
        #expect(!twice, "holding twice keeps the first stop")
        let other = clock.hold(.away, false, at: 8)
        #expect(!other)
        let started = clock.hold(.menu, false, at: 9)
        #expect(started)
        #expect(clock.played(at: 10) == 6)
    }

    @Test func anOutsideClockSetBackNeverTakesPlayedTimeBack() {
        let clock = GameClock(played: 30, at: 1_000)
        #expect(clock.played(at: 900) == 30)
    }

    @Test func aSavedReadingGoesOnWhereItStopped() {
        let before = GameClock(played: 0, at: 50)
        let saved = before.played(at: 80)
        let reopened = GameClock(played: saved, at: 10_000)
        #expect(reopened.played(at: 10_005) == 35, "the time the app was closed is not played time")
    }
}
