import CGtk
import Synchronization

/// Work that may wait on something outside the program (a file another program holds) done on a
/// thread of its own, so that the window keeps answering meanwhile. Its result comes back on the
/// main loop; a caller that needs it at once can wait for it instead.
@MainActor
public final class BackgroundWork<Result: Sendable> {
    private let outcome: Outcome
    private var thread: UnsafeMutablePointer<GThread>?
    private var delivered = false
    private let done: @MainActor (Result) -> Void

    /// Starts `work` on a new thread; `done` runs on the main loop with its result, once, either
    /// when the work ends or when `wait()` asks for it first.
    public init(_ name: String, _ work: @escaping @Sendable () -> Result, done: @escaping @MainActor (Result) -> Void) {
        let outcome = Outcome()
        self.outcome = outcome
        self.done = done
        let finished: @MainActor @Sendable () -> Void = { [weak self] in self?.deliver() }
        let run: ThreadBody = {
            let result = work()
            outcome.value.withLock { $0 = result }
            // The one GLib call made from the thread; g_idle_add is safe from any thread.
            let body: SourceHandler = { finished(); return false }
            g_idle_add_full(G_PRIORITY_DEFAULT, sourceThunk, ClosureBox.retained(body), releaseBoxNotify)
        }
        thread = g_thread_new(name, threadThunk, ClosureBox.retained(run))
    }

    // A thread not joined is let go; it frees itself when its work ends.
    isolated deinit { if let thread { g_thread_unref(thread) } }

    /// The result, waiting for the work to end if it has not (`done` has then run when this
    /// returns).
    public func wait() -> Result {
        deliver()
        return outcome.value.withLock { $0! }
    }

    /// The result if the work ends within `seconds` (`done` has then run when this returns), or
    /// nil, the work going on, if it does not. For work the first frame would rather show but
    /// must not wait long for.
    public func wait(upTo seconds: Double) -> Result? {
        // Polled: the work's thread holds no lock to wait on, and a millisecond is nothing here.
        let deadline = g_get_monotonic_time() + gint64(seconds * 1_000_000)
        while outcome.value.withLock({ $0 == nil }) {
            if g_get_monotonic_time() >= deadline { return nil }
            g_usleep(1000)
        }
        return wait()
    }

    private func deliver() {
        guard !delivered else { return }
        delivered = true
        if let thread { g_thread_join(thread) }   // at once when the work has ended; frees the thread
        thread = nil
        done(outcome.value.withLock { $0! })
    }

    final class Outcome: Sendable {
        let value = Mutex<Result?>(nil)
    }
}

private typealias ThreadBody = @Sendable () -> Void

/// GThreadFunc: runs the thread's body, then lets go of it.
private let threadThunk: GThreadFunc = { data in
    Unmanaged<ClosureBox<ThreadBody>>.fromOpaque(data!).takeRetainedValue().body()
    return nil
}
