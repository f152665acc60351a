import CGtk

/// The scheduler of the running app: GLib timeouts on the main loop, measured on GLib's
/// monotonic clock.
@MainActor
public final class GLibScheduler: Scheduler {
    public static let main = GLibScheduler()

    private init() {}

    public var now: Double { monotonicSeconds() }

    @discardableResult
    public func after(_ seconds: Double, _ action: @escaping @MainActor () -> Void) -> Timeout {
        schedule(seconds) { action(); return false }
    }

    @discardableResult
    public func every(_ seconds: Double, _ action: @escaping @MainActor () -> Bool) -> Timeout {
        schedule(seconds, action)
    }

    private func schedule(_ seconds: Double, _ action: @escaping @MainActor () -> Bool) -> Timeout {
        let source = SourceID()
        let timeout = Timeout { if source.id != 0 { g_source_remove(source.id) } }
        let body: SourceHandler = { [weak timeout] in
            let again = action()
            if !again { timeout?.finished() }
            return again
        }
        source.id = g_timeout_add_full(G_PRIORITY_DEFAULT, UInt32(max(0, seconds * 1000).rounded()),
                                       sourceThunk, ClosureBox.retained(body), releaseBoxNotify)
        return timeout
    }
}

/// A GLib source's id, known only once it is added, after the handle that cancels it is made.
@MainActor
private final class SourceID {
    var id: UInt32 = 0
}

/// gboolean (*)(gpointer data): a GLib source callback.
package typealias SourceHandler = @MainActor () -> Bool

package let sourceThunk: GSourceFunc = { data in
    let body = ClosureBox<SourceHandler>.take(data)
    return MainActor.assumeIsolated { body() } ? 1 : 0
}
