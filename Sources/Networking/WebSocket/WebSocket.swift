import MainLoop

/// One WebSocket connection, from either end: whole text messages in and out, on the GLib main
/// loop. It keeps the peer within `Limits`: a message too large (whole or in fragments), frames
/// faster than the limit, bytes the peer leaves unread, or silence past the limit end the
/// connection. Pings go out regularly and pongs answer the peer's.
@MainActor
public final class WebSocket {
    public enum Role: Sendable { case server, client }

    /// Where the peer is (nil on the client's side: the client knows whom it called).
    public let peer: PeerAddress?
    /// Whether the peer is outside the local networks: it came in through the router's mapping.
    public let isFromAnywhere: Bool
    /// Each whole message, as UTF-8 bytes.
    public var onMessage: (@MainActor ([UInt8]) -> Void)?
    /// The connection has closed, by either end, or because the network or the peer failed.
    public var onClosed: (@MainActor () -> Void)?
    /// The reason the peer gave when it closed the connection, if any.
    public private(set) var peerCloseReason: String?
    /// Set when this end closed the connection because the peer broke the protocol or a limit
    /// ("tooLarge", "malformed", "tooManyMessages", "unread"…): such a peer is not to be trusted again.
    public private(set) var violation: String?
    /// For the server's count of open connections.
    var onEnded: (@MainActor () -> Void)?

    private enum State { case open, closing, closed }
    private var state = State.open
    private let role: Role
    private let limits: Limits
    private let stream: SocketStream
    private var decoder: FrameDecoder
    private var frames: RateLimit
    private var heardAt: Double
    private var pinger: Timeout?
    private var closingDeadline: Timeout?

    /// Takes over `stream` after its handshake; `leftover` are bytes read after the handshake.
    init(stream: SocketStream, role: Role, peer: PeerAddress?, fromAnywhere: Bool = false, limits: Limits,
         leftover: ArraySlice<UInt8> = []) {
        self.stream = stream
        self.role = role
        self.peer = peer
        isFromAnywhere = fromAnywhere
        self.limits = limits
        decoder = FrameDecoder(expectsMasked: role == .server, maximumMessageBytes: limits.messageBytes)
        frames = RateLimit(perSecond: limits.framesPerSecond, burst: limits.frameBurst)
        heardAt = stream.scheduler.now
        stream.onBytes = { [weak self] bytes in self?.heard(bytes) }
        stream.onEnd = { [weak self] in self?.ended() }
        keepPinging()
        if !leftover.isEmpty {
            // After the caller has had the chance to set its handlers.
            stream.scheduler.nextTurn { [weak self] in
                self?.heard(leftover)
                self?.stream.startReading()
            }
        } else {
            stream.startReading()
        }
    }

    isolated deinit {
        pinger?.cancel()
        closingDeadline?.cancel()
        stream.onEnd = nil
        stream.close()
    }

    public var isOpen: Bool { state == .open }

    /// Bytes waiting for a peer that reads slowly, or not at all (for tests and the curious).
    public var unsentBytes: Int { stream.unsentBytes }

    /// Whether each message leaves at once, without waiting on the peer's acknowledgement of the
    /// last (TCP_NODELAY, set on every game socket, both ends).
    public var sendsAtOnce: Bool { stream.sendsAtOnce }

    /// Sends `bytes` (UTF-8 text) as one message if the connection is open.
    public func send(_ bytes: [UInt8]) {
        guard state == .open else { return }
        write(FrameEncoder.frame(.text, bytes, mask: mask()))
    }

    /// Closes the connection, telling the peer `reason` (a few words for a program, not for
    /// people: empty for a normal close).
    public func close(reason: String) {
        close(code: reason.isEmpty ? 1000 : 1008, reason: reason)
    }

    // MARK: Reading

    private func heard(_ bytes: ArraySlice<UInt8>) {
        guard state != .closed, violation == nil else { return }
        heardAt = stream.scheduler.now
        decoder.append(bytes)
        do {
            while state != .closed, let event = try decoder.next() {
                guard state == .open || isClose(event) else { continue }   // closing: only the peer's close matters
                guard frames.allow(at: stream.scheduler.now) else { return closeForViolation(code: 1008, reason: "tooManyMessages") }
                switch event {
                case .message(let message): onMessage?(message)
                case .ping(let payload): write(FrameEncoder.frame(.pong, payload, mask: mask()))
                case .pong: break
                case .close(let code, let reason): peerClosed(code: code, reason: reason)
                }
            }
        } catch {
            closeForViolation(code: error.closeCode, reason: error.reason)
        }
    }

    private func isClose(_ event: FrameDecoder.Event) -> Bool {
        if case .close = event { return true }
        return false
    }

    private func peerClosed(code: UInt16?, reason: String) {
        peerCloseReason = reason.isEmpty ? nil : reason
        if state == .open {
            // Answered with the same code (RFC 6455, 5.5.1): the decoder let through only codes
            // an endpoint may send.
            state = .closing
            onMessage = nil
            stream.write(FrameEncoder.close(code: code ?? 1000, reason: "", mask: mask()))
        }
        stream.closeAfterSending(within: limits.closingSeconds)
    }

    // MARK: Writing and closing

    private func close(code: UInt16, reason: String) {
        guard state == .open else { return }
        state = .closing
        onMessage = nil
        guard stream.write(FrameEncoder.close(code: code, reason: reason, mask: mask())) else { return stream.close() }
        // The peer answers with its own close; one that does not is cut off.
        closingDeadline = stream.scheduler.after(limits.closingSeconds) { [weak self] in self?.stream.close() }
    }

    /// A peer that broke the protocol or a limit hears why, and nothing more is read from it:
    /// the connection ends once the close frame is sent (RFC 6455, 7.1.7), however much it sends.
    private func closeForViolation(code: UInt16, reason: String) {
        guard violation == nil else { return }
        violation = reason
        if state == .open {
            state = .closing
            onMessage = nil
            _ = stream.write(FrameEncoder.close(code: code, reason: reason, mask: mask()))
        }
        stream.closeAfterSending(within: limits.closingSeconds, linger: true)
    }

    private func write(_ frame: [UInt8]) {
        // A peer that leaves this much unread is not playing: it is let go at once.
        guard !stream.write(frame) else { return }
        violation = violation ?? "unread"
        stream.close()
    }

    /// A client masks every frame with four fresh random bytes (RFC 6455, 5.3).
    private func mask() -> [UInt8]? {
        guard role == .client else { return nil }
        var random = SystemRandomNumberGenerator()
        let bits = random.next() as UInt32
        return (0..<4).map { UInt8(truncatingIfNeeded: bits >> ($0 * 8)) }
    }

    private func keepPinging() {
        pinger = stream.scheduler.every(limits.pingSeconds) { [weak self] in
            guard let self, state == .open else { return false }
            if stream.scheduler.now - heardAt > limits.silenceSeconds {   // the peer vanished
                stream.close()
                return false
            }
            write(FrameEncoder.frame(.ping, [], mask: mask()))
            return true
        }
    }

    private func ended() {
        guard state != .closed else { return }
        state = .closed
        pinger?.cancel()
        closingDeadline?.cancel()
        onMessage = nil
        let ended = onEnded, closed = onClosed
        onEnded = nil
        onClosed = nil
        ended?()
        closed?()
    }
}
