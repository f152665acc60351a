import CGtk
import CSoup

/// A WebSocket server (libsoup's SoupServer) on every network interface, at one path. It
/// listens from its creation until it is dropped, and hands each new connection to
/// `onConnection` with the peer's address.
@MainActor
public final class WebSocketServer {
    private let server: UnsafeMutablePointer<SoupServer>
    /// The port it listens on (the system's choice when asked for port 0).
    public private(set) var port = 0
    public var onConnection: (@MainActor (WebSocket) -> Void)?

    public init(path: String, port: Int = 0, maximumMessageBytes: Int) throws(NetworkError) {
        server = UnsafeMutablePointer(OpaquePointer(g_object_new_with_properties(soup_server_get_type(), 0, nil, nil)!))
        let accepted: WebSocketAccepted = { [weak self] connection, address in
            self?.onConnection?(WebSocket(adopting: connection, peerAddress: address, maximumMessageBytes: maximumMessageBytes))
        }
        soup_server_add_websocket_handler(server, path, nil, nil, acceptedThunk, ClosureBox.retained(accepted), releaseBoxNotify)
        var error: UnsafeMutablePointer<GError>?
        // (On failure the object is whole, so deinit lets go of the server.)
        guard soup_server_listen_all(server, UInt32(port), SoupServerListenOptions(rawValue: 0), &error) != 0 else {
            throw NetworkError.take(error)
        }
        var uris = soup_server_get_uris(server)
        if let first = uris?.pointee.data { self.port = Int(g_uri_get_port(OpaquePointer(first))) }
        g_slist_free_full(uris, { g_uri_unref(OpaquePointer($0)) })
        uris = nil
    }

    isolated deinit {
        soup_server_disconnect(server)
        g_object_unref(UnsafeMutableRawPointer(server))
    }
}

typealias WebSocketAccepted = @MainActor (OpaquePointer, String) -> Void

/// SoupServerWebsocketCallback: (SoupServer *, SoupServerMessage *, const char *path,
/// SoupWebsocketConnection *, gpointer).
private let acceptedThunk: SoupServerWebsocketCallback = { _, message, _, connection, data in
    guard let connection else { return }
    let body = ClosureBox<WebSocketAccepted>.take(data)
    let address = message.flatMap { soup_server_message_get_remote_host($0) }.map { String(cString: $0) } ?? ""
    nonisolated(unsafe) let accepted = connection
    MainActor.assumeIsolated { body(accepted, address) }
}
