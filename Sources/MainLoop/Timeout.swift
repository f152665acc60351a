import CGtk

/// A GLib timeout: runs once after a delay unless cancelled. Game events are timed with the
/// main loop, not with Swift concurrency, whose main queue GLib does not drain.
@MainActor
public final class Timeout {
    private var source: UInt32 = 0

    /// Runs `action` after `seconds`; the returned handle cancels it.
    @discardableResult
    public static func after(_ seconds: Double, _ action: @escaping @MainActor () -> Void) -> Timeout {
        let timeout = Timeout()
        let body: SourceHandler = { [weak timeout] in
            timeout?.source = 0
            action()
            return false
        }
        timeout.source = g_timeout_add_full(G_PRIORITY_DEFAULT, UInt32(max(0, seconds * 1000).rounded()),
                                            sourceThunk, ClosureBox.retained(body), releaseBoxNotify)
        return timeout
    }

    public var isPending: Bool { source != 0 }

    public func cancel() {
        if source != 0 { g_source_remove(source) }
        source = 0
    }
}

/// gboolean (*)(gpointer data): a GLib source callback.
package typealias SourceHandler = @MainActor () -> Bool

package let sourceThunk: GSourceFunc = { data in
    let body = ClosureBox<SourceHandler>.take(data)
    return MainActor.assumeIsolated { body() } ? 1 : 0
}
