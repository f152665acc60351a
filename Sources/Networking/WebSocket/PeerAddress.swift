/// The address a connection comes from: IPv4 (an IPv4 address mapped into IPv6 counts as IPv4)
/// or IPv6. Pure: made from the address's bytes.
public struct PeerAddress: Hashable, Sendable, CustomStringConvertible {
    /// Four bytes for IPv4, sixteen for IPv6.
    public let bytes: [UInt8]

    /// Nil for anything but 4 or 16 bytes.
    public init?(bytes: [UInt8]) {
        switch bytes.count {
        case 4: self.bytes = bytes
        case 16 where bytes.prefix(10).allSatisfy({ $0 == 0 }) && bytes[10] == 0xFF && bytes[11] == 0xFF:
            self.bytes = Array(bytes.suffix(4))   // ::ffff:a.b.c.d is a.b.c.d
        case 16: self.bytes = bytes
        default: return nil
        }
    }

    public var isLoopback: Bool {
        bytes.count == 4 ? bytes[0] == 127 : bytes == [UInt8](repeating: 0, count: 15) + [1]
    }

    /// "192.168.1.20" or "fe80:0:0:0:0:0:0:1" (without shortening).
    public var description: String {
        guard bytes.count == 16 else { return bytes.map(String.init).joined(separator: ".") }
        return stride(from: 0, to: 16, by: 2).map { String(UInt16(bytes[$0]) << 8 | UInt16(bytes[$0 + 1]), radix: 16) }
            .joined(separator: ":")
    }

    /// Who stands behind the address, as far as limits go: the whole computer for every loopback
    /// address (127.0.0.1, 127.0.0.2 and ::1 are one), otherwise the address itself.
    public var limitKey: String { isLoopback ? "loopback" : description }

    /// The network the address is on, where one computer can take any address: for IPv6 its
    /// /64 (its first 64 bits); for IPv4 and loopback, `limitKey` again.
    public var networkKey: String {
        guard !isLoopback, bytes.count == 16 else { return limitKey }
        return stride(from: 0, to: 8, by: 2).map { String(UInt16(bytes[$0]) << 8 | UInt16(bytes[$0 + 1]), radix: 16) }
            .joined(separator: ":") + "::/64"
    }
}
