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
        var first: UnsafeMutablePointer<ifaddrs>?
        guard getifaddrs(&first) == 0 else { return nil }
        defer { freeifaddrs(first) }
        var current = first
        while let entry = current?.pointee {
            current = entry.ifa_next
            guard let address = entry.ifa_addr, address.pointee.sa_family == sa_family_t(AF_INET6),
                  entry.ifa_flags & UInt32(IFF_UP) != 0 else { continue }
            var raw = address.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { $0.pointee.sin6_addr }
            guard withUnsafeBytes(of: raw, { $0[0] & 0xE0 == 0x20 }) else { continue }
            var text = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN))
            _ = inet_ntop(AF_INET6, &raw, &text, socklen_t(text.count))
            return String(cText: text)
        }
        return nil
    }

    /// The IPv4 addresses other computers on the network can reach this one at, in the order
    /// the system lists its interfaces (loopback left out; empty without a network).
    public static func networkAddresses() -> [String] {
        var first: UnsafeMutablePointer<ifaddrs>?
        guard getifaddrs(&first) == 0 else { return [] }
        defer { freeifaddrs(first) }
        var addresses: [String] = []
        var current = first
        while let entry = current?.pointee {
            current = entry.ifa_next
            guard let address = entry.ifa_addr, address.pointee.sa_family == sa_family_t(AF_INET),
                  entry.ifa_flags & UInt32(IFF_LOOPBACK) == 0, entry.ifa_flags & UInt32(IFF_UP) != 0 else { continue }
            var text = [CChar](repeating: 0, count: Int(INET_ADDRSTRLEN))
            address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { inet in
                var raw = inet.pointee.sin_addr
                _ = inet_ntop(AF_INET, &raw, &text, socklen_t(text.count))
            }
            let printable = String(cText: text)
            if !addresses.contains(printable) { addresses.append(printable) }
        }
        return addresses
    }
}
