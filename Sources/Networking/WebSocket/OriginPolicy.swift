/// Which web pages may open a WebSocket to this server. A browser names the page's site in
/// `Origin` and lets any page connect anywhere, so without this rule any page a player opens
/// could use their browser to connect to a game on their network. Programs (this app's own
/// client among them) send no Origin, and are judged by everything else.
///
/// A page is let in only when it comes from this very server: the same host and port as the
/// request's `Host`, and that host named by an address, `localhost` or a name of the local
/// network (`.local`). A page from a public name is refused even when the two agree: that name
/// could have been pointed at this computer after the page loaded (DNS rebinding).
enum OriginPolicy {
    static func allows(origin: String, host: String) -> Bool {
        guard let (scheme, authority) = split(origin), let page = Authority(authority, defaultPort: scheme == "https" ? 443 : 80),
              let server = Authority(host, defaultPort: 80) else { return false }
        return page == server && server.isLocal
    }

    /// "http://host:port" as its scheme ("http" or "https") and the rest; nil for anything else
    /// ("null", a path, another scheme).
    private static func split(_ origin: String) -> (String, Substring)? {
        for scheme in ["http", "https"] where origin.lowercased().hasPrefix(scheme + "://") {
            let authority = origin.dropFirst(scheme.count + 3)
            return authority.contains("/") ? nil : (scheme, authority)
        }
        return nil
    }

    /// A host and a port, as a Host field or an origin names them.
    private struct Authority: Equatable {
        let host: String
        let port: Int

        /// "name", "name:port", "1.2.3.4:port", "[::1]:port"; nil for anything else.
        init?(_ text: some StringProtocol, defaultPort: Int) {
            let text = String(text).lowercased()
            let hostPart: Substring, portPart: Substring?
            if text.hasPrefix("[") {
                guard let close = text.firstIndex(of: "]") else { return nil }
                hostPart = text[...close]
                let rest = text[text.index(after: close)...]
                guard rest.isEmpty || rest.hasPrefix(":") else { return nil }
                portPart = rest.isEmpty ? nil : rest.dropFirst()
            } else {
                let parts = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
                hostPart = parts[0]
                portPart = parts.count == 2 ? parts[1] : nil
            }
            guard !hostPart.isEmpty, hostPart.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "-.[]:".contains($0)) })
            else { return nil }
            if let portPart {
                guard !portPart.isEmpty, portPart.count <= 5, portPart.allSatisfy(\.isASCII), let port = Int(portPart),
                      (1...65535).contains(port) else { return nil }
                self.port = port
            } else {
                port = defaultPort
            }
            host = String(hostPart)
        }

        /// Named so that no name server elsewhere can decide where it points.
        var isLocal: Bool {
            if host.hasPrefix("[") { return host.dropFirst().dropLast().allSatisfy { $0.isHexDigit || $0 == ":" || $0 == "." } }
            let parts = host.split(separator: ".", omittingEmptySubsequences: false)
            let isIPv4 = parts.count == 4 && parts.allSatisfy { $0.count <= 3 && !$0.isEmpty && $0.allSatisfy(\.isNumber) && Int($0)! <= 255 }
            return isIPv4 || host == "localhost" || host.hasSuffix(".local")
        }
    }
}
