import CGtk
import Glibc

/// What the system says about this computer and its user.
public enum ThisComputer {
    /// The account's real name ("Ada Lovelace"), or its login name when none is set.
    public static var realName: String {
        let real = String(cString: g_get_real_name())
        // GLib answers "Unknown" (untranslated) when the account has no real name.
        return real.isEmpty || real == "Unknown" ? String(cString: g_get_user_name()) : real  // not for people: GLib's word
    }

    /// This computer's first global IPv6 address (in 2000::/3), which friends anywhere reach it
    /// at where the router's firewall lets them; nil without one.
    public static func globalIPv6Address() -> String? {
        interfaceAddresses().first { $0.isUp && $0.bytes.count == 16 && $0.bytes[0] & 0xE0 == 0x20 }?.text
    }

    /// The IPv4 addresses other computers on the network can reach this one at, in the order
    /// the system lists its interfaces (loopback left out; empty without a network).
    public static func networkAddresses() -> [String] {
        var addresses: [String] = []
        for address in interfaceAddresses() where address.isUp && !address.isLoopback && address.bytes.count == 4 {
            if !addresses.contains(address.text) { addresses.append(address.text) }
        }
        return addresses
    }

    /// One IPv4 or IPv6 address of one of this computer's interfaces, with its network's mask.
    struct InterfaceAddress {
        let bytes: [UInt8]
        let mask: [UInt8]
        let isUp: Bool
        let isLoopback: Bool
        /// As people write it ("192.168.1.20", "2001:db8::2").
        let text: String
    }

    /// Every IPv4 and IPv6 address of this computer's interfaces, in the order the system lists
    /// them (empty if it cannot say).
    static func interfaceAddresses() -> [InterfaceAddress] {
        var first: UnsafeMutablePointer<ifaddrs>?
        guard getifaddrs(&first) == 0 else { return [] }
        defer { freeifaddrs(first) }
        var found: [InterfaceAddress] = []
        var current = first
        while let entry = current?.pointee {
            current = entry.ifa_next
            guard let address = entry.ifa_addr, let (bytes, text) = read(address) else { continue }
            let mask = entry.ifa_netmask.flatMap(read)?.bytes ?? []
            found.append(InterfaceAddress(bytes: bytes, mask: mask, isUp: entry.ifa_flags & UInt32(IFF_UP) != 0,
                                          isLoopback: entry.ifa_flags & UInt32(IFF_LOOPBACK) != 0, text: text))
        }
        return found
    }

    /// An IPv4 or IPv6 socket address's bytes and text; nil for any other family.
    private static func read(_ socketAddress: UnsafeMutablePointer<sockaddr>) -> (bytes: [UInt8], text: String)? {
        func described(_ bytes: [UInt8], family: Int32, length: Int32) -> (bytes: [UInt8], text: String) {
            var text = [CChar](repeating: 0, count: Int(length))
            _ = bytes.withUnsafeBytes { inet_ntop(family, $0.baseAddress, &text, socklen_t(text.count)) }
            return (bytes, String(cText: text))
        }
        switch Int32(socketAddress.pointee.sa_family) {
        case AF_INET:
            let raw = socketAddress.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { inet in withUnsafeBytes(of: inet.pointee.sin_addr) { Array($0) } }
            return described(raw, family: AF_INET, length: INET_ADDRSTRLEN)
        case AF_INET6:
            let raw = socketAddress.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { inet in withUnsafeBytes(of: inet.pointee.sin6_addr) { Array($0) } }
            return described(raw, family: AF_INET6, length: INET6_ADDRSTRLEN)
        default: return nil
        }
    }
}
