import CQREncode

/// A QR code of a text (a link), as its square of modules, through libqrencode: what a phone's
/// camera reads to open the web player.
public struct QRCode: Sendable {
    /// Rows of modules, dark where true; as many rows as columns.
    public let modules: [[Bool]]

    /// Nil when the text cannot be encoded (far too long for a link).
    public init?(_ text: String) {
        // Level M: a code still read with a seventh of it hidden (a glare on a screen).
        guard let code = QRcode_encodeString(text, 0, QR_ECLEVEL_M, QR_MODE_8, 1) else { return nil }
        defer { QRcode_free(code) }
        let width = Int(code.pointee.width)
        let data = code.pointee.data!
        modules = (0..<width).map { row in (0..<width).map { column in data[row * width + column] & 1 == 1 } }
    }
}
