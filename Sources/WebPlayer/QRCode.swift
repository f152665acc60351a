import CQREncode

/// libqrencode's functions, from its library, opened when the first code is drawn (see
/// CQREncode's shim.h); nil where it cannot be opened. The table is never changed.
private let qrencodeLibrary: pastimes_qrencode? = {
    var table = pastimes_qrencode()
    return pastimes_qrencode_open(&table) ? table : nil
}()

/// A QR code of a text (a link), as its square of modules, through libqrencode: what a phone's
/// camera reads to open the web player.
public struct QRCode: Sendable {
    /// Rows of modules, dark where true; as many rows as columns.
    public let modules: [[Bool]]

    /// Nil when the text cannot be encoded (far too long for a link), or libqrencode is missing.
    public init?(_ text: String) {
        // Level M: a code still read with a seventh of it hidden (a glare on a screen).
        guard let library = qrencodeLibrary, let code = library.encodeString(text, 0, QR_ECLEVEL_M, QR_MODE_8, 1) else { return nil }
        defer { library.free(code) }
        let width = Int(code.pointee.width)
        let data = code.pointee.data!
        modules = (0..<width).map { row in (0..<width).map { column in data[row * width + column] & 1 == 1 } }
    }
}
