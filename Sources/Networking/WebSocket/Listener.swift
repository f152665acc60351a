import Glibc
import MainLoop

/// A listening TCP socket on every interface (IPv6 and IPv4 alike where the system allows),
/// accepting connections on the GLib main loop. Running out of file descriptors does not stop
/// it: it waits a little and accepts again, so that connections are taken once others end.
@MainActor
final class Listener {
    let port: Int
    private let fd: Int32
    private var watch: FileWatch?
    private var retry: Timeout?
    private let scheduler: any Scheduler
    private var backoff = Listener.shortestBackoff
    private let accepted: @MainActor (Int32, PeerAddress?) -> Void

    static let shortestBackoff = 0.05
    static let longestBackoff = 1.0
    /// Connections taken per turn of the main loop, so that a crowd cannot hold it.
    static let perTurn = 16

    /// Listens on `port` (0: one the system chooses); `accepted` gets each connected socket and
    /// owns it from then on.
    init(port: Int, scheduler: any Scheduler, accepted: @escaping @MainActor (Int32, PeerAddress?) -> Void) throws(NetworkError) {
        self.scheduler = scheduler
        do {
            fd = try Self.listening(family: AF_INET6, port: port)
        } catch .portTaken {
            throw .portTaken
        } catch {
            fd = try Self.listening(family: AF_INET, port: port)   // no IPv6 here: IPv4 alone
        }
        self.port = Self.localPort(of: fd)
        self.accepted = accepted
        watchForConnections()
    }

    /// A socket of `family` listening on `port`; an IPv6 one takes IPv4 connections too.
    private static func listening(family: Int32, port: Int) throws(NetworkError) -> Int32 {
        let fd = socket(family, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { throw .failed(String(cString: strerror(errno))) }
        var on: Int32 = 1, off: Int32 = 0
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &on, socklen_t(MemoryLayout<Int32>.size))
        if family == AF_INET6 { setsockopt(fd, Int32(IPPROTO_IPV6), IPV6_V6ONLY, &off, socklen_t(MemoryLayout<Int32>.size)) }
        // The address "any" of either family: zeros but for the family and the port (at the same
        // place in sockaddr_in and sockaddr_in6).
        var address = sockaddr_storage()
        address.ss_family = sa_family_t(family)
        withUnsafeMutableBytes(of: &address) { $0[2] = UInt8(port >> 8 & 0xFF); $0[3] = UInt8(port & 0xFF) }
        let length = family == AF_INET6 ? MemoryLayout<sockaddr_in6>.size : MemoryLayout<sockaddr_in>.size
        let bound = withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(length)) } }
        guard bound == 0, listen(fd, 64) == 0 else {
            let problem = errno
            Glibc.close(fd)
            throw problem == EADDRINUSE ? .portTaken : .failed(String(cString: strerror(problem)))
        }
        return fd
    }

    isolated deinit {
        watch?.cancel()
        retry?.cancel()
        Glibc.close(fd)
    }

    private func watchForConnections() {
        watch = FileWatch(fd, for: .readable) { [weak self] in self?.acceptSome() ?? false }
    }

    /// Takes the connections waiting, a few per turn; on running out of descriptors (or kernel
    /// memory), stops watching and tries again later, a little later each time.
    private func acceptSome() -> Bool {
        for _ in 0..<Self.perTurn {
            var storage = sockaddr_storage()
            var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
            let client = withUnsafeMutablePointer(to: &storage) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    accept(fd, $0, &length)
                }
            }
            if client >= 0 {
                _ = fcntl(client, F_SETFD, FD_CLOEXEC)   // SocketStream makes it non-blocking
                backoff = Self.shortestBackoff
                accepted(client, Self.address(of: storage))
                continue
            }
            switch errno {
            case EAGAIN, EWOULDBLOCK: return true
            case EMFILE, ENFILE, ENOBUFS, ENOMEM:
                watch = nil
                retry = scheduler.after(backoff) { [weak self] in self?.watchForConnections() }
                backoff = min(backoff * 2, Self.longestBackoff)
                return false
            default: continue   // that connection failed (ECONNABORTED…); the next may not
            }
        }
        return true
    }

    private static func address(of storage: sockaddr_storage) -> PeerAddress? {
        let family = Int32(storage.ss_family)
        return withUnsafeBytes(of: storage) { raw in
            switch family {
            case AF_INET: PeerAddress(bytes: Array(raw[4..<8]))            // sockaddr_in.sin_addr
            case AF_INET6: PeerAddress(bytes: Array(raw[8..<24]))          // sockaddr_in6.sin6_addr
            default: nil
            }
        }
    }

    private static func localPort(of fd: Int32) -> Int {
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        _ = withUnsafeMutablePointer(to: &storage) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) } }
        return withUnsafeBytes(of: &storage) { Int(UInt16($0[2]) << 8 | UInt16($0[3])) }   // sin_port and sin6_port alike
    }
}
