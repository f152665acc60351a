import MainLoop

/// Waits for the other end's half of the opening handshake on a fresh stream, within a deadline
/// and `Handshake.maximumBytes`; whichever end this is, `read` says what the bytes amount to.
@MainActor
final class HandshakeReader {
    enum Outcome {
        /// The handshake is complete; `leftover` are the bytes after it (frames already sent).
        case complete(key: String, leftover: ArraySlice<UInt8>)
        case refused(Handshake.Refusal)
        /// The deadline passed, or the stream ended, first.
        case timedOut
    }

    let stream: SocketStream
    private var bytes: [UInt8] = []
    private var deadline: Timeout?
    private var done: (@MainActor (Outcome) -> Void)?

    init(stream: SocketStream, seconds: Double, read: @escaping @MainActor ([UInt8]) -> Handshake.Reading,
         done: @escaping @MainActor (Outcome) -> Void) {
        self.stream = stream
        self.done = done
        stream.onBytes = { [weak self] chunk in
            guard let self else { return }
            bytes += chunk
            switch read(bytes) {
            case .incomplete: break
            case .complete(let key, let length): finish(.complete(key: key, leftover: bytes[length...]))
            case .refused(let refusal): finish(.refused(refusal))
            }
        }
        stream.onEnd = { [weak self] in self?.finish(.timedOut) }
        deadline = Timeout.after(seconds) { [weak self] in self?.finish(.timedOut) }
        stream.startReading()
    }

    isolated deinit { deadline?.cancel() }

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
