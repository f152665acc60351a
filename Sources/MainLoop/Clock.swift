import CGtk

/// Monotonic time in seconds, from GLib.
public func monotonicSeconds() -> Double { Double(g_get_monotonic_time()) / 1_000_000 }

/// Wall-clock time in seconds since 1970, from GLib.
public func wallClockSeconds() -> Double { Double(g_get_real_time()) / 1_000_000 }
