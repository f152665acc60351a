import CGtk

/// Reports every frame a widget's frame clock paints: when the frame began and when painting
/// ended, in seconds. The difference is the work the frame took.
@MainActor
public final class FrameTimer {
    private var clock: OpaquePointer?
    private var handler: UInt = 0

    public init() {}

    /// Starts reporting frames of `widget`'s window (it must be on screen).
    public func start(on widget: Widget, _ report: @escaping @MainActor (_ began: Double, _ ended: Double) -> Void) -> Bool {
        guard let clock = gtk_widget_get_frame_clock(widget.pointer) else { return false }
        self.clock = clock
        let body: Action = {
            let began = Double(gdk_frame_clock_get_frame_time(clock)) / 1_000_000
            report(began, monotonicSeconds())
        }
        handler = connect(UnsafeMutableRawPointer(clock), "after-paint", thunk: voidThunk, body: body)
        return true
    }

    public func stop() {
        if let clock, handler != 0 { g_signal_handler_disconnect(UnsafeMutableRawPointer(clock), handler) }
        handler = 0
        clock = nil
    }
}
