import CGtk
import GtkKit
import MainLoop

/// Reports every frame a widget's frame clock paints: when the frame began and when painting
/// ended, in seconds; the difference is the work the frame took (the motion benchmark). It
/// drives nothing: `AnimationTicker` is what moves things.
///
/// The meter holds a reference to the frame clock while it listens, and disconnects and lets go
/// in `stop()` or when it goes away.
@MainActor
public final class FrameWorkMeter {
    private var clock: OpaquePointer?
    private var handler: UInt = 0

    public init() {}

    isolated deinit { stop() }

    /// Starts reporting frames of `widget`'s window (it must be on screen).
    public func start(on widget: Widget, _ report: @escaping @MainActor (_ began: Double, _ ended: Double) -> Void) -> Bool {
        stop()
        guard let clock = gtk_widget_get_frame_clock(widget.pointer) else { return false }
        g_object_ref(UnsafeMutableRawPointer(clock))
        self.clock = clock
        let body: Action = {
            let began = Double(gdk_frame_clock_get_frame_time(clock)) / 1_000_000
            report(began, monotonicSeconds())
        }
        handler = connect(UnsafeMutableRawPointer(clock), .plain("after-paint"), body)
        return true
    }

    public func stop() {
        guard let clock else { return }
        if handler != 0 { g_signal_handler_disconnect(UnsafeMutableRawPointer(clock), handler) }
        g_object_unref(UnsafeMutableRawPointer(clock))
        handler = 0
        self.clock = nil
    }
}
