import GtkKit
import MainLoop
import Testing

/// The scheduler every timer above the rules goes through: GLib's, which the app runs on, and
/// the manual one the tests move by hand, which must keep the same promises.
@MainActor
@Suite struct SchedulerTests {
    @Test func glibRepeatsUntilTheActionSaysStopAndThenIsNoLongerPending() {
        var runs = 0
        let repeating = GLibScheduler.main.every(0.005) {
            runs += 1
            return runs < 3
        }
        #expect(Toolkit.runMainLoop(until: { !repeating.isPending }, atMost: 5))
        #expect(runs == 3)
    }

    @Test func glibsNextTurnComesAfterTheWorkInHand() {
        var order: [String] = []
        GLibScheduler.main.nextTurn { order.append("next turn") }
        order.append("now")
        #expect(Toolkit.runMainLoop(until: { order.count == 2 }, atMost: 5))
        #expect(order == ["now", "next turn"])
    }

    @Test func manualTimeRunsEachActionAtItsMomentInOrder() {
        let scheduler = ManualScheduler(now: 100)
        var ran: [(String, Double)] = []
        scheduler.after(2) { ran.append(("two", scheduler.now)) }
        scheduler.after(1) { ran.append(("one", scheduler.now)) }
        scheduler.nextTurn { ran.append(("next turn", scheduler.now)) }
        scheduler.after(1) { ran.append(("one again", scheduler.now)) }
        scheduler.advance(by: 0.999)
        #expect(ran.map(\.0) == ["next turn"])
        scheduler.advance(by: 5)
        #expect(ran.map(\.0) == ["next turn", "one", "one again", "two"], "by time, then first scheduled first")
        #expect(ran.map(\.1) == [100, 101, 101, 102])
        #expect(scheduler.now == 105.999 && scheduler.pendingCount == 0)
    }

    @Test func manualRepeatsAndCancelsAsGLibDoes() {
        let scheduler = ManualScheduler()
        var ticks = 0
        let ticker = scheduler.every(0.25) {
            ticks += 1
            return true
        }
        scheduler.advance(by: 1)
        #expect(ticks == 4)
        ticker.cancel()
        #expect(!ticker.isPending)
        scheduler.advance(by: 10)
        #expect(ticks == 4)
        var stopping = 0
        let stops = scheduler.every(1) {
            stopping += 1
            return stopping < 2
        }
        scheduler.advance(by: 10)
        #expect(stopping == 2 && !stops.isPending && scheduler.pendingCount == 0)
    }

    @Test func whatAnActionSchedulesRunsWithinTheSameAdvanceWhenItFallsDue() {
        let scheduler = ManualScheduler()
        var chain: [Double] = []
        func step() {
            chain.append(scheduler.now)
            if chain.count < 4 { scheduler.after(0.5, step) }
        }
        scheduler.after(0.5, step)
        scheduler.advance(by: 1.6)
        #expect(chain == [0.5, 1.0, 1.5])
        #expect(scheduler.nextDue == 2.0)
        let once = scheduler.after(1) {}
        scheduler.advance(by: 1)
        #expect(!once.isPending, "a delay that ran is no longer pending")
    }
}

/// Freed memory goes back once a view has been still a moment, once per burst of motion, and
/// never in the middle of motion that began again before the moment came.
@MainActor
@Suite struct StillnessMemoryReturnTests {
    @Test func aBurstOfMotionPaysOnceAtItsEndAndMotionAgainPutsItOff() {
        let time = ManualScheduler()
        var returned = 0
        let stillness = StillnessMemoryReturn(scheduler: time) { returned += 1 }
        stillness.schedule()
        time.advance(by: 0.3)
        stillness.schedule()                 // another settle within the moment: put off again
        time.advance(by: 0.3)
        #expect(returned == 0)
        time.advance(by: 0.2)
        #expect(returned == 1, "half a second after the last settle")
        stillness.schedule()
        time.advance(by: 0.4)
        stillness.cancel()                   // the cards move again
        time.advance(by: 5)
        #expect(returned == 1, "nothing returned in the middle of motion")
    }
}
