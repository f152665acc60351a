import CGtk
import MainLoop

/// Calls back once per frame while running, with the frame clock's time in seconds: what drives
/// animation, every moving thing placed for the frame about to be drawn. (`FrameWorkMeter`, by
/// contrast, only watches frames and reports how long each one's work took.)
///
/// The ticker holds a reference to its widget from `start` to `stop` (or its own end), so it can
/// always remove the callback, whoever else lets go of the widget first.
@MainActor
public final class AnimationTicker {
    private var widget: UnsafeMutablePointer<GtkWidget>?
    private var id: UInt32 = 0

    public init() {}

    isolated deinit { stop() }

    public var isRunning: Bool { id != 0 }

    /// Starts ticking on `widget`'s frame clock; `tick` returns false to stop.
    public func start(on widget: Widget, _ tick: @escaping @MainActor (Double) -> Bool) {
        stop()
        g_object_ref(widget.pointer)
        self.widget = widget.pointer
        let body: TickHandler = { [weak self] seconds in
            let goOn = tick(seconds)
            if !goOn { self?.id = 0 }   // GTK removes the callback; the widget is let go in stop()
            return goOn
        }
        id = gtk_widget_add_tick_callback(widget.pointer, tickThunk, ClosureBox.retained(body), releaseBoxNotify)
    }

    public func stop() {
        if id != 0, let widget { gtk_widget_remove_tick_callback(widget, id) }
        id = 0
        if let widget { g_object_unref(widget) }
        widget = nil
    }

}

typealias TickHandler = @MainActor (Double) -> Bool

private let tickThunk: GtkTickCallback = { _, clock, data in
    let body = ClosureBox<TickHandler>.take(data)
    let seconds = Double(gdk_frame_clock_get_frame_time(clock)) / 1_000_000
    return MainActor.assumeIsolated { body(seconds) } ? 1 : 0
}
