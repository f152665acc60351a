#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import CGtk

extension Handshake {
    /// What the server answers to a client's key (RFC 6455, 4.2.2): the SHA-1 of the key and
    /// the protocol's GUID, in base64. SHA-1 is GLib's; the handshake needs nothing else of it.
    public static func acceptValue(for key: String) -> String {
        let text = Array((key + "258EAFA5-E914-47DA-95CA-C5AB0DC85B11").utf8)
        let checksum = g_checksum_new(G_CHECKSUM_SHA1)
        defer { g_checksum_free(checksum) }
        g_checksum_update(checksum, text, text.count)
        var digest = [UInt8](repeating: 0, count: 20)
        var length = digest.count
        g_checksum_get_digest(checksum, &digest, &length)
        return Data(digest.prefix(length)).base64EncodedString()
    }
}
