import MainLoop

/// Waits for the other end's half of the opening handshake on a fresh stream, within a deadline
/// and `Handshake.maximumBytes`; whichever end this is, `read` says what the bytes amount to.
@MainActor
final class HandshakeReader {
    enum Outcome {
        /// The handshake is complete; `leftover` are the bytes after it (frames already sent).
        case complete(key: String, leftover: ArraySlice<UInt8>)
        /// A request for a file; `leftover` are the bytes after it (the next request's).
        case page(PageRequest, leftover: ArraySlice<UInt8>)
        case refused(Handshake.Refusal)
        /// The deadline passed, or the stream ended, first.
        case timedOut
    }

    let stream: SocketStream
    private var bytes: [UInt8] = []
    private var deadline: Timeout?
    private var done: (@MainActor (Outcome) -> Void)?

    /// `read` says what the bytes amount to; `received` are bytes that came already (after an
    /// earlier request on the same connection), read on the main loop's next turn.
    init(stream: SocketStream, seconds: Double, received: ArraySlice<UInt8> = [], read: @escaping @MainActor ([UInt8]) -> Handshake.Reading,
         done: @escaping @MainActor (Outcome) -> Void) {
        self.stream = stream
        self.done = done
        let take: @MainActor (ArraySlice<UInt8>) -> Void = { [weak self] chunk in
            guard let self else { return }
            bytes += chunk
            switch read(bytes) {
            case .incomplete: break
            case .complete(let key, let length): finish(.complete(key: key, leftover: bytes[length...]))
            case .page(let request, let length): finish(.page(request, leftover: bytes[length...]))
            case .refused(let refusal): finish(.refused(refusal))
            }
        }
        stream.onBytes = take
        stream.onEnd = { [weak self] in self?.finish(.timedOut) }
        deadline = stream.scheduler.after(seconds) { [weak self] in self?.finish(.timedOut) }
        if received.isEmpty {
            stream.startReading()
        } else {
            waiting = stream.scheduler.nextTurn { [weak self] in
                take(received)
                if self?.done != nil { stream.startReading() }
            }
        }
    }

    /// The bytes that came already, until they are read.
    private var waiting: Timeout?

    isolated deinit {
        deadline?.cancel()
        waiting?.cancel()
    }

    /// Hands the stream on, once: what reads it next sets its own handlers.
    private func finish(_ outcome: Outcome) {
        guard let done else { return }
        self.done = nil
        deadline?.cancel()
        stream.pauseReading()
        stream.onBytes = nil
        stream.onEnd = nil
        done(outcome)
    }
}
