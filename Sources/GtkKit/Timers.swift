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
        let body: Predicate = { [weak timeout] in
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
let sourceThunk: GSourceFunc = { data in
    let body = ClosureBox<Predicate>.take(data)
    return MainActor.assumeIsolated { body() } ? 1 : 0
}

/// Calls back once per frame while registered, with the frame clock's time in seconds. This is
/// what drives animation: every moving thing is positioned for the frame about to be drawn.
@MainActor
public final class FrameTicker {
    private weak var widget: Widget?
    private var id: UInt32 = 0

    public init() {}

    public var isRunning: Bool { id != 0 }

    /// Starts ticking on `widget`'s frame clock; `tick` returns false to stop.
    public func start(on widget: Widget, _ tick: @escaping @MainActor (Double) -> Bool) {
        stop()
        self.widget = widget
        let body: TickHandler = { [weak self] seconds in
            let goOn = tick(seconds)
            if !goOn { self?.id = 0 }
            return goOn
        }
        id = gtk_widget_add_tick_callback(widget.pointer, tickThunk, ClosureBox.retained(body), releaseBoxNotify)
    }

    public func stop() {
        if id != 0, let widget { gtk_widget_remove_tick_callback(widget.pointer, id) }
        id = 0
    }

    /// The frame clock's current time in seconds, for starting animations in step with it.
    public static func frameTime(of widget: Widget) -> Double? {
        guard let clock = gtk_widget_get_frame_clock(widget.pointer) else { return nil }
        return Double(gdk_frame_clock_get_frame_time(clock)) / 1_000_000
    }
}

typealias TickHandler = @MainActor (Double) -> Bool

private let tickThunk: GtkTickCallback = { _, clock, data in
    let body = ClosureBox<TickHandler>.take(data)
    let seconds = Double(gdk_frame_clock_get_frame_time(clock)) / 1_000_000
    return MainActor.assumeIsolated { body(seconds) } ? 1 : 0
}

/// Monotonic time in seconds, from GLib.
public func monotonicSeconds() -> Double { Double(g_get_monotonic_time()) / 1_000_000 }

/// Wall-clock time in seconds since 1970, from GLib.
public func wallClockSeconds() -> Double { Double(g_get_real_time()) / 1_000_000 }

/// A wall-clock time (seconds since 1970) as the local date and time in `pattern`
/// (g_date_time_format's): "22 Nov 2026, 14:05" for "%-d %b %Y, %H:%M".
public func localDateTime(_ seconds: Double, pattern: String) -> String {
    guard let time = g_date_time_new_from_unix_local(Int(seconds)) else { return "" }
    defer { g_date_time_unref(time) }
    guard let text = g_date_time_format(time, pattern) else { return "" }
    defer { g_free(text) }
    return String(cString: text)
}

/// Today's date in the local time zone: year, month (1...12) and day of the month.
public func localDate() -> (year: Int, month: Int, day: Int) {
    let now = g_date_time_new_now_local()!
    defer { g_date_time_unref(now) }
    return (Int(g_date_time_get_year(now)), Int(g_date_time_get_month(now)), Int(g_date_time_get_day_of_month(now)))
}

