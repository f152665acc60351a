/// The networks a peer may come from and still count as in the room: loopback, the private and
/// link-local ranges, and every network this computer has an address on. Anyone else reaches a
/// hosted game only through the router's mapping (`RouterInvitation`), and only while it is
/// open. Pure but for `ofThisComputer()`, which reads the interfaces.
public struct LocalNetworks: Sendable {
    /// An address's first `prefix` bits, as bytes (4 or 16).
    public struct Network: Equatable, Sendable {
        public let bytes: [UInt8]
        public let prefix: Int

        public init(_ bytes: [UInt8], prefix: Int) {
            self.bytes = bytes
            self.prefix = prefix
        }

        func contains(_ address: PeerAddress) -> Bool {
            guard address.bytes.count == bytes.count else { return false }
            for bit in 0..<min(prefix, bytes.count * 8) {
                let mask = UInt8(0x80) >> UInt8(bit % 8)
                if address.bytes[bit / 8] & mask != bytes[bit / 8] & mask { return false }
            }
            return true
        }
    }

    /// Loopback, RFC 1918, IPv4 link-local; IPv6 loopback, unique local (fc00::/7), link-local.
    public static let privateRanges: [Network] = [
        Network([127, 0, 0, 0], prefix: 8), Network([10, 0, 0, 0], prefix: 8), Network([172, 16, 0, 0], prefix: 12),
        Network([192, 168, 0, 0], prefix: 16), Network([169, 254, 0, 0], prefix: 16),
        Network([UInt8](repeating: 0, count: 15) + [1], prefix: 128), Network([0xFC] + [UInt8](repeating: 0, count: 15), prefix: 7),
        Network([0xFE, 0x80] + [UInt8](repeating: 0, count: 14), prefix: 10),
    ]

    public let networks: [Network]

    public init(_ networks: [Network]) { self.networks = Self.privateRanges + networks }

    public func contains(_ address: PeerAddress) -> Bool { networks.contains { $0.contains(address) } }

    /// The private ranges and each network this computer's interfaces are on now.
    public static func ofThisComputer() -> LocalNetworks {
        LocalNetworks(ThisComputer.interfaceAddresses().compactMap { address in
            guard address.mask.count == address.bytes.count else { return nil }
            return Network(zip(address.bytes, address.mask).map { $0 & $1 }, prefix: address.mask.reduce(0) { $0 + $1.nonzeroBitCount })
        })
    }
}
