import CGtk
import Glibc
import TestSupport

/// GTK for the wrapper's tests: started once, on the main thread, with the display the test
/// run was given (make runs these under Xvfb). Without a display the tests are skipped, unless
/// PASTIMES_REQUIRE_DISPLAY is set (as make sets it), when that is a failure.
@MainActor
enum Toolkit {
    static let isReady: Bool = {
        // Drawn by Cairo, as the app's end-to-end tests draw it: no GL, whose software renderer
        // (llvmpipe) compiles code at run time, and LLVM registering that code's unwind tables
        // deadlocks under AddressSanitizer's slow unwinding (make test's sanitized run of these).
        setenv("GSK_RENDERER", "cairo", 1)
        setenv("GDK_DEBUG", "gl-disable", 1)
        guard gtk_init_check() != 0 else { return false }
        adw_init()
        return true
    }()

    nonisolated static var isRequired: Bool { getenv("PASTIMES_REQUIRE_DISPLAY") != nil }

    /// Lets the main loop run what is pending (finalizers, timeouts) for up to `seconds`.
    static func runMainLoop(for seconds: Double) { MainLoopTurns.run(for: seconds) }

    /// Runs the main loop until `done` holds or `seconds` have passed; whether it holds.
    @discardableResult
    static func runMainLoop(until done: () -> Bool, atMost seconds: Double = 5) -> Bool {
        MainLoopTurns.run(until: done, atMost: seconds)
    }
}

/// An object whose going away can be observed: captured by a handler, it tells whether GLib
/// released the handler.
final class Witness {
    nonisolated(unsafe) static var alive = 0
    init() { Witness.alive += 1 }
    deinit { Witness.alive -= 1 }
}

/// GTK's criticals and warnings while `body` runs (or those of `domains`: GObject's own,
/// libadwaita's): each is a bug in how the wrapper calls GTK.
@MainActor
func gtkComplaints(in domains: [String] = ["Gtk"], during body: () -> Void) -> [String] {
    GtkComplaints.heard = []
    let levels = GLogLevelFlags(rawValue: G_LOG_LEVEL_CRITICAL.rawValue | G_LOG_LEVEL_WARNING.rawValue)
    let handlers = domains.map { domain in
        (domain, g_log_set_handler(domain, levels, { _, _, message, _ in
            GtkComplaints.heard.append(message.map { String(cString: $0) } ?? "")
        }, nil))
    }
    body()
    for (domain, handler) in handlers { g_log_remove_handler(domain, handler) }
    return GtkComplaints.heard
}

private enum GtkComplaints {
    nonisolated(unsafe) static var heard: [String] = []
}
