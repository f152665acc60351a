// Words in this file are for developers, not for translation.
// (They are HTTP's: status lines and header fields, which programs read.)

/// What a server sends back for a page request: the file with headers that keep a room's
/// browsers safe, or a refusal. Pure.
enum PageAnswer {
    /// Scripts and styles from this server only, never inline; pictures from it or from data
    /// URLs (the cards); connections only back to it (the game's WebSocket); no frames, forms or
    /// base URLs. `'self'` covers ws:// to the same host and port (CSP Level 3).
    static let contentSecurityPolicy = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
        + "connect-src 'self'; manifest-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

    /// The headers every answer carries, whatever it says.
    private static let safety = "Content-Security-Policy: \(contentSecurityPolicy)\r\nX-Content-Type-Options: nosniff\r\n"
        + "Referrer-Policy: no-referrer\r\nCross-Origin-Resource-Policy: same-origin\r\nX-Frame-Options: DENY\r\n"

    /// The file, compressed if the browser takes it; the body left out for a HEAD.
    static func serving(_ page: WebPage, for request: PageRequest) -> [UInt8] {
        let compressed = request.acceptsGzip ? page.gzipped : nil
        let body = compressed ?? page.body
        let cache = page.cacheSeconds > 0 ? "public, max-age=\(page.cacheSeconds)" : "no-cache"
        var header = "HTTP/1.1 200 OK\r\nContent-Type: \(page.contentType)\r\nContent-Length: \(body.count)\r\n"
            + "Cache-Control: \(cache)\r\n" + safety
        if page.gzipped != nil { header += "Vary: Accept-Encoding\r\n" }
        if compressed != nil { header += "Content-Encoding: gzip\r\n" }
        header += request.closes ? "Connection: close\r\n\r\n" : "Connection: keep-alive\r\n\r\n"
        return Array(header.utf8) + (request.isHead ? [] : body)
    }

    /// A refusal with a one-line text body; the connection closes after it.
    static func refusing(_ refusal: Handshake.Refusal) -> [UInt8] {
        let body = refusal.status + "\n"
        var header = "HTTP/1.1 \(refusal.status)\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: \(body.utf8.count)\r\n"
            + "Cache-Control: no-store\r\n" + safety
        if refusal == .methodNotAllowed { header += "Allow: GET, HEAD\r\n" }
        if refusal == .upgradeRequired { header += "Sec-WebSocket-Version: \(Handshake.version)\r\n" }
        return Array((header + "Connection: close\r\n\r\n" + body).utf8)
    }
}
