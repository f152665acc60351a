// Words in this file are for developers, not for translation.
// (They are HTTP's: methods and header fields, which programs read.)

/// A browser's request for a file: a GET or a HEAD, of a path, on a connection that may carry
/// more requests after it (HTTP/1.1 keeps connections open unless asked not to).
public struct PageRequest: Equatable, Sendable {
    /// The path without its query ("/js/main.js").
    public let path: String
    /// HEAD: the answer's header alone.
    public let isHead: Bool
    /// The browser takes gzip-compressed bodies.
    public let acceptsGzip: Bool
    /// The browser asked to close the connection after this answer.
    public let closes: Bool

    public init(path: String, isHead: Bool = false, acceptsGzip: Bool = false, closes: Bool = false) {
        self.path = path
        self.isHead = isHead
        self.acceptsGzip = acceptsGzip
        self.closes = closes
    }

    /// Reads a request that asks for no upgrade. Refused: a method other than GET and HEAD (405),
    /// a request with a body (there is nothing to send one to), a path that is not one
    /// (absolute, without dots that climb, of printable characters), and no or several Hosts.
    static func read(method: Substring, target: Substring, fields: HeaderFields) -> Result<PageRequest, Handshake.Refusal> {
        guard method == "GET" || method == "HEAD" else { return .failure(.methodNotAllowed) }
        guard !fields.has("content-length") || fields.single("content-length") == "0", !fields.has("transfer-encoding"),
              let host = fields.single("host"), !host.isEmpty else { return .failure(.badRequest) }
        let path = target.prefix { $0 != "?" }
        guard path.hasPrefix("/"), path.count <= 256, !path.split(separator: "/").contains(where: { $0 == ".." || $0 == "." }),
              !path.contains("\\") else { return .failure(.notFound) }
        if fields.has("origin") {
            // A page of another site asking with the browser's credentials: never answered.
            guard let origin = fields.single("origin"), OriginPolicy.allows(origin: origin, host: host) else { return .failure(.forbidden) }
        }
        return .success(PageRequest(path: String(path), isHead: method == "HEAD", acceptsGzip: fields.has("accept-encoding", token: "gzip"),
                                    closes: fields.has("connection", token: "close")))
    }
}
