import Glibc
import Networking
import TestSupport

/// A program on the network that speaks TCP, not necessarily WebSocket: what a hostile peer
/// can send, byte for byte. The server under test runs on this thread's main loop, so every
/// wait here turns it.
final class RawPeer {
    let fd: Int32
    private(set) var received: [UInt8] = []
    private(set) var isClosed = false

    /// Connects to 127.0.0.1:`port` (the kernel completes it even before the server accepts).
    /// With `receiveBuffer`, the system keeps only that much for it unread: a peer that stops
    /// reading soon leaves the server's bytes queued in the server.
    init?(port: Int, receiveBuffer: Int32? = nil) {
        fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        if var size = receiveBuffer { setsockopt(fd, SOL_SOCKET, SO_RCVBUF, &size, socklen_t(MemoryLayout<Int32>.size)) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = in_addr_t(0x7F00_0001).bigEndian
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            close(fd)
            return nil
        }
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
    }

    deinit { close(fd) }

    /// Sends what the socket takes now; false once the server has closed the connection.
    @discardableResult
    func send(_ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if sent > 0 { offset += sent } else if errno == EAGAIN { MainLoopTurns.run(for: 0.001) } else { return false }
        }
        return true
    }

    /// Reads whatever has come, without waiting.
    func drain() {
        var buffer = [UInt8](repeating: 0, count: 65536)
        while !isClosed {
            let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if count > 0 { received += buffer[..<count] } else if count == 0 || (errno != EAGAIN && errno != EWOULDBLOCK) { isClosed = true } else { return }
        }
    }

    /// Turns the main loop, reading, until the server closes the connection; whether it did.
    func waitUntilClosed(atMost seconds: Double = 5) -> Bool {
        MainLoopTurns.run(until: { drain(); return isClosed }, atMost: seconds)
    }

    /// The WebSocket handshake for `path`; whether the server accepted it.
    func handshake(path: String) -> Bool {
        let key = Handshake.key(from: Array(repeating: 7, count: 16))
        guard send(Handshake.request(host: "127.0.0.1", path: path, key: key)) else { return false }
        let accepted = MainLoopTurns.run(until: {
            drain()
            return isClosed || Handshake.readResponse(received, accept: Handshake.acceptValue(for: key)) != .incomplete
        })
        guard accepted, case .complete(_, let length) = Handshake.readResponse(received, accept: Handshake.acceptValue(for: key)) else {
            return false
        }
        received.removeFirst(length)
        return true
    }

    /// The reason in the server's close frame, if one came.
    var closeReason: String? {
        var decoder = FrameDecoder(expectsMasked: false, maximumMessageBytes: 1 << 20)
        decoder.append(received)
        while let event = try? decoder.next() {
            if case .close(_, let reason) = event { return reason }
        }
        return nil
    }

    static let mask: [UInt8] = [1, 2, 3, 4]
}
