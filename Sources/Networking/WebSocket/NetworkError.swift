import CGtk

/// Why a network call failed.
public enum NetworkError: Error, Equatable, Sendable {
    /// The computer answered, but nothing listens on that port.
    case nothingListens
    /// The port asked for is in use (by another program, or another game).
    case portTaken
    /// Something listens there, but it does not speak this WebSocket.
    case notAGame
    /// Nothing answered in time.
    case timedOut
    /// The system's own words for what went wrong (GLib's message, translated by GLib).
    case failed(String)

    static func take(_ error: UnsafeMutablePointer<GError>?) -> NetworkError {
        defer { g_error_free(error) }
        if g_error_matches(error, g_io_error_quark(), Int32(G_IO_ERROR_CONNECTION_REFUSED.rawValue)) != 0 { return .nothingListens }
        if g_error_matches(error, g_io_error_quark(), Int32(G_IO_ERROR_TIMED_OUT.rawValue)) != 0 { return .timedOut }
        if g_error_matches(error, g_io_error_quark(), Int32(G_IO_ERROR_CANCELLED.rawValue)) != 0 { return .timedOut }
        return .failed(error.map { String(cString: $0.pointee.message) } ?? "")
    }
}
