import CGtk
import MainLoop
import Synchronization
import Testing
import TestSupport

/// Work on a thread of its own (the saves, which may wait for another program): the main loop
/// goes on meanwhile, and the result comes back on it exactly once, whether it arrives by itself
/// or is waited for.
@MainActor
@Suite(.serialized)
struct BackgroundWorkTests {
    /// A gate the test opens to let the work end.
    final class Gate: Sendable {
        private let open = Mutex(false)
        func release() { open.withLock { $0 = true } }
        func pass() { while !open.withLock({ $0 }) { g_usleep(1_000) } }
    }

    @Test func theMainLoopGoesOnWhileTheWorkWaitsAndTheResultComesBackOnceOnIt() {
        let gate = Gate()
        var results: [Int] = []
        var ticks = 0
        let work = BackgroundWork("test", { gate.pass(); return 42 }) { results.append($0) }
        GLibScheduler.main.after(0.01) { ticks += 1 }
        GLibScheduler.main.after(0.02) { ticks += 1 }
        MainLoopTurns.run(for: 0.1)
        #expect(ticks == 2, "the main loop turned while the work waited")
        #expect(results.isEmpty, "nothing delivered before the work ended")
        gate.release()
        #expect(MainLoopTurns.run(until: { !results.isEmpty }))
        MainLoopTurns.run(for: 0.05)
        #expect(results == [42])
        #expect(work.wait() == 42)
        #expect(results == [42], "waiting after delivery delivers nothing more")
    }

    @Test func waitingForTheWorkDeliversAtOnceAndOnlyOnce() {
        let gate = Gate()
        var results: [String] = []
        let work = BackgroundWork("test", { gate.pass(); return "saves" }) { results.append($0) }
        // The main loop stands still while the test waits, so the gate opens from another thread.
        let opener = BackgroundWork("opener", { g_usleep(50_000); gate.release(); return 0 }) { _ in }
        #expect(work.wait() == "saves")
        #expect(results == ["saves"], "done ran before wait returned")
        MainLoopTurns.run(for: 0.1)   // the work's own word from the thread arrives, and is ignored
        #expect(results == ["saves"])
        #expect(opener.wait() == 0)
    }
}
