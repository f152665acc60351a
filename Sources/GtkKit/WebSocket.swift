import CGtk
import CSoup

/// One WebSocket connection (libsoup's SoupWebsocketConnection), from either end: whole
/// messages in and out as bytes, on the GLib main loop. The wrapper holds a reference to the
/// connection and closes it when dropped.
@MainActor
public final class WebSocket {
    private let connection: OpaquePointer
    /// The peer's address as the server saw it ("" on the client's side).
    public let peerAddress: String
    public var onMessage: (@MainActor ([UInt8]) -> Void)?
    /// The connection is closed, by either end or because the network went away.
    public var onClosed: (@MainActor () -> Void)?

    /// Messages larger than `maximumMessageBytes` close the connection before they are read.
    init(adopting connection: OpaquePointer, peerAddress: String, maximumMessageBytes: Int) {
        self.connection = connection
        self.peerAddress = peerAddress
        g_object_ref(UnsafeMutableRawPointer(connection))
        soup_websocket_connection_set_max_incoming_payload_size(connection, UInt(maximumMessageBytes))
        // Pings every few seconds: a peer that vanished without closing is noticed.
        soup_websocket_connection_set_keepalive_interval(connection, 5)
        let instance = UnsafeMutableRawPointer(connection)
        connect(instance, .websocketMessage) { [weak self] bytes in self?.onMessage?(bytes) }
        connect(instance, .plain("closed")) { [weak self] in self?.onClosed?() }
    }

    isolated deinit {
        close(reason: "")
        g_object_unref(UnsafeMutableRawPointer(connection))
    }

    public var isOpen: Bool { soup_websocket_connection_get_state(connection) == SOUP_WEBSOCKET_STATE_OPEN }

    /// Sends `bytes` (UTF-8 text: the messages are JSON) if the connection is open.
    public func send(_ bytes: [UInt8]) {
        guard isOpen else { return }
        String(decoding: bytes, as: UTF8.self).withCString { soup_websocket_connection_send_text(connection, $0) }
    }

    /// Closes the connection, telling the peer `reason` (a few words for a program, not for people).
    public func close(reason: String) {
        guard isOpen else { return }
        let code = reason.isEmpty ? SOUP_WEBSOCKET_CLOSE_NORMAL : SOUP_WEBSOCKET_CLOSE_POLICY_VIOLATION
        soup_websocket_connection_close(connection, UInt16(code.rawValue), reason.isEmpty ? nil : reason)
    }

    /// The reason the peer gave when it closed the connection, if any.
    public var peerCloseReason: String? {
        soup_websocket_connection_get_close_data(connection).map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 }
    }
}

/// Why a network call failed.
public enum NetworkError: Error, Equatable, Sendable {
    /// The address is not a WebSocket address (ws://host:port/path).
    case notAnAddress
    /// The computer answered, but nothing listens on that port.
    case nothingListens
    /// GLib's own words for what went wrong (a GError's message, translated by GLib).
    case failed(String)

    static func take(_ error: UnsafeMutablePointer<GError>?) -> NetworkError {
        defer { g_error_free(error) }
        if g_error_matches(error, g_io_error_quark(), Int32(G_IO_ERROR_CONNECTION_REFUSED.rawValue)) != 0 { return .nothingListens }
        return .failed(error.map { String(cString: $0.pointee.message) } ?? "")
    }
}
