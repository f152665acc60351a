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
    /// Whether peers from outside the local networks are answered: only while the router
    /// forwards the port (the host invites from anywhere). Otherwise such a connection is closed
    /// before anything is read, and one already open gets no further answer.
    public var admitsFromAnywhere = false
    /// Whether a peer is in the room (`LocalNetworks`, read at each connection, as interfaces change).
    private let isLocal: @MainActor (PeerAddress) -> Bool

    private let path: String
    /// The files served beside the WebSocket (nil: none, and every other request is refused).
    private let pages: WebPages?
    private let limits: Limits
    private let scheduler: any Scheduler
    private var admission: Admission
    private var listener: Listener?
    private var handshakes: [ObjectIdentifier: HandshakeReader] = [:]
    /// Streams sending their last answer (a refusal, a page) before they close.
    private var refusing: [ObjectIdentifier: SocketStream] = [:]
    /// Connections kept open after a page, waiting for their next request, with their computer's
    /// key: a browser keeps several, idle, and one gives way when that computer has no room left.
    private var betweenPages: [ObjectIdentifier: String] = [:]

    /// Listens on `port` (0: one the system chooses); serves `pages` to browsers, if given.
    public init(path: String, port: Int = 0, limits: Limits, admission: Admission, pages: WebPages? = nil,
                scheduler: any Scheduler = GLibScheduler.main,
                isLocal: @escaping @MainActor (PeerAddress) -> Bool = { LocalNetworks.ofThisComputer().contains($0) }) throws(NetworkError) {
        self.path = path
        self.isLocal = isLocal
        self.scheduler = scheduler
        self.pages = pages
        self.limits = limits
        self.admission = admission
        listener = try Listener(port: port, scheduler: scheduler) { [weak self] fd, peer in self?.accepted(fd, from: peer) }
    }

    private func accepted(_ fd: Int32, from peer: PeerAddress?) {
        let stream = SocketStream(adopting: fd, limits: limits, scheduler: scheduler)
        let key = peer?.limitKey ?? "unknown", network = peer?.networkKey ?? "unknown"
        // A browser's connection idle between pages gives way to its computer's new one (a page
        // opened in another tab, a phone's WebSocket behind the same router): the browser opens
        // another when it next needs one, while a refusal would keep a player out.
        if admission.isFull(for: key, network: network), let idle = idleBetweenPages(from: key) {
            release(key, network, idle)
        }
        // Refused at once: nothing read, nothing answered. Admission first: a flood beyond its
        // limits costs no look at the interfaces.
        guard admission.admit(key, network: network, at: scheduler.now) else { return stream.close() }
        let fromAnywhere = peer.map { !isLocal($0) } ?? true
        if fromAnywhere, !admitsFromAnywhere { return release(key, network, stream) }
        readRequest(on: stream, from: peer, fromAnywhere: fromAnywhere, key: key, network: network)
    }

    /// Reads the connection's next request (within the handshake's budget of bytes and time),
    /// and answers it: a WebSocket, a page (then the next request), or a refusal.
    private func readRequest(on stream: SocketStream, from peer: PeerAddress?, fromAnywhere: Bool, key: String, network: String,
                             received: ArraySlice<UInt8> = [], served: Int = 0) {
        let id = ObjectIdentifier(stream)
        let path = path, servesPages = pages != nil
        if served > 0, received.isEmpty { betweenPages[id] = key }
        handshakes[id] = HandshakeReader(stream: stream, seconds: limits.handshakeSeconds, received: received,
                                         read: { Handshake.readRequest($0, path: path, servesPages: servesPages) }) { [weak self] outcome in
            guard let self else { return }
            handshakes[id] = nil
            betweenPages[id] = nil
            // The router's way in closed while this request was read: nothing more for it.
            if fromAnywhere, !admitsFromAnywhere { return release(key, network, stream) }
            switch outcome {
            case .complete(let clientKey, let leftover):
                guard stream.write(Handshake.acceptance(accept: Handshake.acceptValue(for: clientKey))) else {
                    return release(key, network, stream)
                }
                let socket = WebSocket(stream: stream, role: .server, peer: peer, fromAnywhere: fromAnywhere, limits: limits,
                                       leftover: leftover)
                socket.onEnded = { [weak self] in self?.admission.release(key, network: network) }
                onConnection?(socket)
            case .page(let request, let leftover):
                guard let page = pages?(request) else { return refuse(.notFound, on: stream, key, network) }
                let last = request.closes || served + 1 >= Self.pagesPerConnection
                guard stream.write(PageAnswer.serving(page, for: last ? request.closing : request), whole: true) else {
                    return release(key, network, stream)
                }
                if last { return closeAfterSending(stream, key, network) }
                readRequest(on: stream, from: peer, fromAnywhere: fromAnywhere, key: key, network: network, received: leftover,
                            served: served + 1)
            case .refused(let refusal):
                refuse(refusal, on: stream, key, network)
            case .timedOut:
                release(key, network, stream)
            }
        }
    }

    /// Requests one connection may carry (a page and its files take a dozen or so).
    static let pagesPerConnection = 100

    /// Answers with a refusal, then closes.
    private func refuse(_ refusal: Handshake.Refusal, on stream: SocketStream, _ key: String, _ network: String) {
        stream.write(pages == nil ? Handshake.answer(refusing: refusal) : PageAnswer.refusing(refusal))
        closeAfterSending(stream, key, network)
    }

    /// Closes once what was written is sent (within the closing budget), releasing the connection's place.
    private func closeAfterSending(_ stream: SocketStream, _ key: String, _ network: String) {
        let id = ObjectIdentifier(stream)
        refusing[id] = stream
        stream.onEnd = { [weak self] in
            self?.refusing[id] = nil
            self?.admission.release(key, network: network)
        }
        stream.closeAfterSending(within: limits.closingSeconds)
    }

    /// One of `key`'s connections idle between pages, taken from its reader (which goes with
    /// it, so that closing the stream does not end the reading a second time).
    private func idleBetweenPages(from key: String) -> SocketStream? {
        guard let id = betweenPages.first(where: { $0.value == key })?.key else { return nil }
        betweenPages[id] = nil
        return handshakes.removeValue(forKey: id)?.stream
    }

    private func release(_ key: String, _ network: String, _ stream: SocketStream) {
        stream.close()
        admission.release(key, network: network)
    }
}
