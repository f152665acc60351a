import CGtk
import CSoup

/// Opens WebSocket connections to a server (libsoup's SoupSession), asynchronously on the GLib
/// main loop.
@MainActor
public final class WebSocketClient {
    private let session: UnsafeMutablePointer<SoupSession>
    private let maximumMessageBytes: Int

    public init(maximumMessageBytes: Int) {
        session = UnsafeMutablePointer(OpaquePointer(soup_session_new()!))
        self.maximumMessageBytes = maximumMessageBytes
        soup_session_set_timeout(session, 10)
    }

    isolated deinit {
        soup_session_abort(session)
        g_object_unref(UnsafeMutableRawPointer(session))
    }

    /// Connects to `url` (ws://host:port/path); `done` gets the open connection or the reason it failed.
    public func connect(to url: String, _ done: @escaping @MainActor (Result<WebSocket, NetworkError>) -> Void) {
        guard let message = soup_message_new("GET", url) else {
            return done(.failure(.notAnAddress))
        }
        let bytes = maximumMessageBytes
        let finished: AsyncReady = { source, result in
            var error: UnsafeMutablePointer<GError>?
            guard let connection = soup_session_websocket_connect_finish(UnsafeMutablePointer(source), result, &error) else {
                return done(.failure(NetworkError.take(error)))
            }
            let socket = WebSocket(adopting: connection, peerAddress: "", maximumMessageBytes: bytes)
            g_object_unref(UnsafeMutableRawPointer(connection))   // the finish call's reference; the wrapper holds its own
            done(.success(socket))
        }
        soup_session_websocket_connect_async(session, message, nil, nil, G_PRIORITY_DEFAULT, nil, asyncReadyThunk,
                                             ClosureBox.retained(finished))
        g_object_unref(UnsafeMutableRawPointer(message))
    }
}

typealias AsyncReady = @MainActor (OpaquePointer, OpaquePointer) -> Void

/// GAsyncReadyCallback: (GObject *source, GAsyncResult *result, gpointer), called once; it
/// releases its box.
private let asyncReadyThunk: GAsyncReadyCallback = { source, result, data in
    guard let data else { return }
    nonisolated(unsafe) let box = Unmanaged<ClosureBox<AsyncReady>>.fromOpaque(data).takeRetainedValue()
    guard let source, let result else { return }
    nonisolated(unsafe) let object = OpaquePointer(source), finished = result
    MainActor.assumeIsolated { box.body(object, finished) }
}
