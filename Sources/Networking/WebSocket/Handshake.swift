#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// Words in this file are for developers, not for translation.
// (They are HTTP's: status lines and header fields, which programs read.)

/// The opening handshake of a WebSocket (RFC 6455, section 4): an HTTP/1.1 GET that asks to
/// upgrade, and the answer that accepts it. Pure, and bounded: a request or response whose
/// header does not end within `maximumBytes` is refused, whatever follows.
public enum Handshake {
    /// No honest handshake comes near this size.
    public static let maximumBytes = 4096

    /// What the bytes read so far amount to.
    public enum Reading: Equatable, Sendable {
        /// The header has not ended yet: read more (within the deadline).
        case incomplete
        /// A handshake to accept: `key` is the client's Sec-WebSocket-Key (or, on the client's
        /// side, empty), and the header took `length` bytes; frames may follow.
        case complete(key: String, length: Int)
        /// Not a WebSocket handshake this end accepts; `status` is the HTTP answer's status line
        /// ("404 Not Found") on the server's side.
        case refused(status: String)
    }

    // MARK: The server's side

    /// Reads a client's request for `path`.
    public static func readRequest(_ bytes: some Collection<UInt8>, path: String) -> Reading {
        let lines: [Substring], length: Int
        switch header(of: bytes) {
        case .unfinished:
            return bytes.count >= maximumBytes ? .refused(status: "431 Request Header Fields Too Large") : .incomplete
        case .notText: return .refused(status: "400 Bad Request")
        case .lines(let read, let end): (lines, length) = (read, end)
        }
        let request = lines[0].split(separator: " ", omittingEmptySubsequences: false)
        guard request.count == 3, request[0] == "GET", request[2] == "HTTP/1.1" else { return .refused(status: "400 Bad Request") }
        guard request[1] == path else { return .refused(status: "404 Not Found") }
        let fields = Self.fields(lines.dropFirst())
        guard let fields, has(fields["upgrade"], token: "websocket"), has(fields["connection"], token: "upgrade"),
              fields["sec-websocket-version"] == "13", let key = fields["sec-websocket-key"], isKey(key) else {
            return .refused(status: "400 Bad Request")
        }
        return .complete(key: key, length: length)
    }

    /// The server's answer accepting the upgrade; `accept` is `acceptValue(for:)` of the key.
    public static func acceptance(accept: String) -> [UInt8] {
        Array(("HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
               + "Sec-WebSocket-Accept: \(accept)\r\n\r\n").utf8)
    }

    /// The server's answer refusing it, after which it closes the connection.
    public static func refusal(status: String) -> [UInt8] {
        Array("HTTP/1.1 \(status)\r\nConnection: close\r\nContent-Length: 0\r\n\r\n".utf8)
    }

    // MARK: The client's side

    /// The client's request for `path` on `host` ("192.168.1.20:43210"), with its random `key`.
    public static func request(host: String, path: String, key: String) -> [UInt8] {
        Array(("GET \(path) HTTP/1.1\r\nHost: \(host)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
               + "Sec-WebSocket-Key: \(key)\r\nSec-WebSocket-Version: 13\r\n\r\n").utf8)
    }

    /// Reads the server's answer; `accept` is what it must say for the key that was sent.
    public static func readResponse(_ bytes: some Collection<UInt8>, accept: String) -> Reading {
        let lines: [Substring], length: Int
        switch header(of: bytes) {
        case .unfinished: return bytes.count >= maximumBytes ? .refused(status: "") : .incomplete
        case .notText: return .refused(status: "")
        case .lines(let read, let end): (lines, length) = (read, end)
        }
        let status = lines[0].split(separator: " ", maxSplits: 2)
        guard status.count >= 2, status[0] == "HTTP/1.1", status[1] == "101", let fields = Self.fields(lines.dropFirst()),
              has(fields["upgrade"], token: "websocket"), has(fields["connection"], token: "upgrade"),
              fields["sec-websocket-accept"] == accept else { return .refused(status: "") }
        return .complete(key: "", length: length)
    }

    /// The key made of 16 random bytes, as the client sends it.
    public static func key(from random: [UInt8]) -> String { Data(random).base64EncodedString() }

    // MARK: Reading a header

    private enum Scan {
        case unfinished, notText
        /// The header's lines, and its length with the blank line that ends it.
        case lines([Substring], Int)
    }

    /// The header in the first `maximumBytes`, if it has ended there.
    private static func header(of bytes: some Collection<UInt8>) -> Scan {
        let bytes = Array(bytes.prefix(maximumBytes))
        guard bytes.count >= 4 else { return .unfinished }
        for end in 3..<bytes.count where bytes[end - 3] == 13 && bytes[end - 2] == 10 && bytes[end - 1] == 13 && bytes[end] == 10 {
            // Only printable ASCII, tabs and line ends belong in this header.
            guard bytes[..<end].allSatisfy({ (32..<127).contains($0) || $0 == 9 || $0 == 13 || $0 == 10 }) else { return .notText }
            let text = String(decoding: bytes[..<(end - 3)], as: UTF8.self)
            return .lines(text.split(separator: "\r\n", omittingEmptySubsequences: false).map { $0 }, end + 1)
        }
        return .unfinished
    }

    /// Header fields by lower-cased name (the first of each name); nil for a line without a colon.
    private static func fields(_ lines: some Sequence<Substring>) -> [String: String]? {
        var fields: [String: String] = [:]
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { return nil }
            let name = line[..<colon].lowercased()
            let value = line[line.index(after: colon)...].trimmingCharacters(in: [" ", "\t"])
            if fields[name] == nil { fields[name] = value }
        }
        return fields
    }

    /// Whether a comma-separated field holds `token`, in any case.
    private static func has(_ field: String?, token: String) -> Bool {
        field?.split(separator: ",").contains { $0.trimmingCharacters(in: [" ", "\t"]).lowercased() == token } ?? false
    }

    /// A Sec-WebSocket-Key: sixteen bytes in base64, so 24 characters ending in "==".
    private static func isKey(_ key: String) -> Bool {
        key.utf8.count == 24 && key.hasSuffix("==") && Data(base64Encoded: key)?.count == 16
    }
}

private extension Substring {
    func trimmingCharacters(in characters: Set<Character>) -> String {
        String(drop { characters.contains($0) }.reversed().drop { characters.contains($0) }.reversed())
    }
}
