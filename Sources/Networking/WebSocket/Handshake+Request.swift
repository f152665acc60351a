#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// Words in this file are for developers, not for translation.
// (They are HTTP's: status lines and header fields, which programs read.)

/// The server's side of the opening handshake: the client's request, and the answer to it.
extension Handshake {
    /// Reads a client's request for `path`. Refused: anything but a GET of HTTP/1.1 asking to
    /// upgrade to WebSocket 13 with one Host and one well-formed key; and a request from a web
    /// page of another site (`OriginPolicy`). A server that `servesPages` also reads a request
    /// that asks for no upgrade, as a request for a file (`PageRequest`), of HTTP/1.1 or 1.0.
    public static func readRequest(_ bytes: some Collection<UInt8>, path: String, servesPages: Bool = false) -> Reading {
        let requestLine: Substring, fields: HeaderFields, length: Int
        switch header(of: bytes) {
        case .unfinished: return bytes.count >= maximumBytes ? .refused(.headerTooLarge) : .incomplete
        case .notText: return .refused(.badRequest)
        case .header(let line, let read, let end): (requestLine, fields, length) = (line, read, end)
        }
        let request = requestLine.split(separator: " ", omittingEmptySubsequences: false)
        guard request.count == 3, request[2] == "HTTP/1.1" || request[2] == "HTTP/1.0" && servesPages && !fields.has("upgrade") else {
            return .refused(.badRequest)
        }
        if servesPages && !fields.has("upgrade") {
            switch PageRequest.read(method: request[0], target: request[1], fields: fields, version: request[2]) {
            case .success(let page): return .page(page, length: length)
            case .failure(let refusal): return .refused(refusal)
            }
        }
        guard request[0] == "GET" else { return .refused(.badRequest) }
        guard request[1] == path else { return .refused(.notFound) }
        guard fields.has("upgrade", token: "websocket"), fields.has("connection", token: "upgrade") else { return .refused(.badRequest) }
        guard fields.single("sec-websocket-version") == version else {
            return .refused(fields.has("sec-websocket-version") ? .upgradeRequired : .badRequest)
        }
        guard let key = fields.single("sec-websocket-key"), isKey(key), let host = fields.single("host"), !host.isEmpty else {
            return .refused(.badRequest)
        }
        if fields.has("origin") {
            guard let origin = fields.single("origin"), OriginPolicy.allows(origin: origin, host: host) else { return .refused(.forbidden) }
        }
        return .complete(key: key, length: length)
    }

    /// The server's answer accepting the upgrade; `accept` is `acceptValue(for:)` of the key.
    public static func acceptance(accept: String) -> [UInt8] {
        Array(("HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
               + "Sec-WebSocket-Accept: \(accept)\r\n\r\n").utf8)
    }

    /// The server's answer refusing it, after which it closes the connection. A client asking
    /// for another version is told the one spoken here (RFC 6455, 4.4).
    public static func answer(refusing refusal: Refusal) -> [UInt8] {
        let version = refusal == .upgradeRequired ? "Sec-WebSocket-Version: \(version)\r\n" : ""
        return Array("HTTP/1.1 \(refusal.status)\r\n\(version)Connection: close\r\nContent-Length: 0\r\n\r\n".utf8)
    }

    /// A Sec-WebSocket-Key: sixteen bytes in base64, so 24 characters ending in "==".
    private static func isKey(_ key: String) -> Bool {
        key.utf8.count == 24 && key.hasSuffix("==") && Data(base64Encoded: key)?.count == 16
    }
}
