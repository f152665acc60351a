import CGtk

/// GLib's main loop turned by a test, which waits for what the loop delivers (a timeout, a
/// socket's bytes, a finalizer) without a window.
public enum MainLoopTurns {
    /// Lets the main loop run what is pending for `seconds`.
    public static func run(for seconds: Double) {
        let end = g_get_monotonic_time() + Int(seconds * 1_000_000)
        while g_get_monotonic_time() < end {
            if g_main_context_iteration(nil, 0) == 0 { g_usleep(1_000) }
        }
    }

    /// Runs the main loop until `done` holds or `seconds` have passed; whether it holds.
    @discardableResult
    public static func run(until done: () -> Bool, atMost seconds: Double = 5) -> Bool {
        let end = g_get_monotonic_time() + Int(seconds * 1_000_000)
        while !done() && g_get_monotonic_time() < end {
            if g_main_context_iteration(nil, 0) == 0 { g_usleep(1_000) }
        }
        return done()
    }
}
