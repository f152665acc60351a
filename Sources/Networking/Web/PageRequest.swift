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
    /// The languages the browser's user reads, most wanted first ("de-CH", "de", "en"), from
    /// Accept-Language: a page's words are chosen by them.
    public let languages: [String]

    public init(path: String, isHead: Bool = false, acceptsGzip: Bool = false, closes: Bool = false, languages: [String] = []) {
        self.path = path
        self.isHead = isHead
        self.acceptsGzip = acceptsGzip
        self.closes = closes
        self.languages = languages
    }

    /// The same request, closing the connection after its answer.
    var closing: PageRequest { PageRequest(path: path, isHead: isHead, acceptsGzip: acceptsGzip, closes: true, languages: languages) }

    /// Accept-Language's languages by their weight ("fr-CH, fr;q=0.9, en;q=0.8, *;q=0.5"), at
    /// most eight, without "*" and those weighted 0.
    static func languages(_ field: String?) -> [String] {
        guard let field else { return [] }
        let weighted = field.split(separator: ",").prefix(16).compactMap { part -> (String, Double)? in
            let pieces = part.split(separator: ";")
            let tag = pieces.first?.trimmingSpaces() ?? ""
            guard !tag.isEmpty, tag != "*", tag.count <= 16, tag.allSatisfy({ $0.isASCII && ($0.isLetter || $0 == "-") }) else { return nil }
            let weight = pieces.dropFirst().first { $0.trimmingSpaces().hasPrefix("q=") }.flatMap { Double($0.trimmingSpaces().dropFirst(2)) } ?? 1
            return weight > 0 ? (tag, weight) : nil
        }
        return weighted.enumerated().sorted { ($0.element.1, -$0.offset) > ($1.element.1, -$1.offset) }.prefix(8).map(\.element.0)
    }

    /// Reads a request that asks for no upgrade. Refused: a method other than GET and HEAD (405),
    /// a request with a body (there is nothing to send one to), a path that is not one
    /// (absolute, without dots that climb, of printable characters), and no or several Hosts
    /// (HTTP/1.0 may leave Host out, RFC 9112 3.2; its connection closes after the answer,
    /// unless it asks to keep it alive).
    static func read(method: Substring, target: Substring, fields: HeaderFields, version: Substring = "HTTP/1.1")
        -> Result<PageRequest, Handshake.Refusal> {
        guard method == "GET" || method == "HEAD" else { return .failure(.methodNotAllowed) }
        let old = version == "HTTP/1.0"
        let host = fields.single("host") ?? (old && !fields.has("host") ? "" : nil)
        guard !fields.has("content-length") || fields.single("content-length") == "0", !fields.has("transfer-encoding"),
              let host, !host.isEmpty || old else { return .failure(.badRequest) }
        let path = target.prefix { $0 != "?" }
        guard path.hasPrefix("/"), path.count <= 256, !path.split(separator: "/").contains(where: { $0 == ".." || $0 == "." }),
              !path.contains("\\") else { return .failure(.notFound) }
        if fields.has("origin") {
            // A page of another site asking with the browser's credentials: never answered.
            guard let origin = fields.single("origin"), OriginPolicy.allows(origin: origin, host: host) else { return .failure(.forbidden) }
        }
        return .success(PageRequest(path: String(path), isHead: method == "HEAD", acceptsGzip: fields.has("accept-encoding", token: "gzip"),
                                    closes: fields.has("connection", token: "close") || old && !fields.has("connection", token: "keep-alive"),
                                    languages: languages(fields.single("accept-language"))))
    }
}
