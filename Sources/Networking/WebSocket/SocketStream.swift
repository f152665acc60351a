import Glibc
import MainLoop

/// A connected TCP socket, non-blocking, on the GLib main loop: bytes in as they come, bytes out
/// queued until the peer takes them. It owns its file descriptor and closes it once.
@MainActor
final class SocketStream {
    /// Bytes read at a time: one read per turn of the main loop, so that no peer holds it.
    static let chunk = 4096

    private var fd: Int32
    private let queueLimit: Int
    private var reading: FileWatch?
    private var writing: FileWatch?
    private var outgoing: [UInt8] = []
    private var closeWhenSent = false
    /// After sending all, whether the connection stays half open until the deadline.
    private var linger = false
    /// When a connection that is closing closes, whatever is still queued.
    private var closeDeadline: Timeout?
    /// Times this stream's deadlines, and those of the handshake and WebSocket over it.
    let scheduler: any Scheduler
    /// Called with each chunk read.
    var onBytes: (@MainActor (ArraySlice<UInt8>) -> Void)?
    /// Called once when the stream has ended: the peer closed it, it failed, or it was closed here.
    var onEnd: (@MainActor () -> Void)?

    /// Takes over `fd`, a connected socket, within `limits`: at most `queuedBytes` wait here to
    /// be sent, after the system's own `systemSendBytes`.
    init(adopting fd: Int32, limits: Limits, scheduler: any Scheduler) {
        self.fd = fd
        self.scheduler = scheduler
        queueLimit = limits.queuedBytes
        let flags = fcntl(fd, F_GETFL)
        _ = fcntl(fd, F_SETFL, flags | O_NONBLOCK)
        var sendBuffer = limits.systemSendBytes
        setsockopt(fd, SOL_SOCKET, SO_SNDBUF, &sendBuffer, socklen_t(MemoryLayout<Int32>.size))
        // Every message is small and wanted at once (a claim, the table after it): none waits
        // for the peer's acknowledgement of the last one (Nagle's algorithm), which on a
        // network with delayed acknowledgements costs up to 40 ms or more a message.
        var noDelay: Int32 = 1
        setsockopt(fd, Int32(IPPROTO_TCP), TCP_NODELAY, &noDelay, socklen_t(MemoryLayout<Int32>.size))
    }

    /// Whether the socket sends each message at once (TCP_NODELAY), as every game socket does.
    var sendsAtOnce: Bool {
        var value: Int32 = 0
        var size = socklen_t(MemoryLayout<Int32>.size)
        return getsockopt(fd, Int32(IPPROTO_TCP), TCP_NODELAY, &value, &size) == 0 && value != 0
    }

    isolated deinit {
        reading?.cancel()
        writing?.cancel()
        closeDeadline?.cancel()
        if fd >= 0 { Glibc.close(fd) }
    }

    var isOpen: Bool { fd >= 0 }

    /// Bytes queued here because the system's buffer for the peer is full.
    var unsentBytes: Int { outgoing.count }

    func startReading() {
        guard fd >= 0, reading == nil else { return }
        reading = FileWatch(fd, for: .readable) { [weak self] in self?.readChunk() ?? false }
    }

    /// Stops reading until `startReading` (what has not been read waits in the socket).
    func pauseReading() {
        reading?.cancel()
        reading = nil
    }

    /// Queues `bytes`; false (and nothing queued) when the peer has left too much unread.
    /// A `whole` answer (a page the server chose, larger than the limit: 4Set's faces) is
    /// queued when nothing else waits: a peer that reads nothing holds one answer at most.
    @discardableResult
    func write(_ bytes: [UInt8], whole: Bool = false) -> Bool {
        guard fd >= 0, !closeWhenSent else { return false }
        guard outgoing.count + bytes.count <= queueLimit || (whole && outgoing.isEmpty) else { return false }
        outgoing += bytes
        flush()
        return true
    }

    /// Closes once everything queued is sent, reading nothing more, and `within` seconds from
    /// the first such call at the latest, whatever is still queued: a peer that reads nothing
    /// cannot hold a closing connection open. With `linger`, the sending side is shut once all
    /// is sent and the socket closed only at that deadline: closing a socket with unread bytes
    /// resets it, and the reset could overtake what was sent last (a close frame and its reason).
    /// Meanwhile nothing is read, so a peer that goes on sending only fills the system's buffer.
    func closeAfterSending(within seconds: Double, linger: Bool = false) {
        guard fd >= 0 else { return }
        closeWhenSent = true
        self.linger = self.linger || linger
        onBytes = nil
        pauseReading()
        if closeDeadline == nil { closeDeadline = scheduler.after(seconds) { [weak self] in self?.close() } }
        if outgoing.isEmpty { sent() }
    }

    /// Everything queued has gone: close now, or shut the sending side and wait for the deadline.
    private func sent() {
        guard linger, fd >= 0 else { return close() }
        shutdown(fd, Int32(SHUT_WR))
    }

    /// Closes now; whatever is queued is dropped.
    func close() {
        guard fd >= 0 else { return }
        reading?.cancel()
        writing?.cancel()
        closeDeadline?.cancel()
        reading = nil
        writing = nil
        outgoing = []
        shutdown(fd, Int32(SHUT_RDWR))
        Glibc.close(fd)
        fd = -1
        let end = onEnd
        onEnd = nil
        onBytes = nil
        end?()
    }

    private func readChunk() -> Bool {
        guard fd >= 0 else { return false }
        var buffer = [UInt8](repeating: 0, count: Self.chunk)
        let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT)) }
        if count > 0 {
            onBytes?(buffer[..<count])
            return fd >= 0
        }
        if count < 0, errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR { return true }
        reading = nil
        close()   // the peer closed the connection, or it failed
        return false
    }

    private func flush() {
        guard fd >= 0 else { return }
        while !outgoing.isEmpty {
            let sent = outgoing.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT | MSG_NOSIGNAL)) }
            if sent > 0 {
                outgoing.removeFirst(sent)
                continue
            }
            if sent < 0, errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR {
                if writing == nil { writing = FileWatch(fd, for: .writable) { [weak self] in self?.writeReady() ?? false } }
                return
            }
            return close()   // the peer is gone
        }
        writing?.cancel()
        writing = nil
        if closeWhenSent { sent() }
    }

    private func writeReady() -> Bool {
        writing = nil   // flush watches again if it must
        flush()
        return false
    }
}
