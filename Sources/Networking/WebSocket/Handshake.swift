#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// Words in this file are for developers, not for translation.
// (They are HTTP's: status lines and header fields, which programs read.)

/// The opening handshake of a WebSocket (RFC 6455, section 4): an HTTP/1.1 GET that asks to
/// upgrade, and the answer that accepts it. Pure, and bounded: a request or response whose
/// header does not end within `maximumBytes` is refused, whatever follows. The server's side is
/// in Handshake+Request.swift, the client's in Handshake+Response.swift.
public enum Handshake {
    /// No honest handshake comes near this size.
    public static let maximumBytes = 4096
    /// The only version of the protocol there is (RFC 6455, 4.1).
    static let version = "13"

    /// What the bytes read so far amount to.
    public enum Reading: Equatable, Sendable {
        /// The header has not ended yet: read more (within the deadline).
        case incomplete
        /// A handshake to accept: `key` is the client's Sec-WebSocket-Key (or, on the client's
        /// side, empty), and the header took `length` bytes; frames may follow.
        case complete(key: String, length: Int)
        /// On a server that serves pages: a request for a file, which took `length` bytes
        /// (another request may follow on the same connection).
        case page(PageRequest, length: Int)
        /// Not a WebSocket handshake this end accepts, and why.
        case refused(Refusal)
    }

    /// Why a handshake is refused: on the server's side, each is an HTTP answer.
    public enum Refusal: Error, Equatable, Sendable {
        /// Not a WebSocket request, or one with a field missing, repeated or wrong (400).
        case badRequest
        /// From a web page of another site than the one this server is (403).
        case forbidden
        /// For another path (404).
        case notFound
        /// On a server that serves pages: a method other than GET or HEAD (405).
        case methodNotAllowed
        /// For another version of WebSocket (426, naming the one spoken here).
        case upgradeRequired
        /// A header that does not end within `maximumBytes` (431).
        case headerTooLarge
        /// On the client's side: the server's answer is not an acceptance of what was asked.
        case notAccepted

        /// The HTTP status line's code and phrase.
        public var status: String {
            switch self {
            case .badRequest, .notAccepted: "400 Bad Request"
            case .forbidden: "403 Forbidden"
            case .notFound: "404 Not Found"
            case .methodNotAllowed: "405 Method Not Allowed"
            case .upgradeRequired: "426 Upgrade Required"
            case .headerTooLarge: "431 Request Header Fields Too Large"
            }
        }
    }

    // MARK: Reading a header

    enum Scan {
        case unfinished, notText
        /// The header's first line, its fields, and its length with the blank line that ends it.
        case header(Substring, HeaderFields, Int)
    }

    /// The header in the first `maximumBytes`, if it has ended there. Lines end in CRLF, or in a
    /// bare LF, which RFC 9112 (2.2) lets a recipient take as a line's end; a bare CR is no
    /// line's end and makes the header unreadable (answered at once, never waited on).
    static func header(of bytes: some Collection<UInt8>) -> Scan {
        let bytes = Array(bytes.prefix(maximumBytes))
        // The blank line: an LF right after the LF that ended the last field (a CR between them is one line's end).
        for end in bytes.indices where bytes[end] == 10 && end > 0 && (bytes[end - 1] == 10 || end > 1 && bytes[end - 1] == 13 && bytes[end - 2] == 10) {
            // Only printable ASCII, tabs and line ends belong in this header.
            guard bytes[..<end].allSatisfy({ (32..<127).contains($0) || $0 == 9 || $0 == 13 || $0 == 10 }) else { return .notText }
            // Split as bytes: in a Swift string "\r\n" is one character, never an "\n".
            var lines = bytes[..<end].split(separator: 10, omittingEmptySubsequences: false).map { $0.last == 13 ? $0.dropLast() : $0 }
            lines.removeLast()   // what is left of the blank line: nothing
            guard !lines.isEmpty, !lines.contains(where: { $0.contains(13) }) else { return .notText }
            let text = lines.map { Substring(String(decoding: $0, as: UTF8.self)) }
            guard let fields = HeaderFields(text.dropFirst()) else { return .notText }
            return .header(text[0], fields, end + 1)
        }
        return .unfinished
    }
}

/// A header's fields by lower-cased name, each with every value it was given.
struct HeaderFields {
    private var values: [String: [String]] = [:]

    /// Nil for a line without a colon.
    init?(_ lines: some Sequence<Substring>) {
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { return nil }
            let name = line[..<colon].lowercased()
            values[name, default: []].append(line[line.index(after: colon)...].trimmingSpaces())
        }
    }

    func has(_ name: String) -> Bool { values[name] != nil }

    /// The field's value if it came exactly once: a field that must be one thing may not be two.
    func single(_ name: String) -> String? {
        guard let given = values[name], given.count == 1 else { return nil }
        return given[0]
    }

    /// Whether a comma-separated field (given once or more) holds `token`, in any case.
    func has(_ name: String, token: String) -> Bool {
        (values[name] ?? []).contains { value in
            value.split(separator: ",").contains { $0.trimmingSpaces().lowercased() == token }
        }
    }
}

extension StringProtocol {
    /// Without the spaces and tabs around it.
    func trimmingSpaces() -> String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
