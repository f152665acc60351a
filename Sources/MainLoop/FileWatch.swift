import CGtk

/// Calls back when a file descriptor (a socket) is ready, on the GLib main loop, until
/// cancelled. A socket is read at the priority of the window's own input (GDK's events): a
/// claim from another screen is a player's move, as a click is, and must not wait behind the
/// drawing of the last one (at the idle priority it waited up to 77 ms). What one peer can cost
/// a turn is bounded elsewhere: a chunk a read, its messages by the rate limits.
@MainActor
package final class FileWatch {
    package enum Readiness { case readable, writable }
    private var source: UInt32 = 0
    /// GLib's default priority, which GDK's events have; drawing (GDK_PRIORITY_REDRAW) comes after.
    package static let priority = G_PRIORITY_DEFAULT

    /// Watches `fd`; `ready` returns false to stop watching. Errors and hang-ups count as ready,
    /// so the next read or write finds them.
    package init(_ fd: Int32, for readiness: Readiness, _ ready: @escaping @MainActor () -> Bool) {
        let condition = (readiness == .readable ? G_IO_IN : G_IO_OUT).rawValue | G_IO_HUP.rawValue | G_IO_ERR.rawValue
        let body: FileReady = { [weak self] in
            let goOn = ready()
            if !goOn { self?.source = 0 }
            return goOn
        }
        source = g_unix_fd_add_full(FileWatch.priority, fd, GIOCondition(condition), fileReadyThunk,
                                    ClosureBox.retained(body), releaseBoxNotify)
    }

    isolated deinit { cancel() }

    package var isActive: Bool { source != 0 }

    package func cancel() {
        if source != 0 { g_source_remove(source) }
        source = 0
    }
}

private typealias FileReady = @MainActor () -> Bool

/// GUnixFDSourceFunc: (gint fd, GIOCondition condition, gpointer data) -> gboolean.
private let fileReadyThunk: GUnixFDSourceFunc = { _, _, data in
    let body = ClosureBox<FileReady>.take(data)
    return MainActor.assumeIsolated { body() } ? 1 : 0
}
