import CGtk

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

extension Widget {
    /// The time between frames of the widget's window, in seconds, as its frame clock knows it
    /// (GDK assumes 60 Hz until the display says otherwise); nil while the widget is not shown.
    public var refreshInterval: Double? {
        guard let clock = gtk_widget_get_frame_clock(pointer) else { return nil }
        var interval: gint64 = 0
        gdk_frame_clock_get_refresh_info(clock, gdk_frame_clock_get_frame_time(clock), &interval, nil)
        return interval > 0 ? Double(interval) / 1_000_000 : nil
    }
}
