/// Where a game is hosted, as a player types it: a host name or IP address, and a port.
public struct HostAddress: Equatable, Sendable, CustomStringConvertible {
    /// The port a host asks for first, so that players can be told the same one each time.
    public static let defaultPort = 43_210

    public let host: String
    public let port: Int

    /// Reads "192.168.1.20", "192.168.1.20:43210", "computer.local:5000" or "[fe80::1]:5000";
    /// nil for anything else (spaces, paths, a port out of range): what is typed here becomes
    /// part of a URL, and may hold nothing but an address.
    public init?(_ typed: String) {
        let text = typed.trimmingWhitespace()
        var host = text
        var port = Self.defaultPort
        if text.hasPrefix("[") {
            guard let close = text.firstIndex(of: "]") else { return nil }
            host = text[text.index(after: text.startIndex)..<close]
            let rest = text[text.index(after: close)...]
            if !rest.isEmpty {
                guard rest.hasPrefix(":"), let number = Int(rest.dropFirst()) else { return nil }
                port = number
            }
            guard !host.isEmpty, host.allSatisfy({ $0.isHexDigit || $0 == ":" || $0 == "." }) else { return nil }
        } else {
            let parts = text.split(separator: ":", omittingEmptySubsequences: false)
            guard (1...2).contains(parts.count) else { return nil }
            host = parts[0]
            if parts.count == 2 {
                guard let number = Int(parts[1]) else { return nil }
                port = number
            }
            guard !host.isEmpty, host.count <= 253,
                  host.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "." || $0 == "-") }) else { return nil }
        }
        guard (1...65_535).contains(port) else { return nil }
        self.host = String(host)
        self.port = port
    }

    /// An address known to be well formed (this computer's own, as the lobby shows it).
    public init(host: String, port: Int) {
        self.host = host
        self.port = port
    }

    public var description: String { host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)" }
}

/// The six digits of a join code as typed: spaces and dashes allowed between them.
public enum JoinCode {
    public static func digits(of typed: String) -> String? {
        let digits = typed.filter { !$0.isWhitespace && $0 != "-" }
        return digits.count == 6 && digits.allSatisfy({ $0.isASCII && $0.isNumber }) ? digits : nil
    }
}
