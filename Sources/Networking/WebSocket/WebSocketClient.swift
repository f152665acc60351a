import CGtk
import Glibc
import MainLoop

/// Opens WebSocket connections to a server, asynchronously on the GLib main loop: GIO finds the
/// host (by name or address) and connects; the handshake and everything after are this module's.
@MainActor
public final class WebSocketClient {
    private let client: OpaquePointer
    private let limits: Limits
    private let scheduler: any Scheduler
    /// Each connection being made, to cancel when the client goes.
    private var attempts: Set<UnsafeMutablePointer<GCancellable>> = []
    private var handshakes: [ObjectIdentifier: HandshakeReader] = [:]
    /// How long finding the host and connecting may take.
    public static let connectSeconds = 10.0

    public init(limits: Limits, scheduler: any Scheduler = GLibScheduler.main) {
        client = OpaquePointer(g_socket_client_new()!)
        self.limits = limits
        self.scheduler = scheduler
    }

    isolated deinit {
        // Each attempt still ends in its callback, which lets go of it.
        for attempt in attempts { g_cancellable_cancel(attempt) }
        g_object_unref(UnsafeMutableRawPointer(client))
    }

    /// Connects to `path` on `host` (a name or an address; IPv6 without brackets) at `port`;
    /// `done` gets the open connection or the reason it failed, once.
    public func connect(host: String, port: Int, path: String, _ done: @escaping @MainActor (Result<WebSocket, NetworkError>) -> Void) {
        let attempt = g_cancellable_new()!
        attempts.insert(attempt)
        let deadline = scheduler.after(Self.connectSeconds) { g_cancellable_cancel(attempt) }
        let hostName = host.contains(":") ? "[\(host)]" : host
        let connected: AsyncReady = { [weak self] source, result in
            deadline.cancel()
            self?.attempts.remove(attempt)
            defer { g_object_unref(UnsafeMutableRawPointer(attempt)) }
            var error: UnsafeMutablePointer<GError>?
            guard let connection = g_socket_client_connect_to_host_finish(UnsafeMutablePointer(source), result, &error) else {
                return done(.failure(NetworkError.take(error)))
            }
            // The socket's descriptor, kept: the connection object (and its own descriptor) goes.
            let fd = fcntl(g_socket_get_fd(g_socket_connection_get_socket(connection)), F_DUPFD_CLOEXEC, 0)
            g_object_unref(UnsafeMutableRawPointer(connection))
            guard let self, fd >= 0 else {
                if fd >= 0 { Glibc.close(fd) }
                return done(.failure(.failed(String(cString: strerror(errno)))))
            }
            handshake(on: SocketStream(adopting: fd, limits: limits, scheduler: self.scheduler), host: "\(hostName):\(port)", path: path, done)
        }
        g_socket_client_connect_to_host_async(UnsafeMutablePointer(client), "\(hostName):\(port)", UInt16(clamping: port), attempt,
                                              asyncReadyThunk, ClosureBox.retained(connected))
    }

    private func handshake(on stream: SocketStream, host: String, path: String, _ done: @escaping @MainActor (Result<WebSocket, NetworkError>) -> Void) {
        var random = SystemRandomNumberGenerator()
        let key = Handshake.key(from: (0..<16).map { _ in random.next() as UInt8 })
        let accept = Handshake.acceptValue(for: key)
        stream.write(Handshake.request(host: host, path: path, key: key))
        let id = ObjectIdentifier(stream)
        let limits = limits
        handshakes[id] = HandshakeReader(stream: stream, seconds: Self.connectSeconds,
                                         read: { Handshake.readResponse($0, accept: accept) }) { [weak self] outcome in
            self?.handshakes[id] = nil
            switch outcome {
            case .complete(_, let leftover):
                done(.success(WebSocket(stream: stream, role: .client, peer: nil, limits: limits, leftover: leftover)))
            case .refused, .page:   // readResponse never reads a page request
                stream.close()
                done(.failure(.notAGame))
            case .timedOut:
                stream.close()
                done(.failure(.timedOut))
            }
        }
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

