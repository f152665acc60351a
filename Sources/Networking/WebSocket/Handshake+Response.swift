#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// Words in this file are for developers, not for translation.
// (They are HTTP's: status lines and header fields, which programs read.)

/// The client's side of the opening handshake: its request, and the server's answer.
extension Handshake {
    /// The client's request for `path` on `host` ("192.168.1.20:43210"), with its random `key`.
    /// It asks for no extension and no subprotocol, and sends no Origin (it is no web page).
    public static func request(host: String, path: String, key: String) -> [UInt8] {
        Array(("GET \(path) HTTP/1.1\r\nHost: \(host)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
               + "Sec-WebSocket-Key: \(key)\r\nSec-WebSocket-Version: \(version)\r\n\r\n").utf8)
    }

    /// Reads the server's answer; `accept` is what it must say for the key that was sent. An
    /// answer that chooses an extension or a subprotocol accepts what was never asked, and the
    /// client must fail the connection (RFC 6455, 4.1).
    public static func readResponse(_ bytes: some Collection<UInt8>, accept: String) -> Reading {
        let statusLine: Substring, fields: HeaderFields, length: Int
        switch header(of: bytes) {
        case .unfinished: return bytes.count >= maximumBytes ? .refused(.notAccepted) : .incomplete
        case .notText: return .refused(.notAccepted)
        case .header(let line, let read, let end): (statusLine, fields, length) = (line, read, end)
        }
        let status = statusLine.split(separator: " ", maxSplits: 2)
        guard status.count >= 2, status[0] == "HTTP/1.1", status[1] == "101",
              fields.has("upgrade", token: "websocket"), fields.has("connection", token: "upgrade"),
              fields.single("sec-websocket-accept") == accept,
              !fields.has("sec-websocket-extensions"), !fields.has("sec-websocket-protocol") else { return .refused(.notAccepted) }
        return .complete(key: "", length: length)
    }

    /// The key made of 16 random bytes, as the client sends it.
    public static func key(from random: [UInt8]) -> String { Data(random).base64EncodedString() }
}
