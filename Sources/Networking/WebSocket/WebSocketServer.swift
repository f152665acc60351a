import MainLoop

/// A WebSocket server on every network interface, at one path. It listens from its creation
/// until it is dropped, and hands each connection whose handshake succeeds to `onConnection`.
///
/// Whoever can reach the port can connect, so everything a peer can cost is bounded here, before
/// the game hears of it: connections in all and per address (`Admission`), the handshake's size
/// and deadline, and then each connection's `Limits`.
@MainActor
public final class WebSocketServer {
    public var port: Int { listener?.port ?? 0 }
    public var onConnection: (@MainActor (WebSocket) -> Void)?
    /// Connections open now, handshaking or not (for tests and the curious).
    public var connectionCount: Int { admission.count }

    private let path: String
    private let limits: Limits
    private var admission: Admission
    private var listener: Listener?
    private var handshakes: [ObjectIdentifier: HandshakeReader] = [:]
    /// Streams sending a refusal before they close.
    private var refusing: [ObjectIdentifier: SocketStream] = [:]

    /// Listens on `port` (0: one the system chooses).
    public init(path: String, port: Int = 0, limits: Limits, admission: Admission) throws(NetworkError) {
        self.path = path
        self.limits = limits
        self.admission = admission
        listener = try Listener(port: port) { [weak self] fd, peer in self?.accepted(fd, from: peer) }
    }

    private func accepted(_ fd: Int32, from peer: PeerAddress?) {
        let stream = SocketStream(adopting: fd, limits: limits)
        let key = peer?.limitKey ?? "unknown", network = peer?.networkKey ?? "unknown"
        // Refused at once: nothing read, nothing answered.
        guard admission.admit(key, network: network, at: monotonicSeconds()) else { return stream.close() }
        let id = ObjectIdentifier(stream)
        let path = path
        handshakes[id] = HandshakeReader(stream: stream, seconds: limits.handshakeSeconds,
                                         read: { Handshake.readRequest($0, path: path) }) { [weak self] outcome in
            guard let self else { return }
            handshakes[id] = nil
            switch outcome {
            case .complete(let clientKey, let leftover):
                guard stream.write(Handshake.acceptance(accept: Handshake.acceptValue(for: clientKey))) else {
                    return release(key, network, stream)
                }
                let socket = WebSocket(stream: stream, role: .server, peer: peer, limits: limits, leftover: leftover)
                socket.onEnded = { [weak self] in self?.admission.release(key, network: network) }
                onConnection?(socket)
            case .refused(let refusal):
                refusing[id] = stream
                stream.onEnd = { [weak self] in
                    self?.refusing[id] = nil
                    self?.admission.release(key, network: network)
                }
                stream.write(Handshake.answer(refusing: refusal))
                stream.closeAfterSending(within: limits.closingSeconds)
            case .timedOut:
                release(key, network, stream)
            }
        }
    }

    private func release(_ key: String, _ network: String, _ stream: SocketStream) {
        stream.close()
        admission.release(key, network: network)
    }
}
