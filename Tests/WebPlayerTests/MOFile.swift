/// A gettext catalog's compiled form (.mo, little-endian) made from pairs, for tests that need
/// a language without installed catalogs.
enum MOFile {
    static func bytes(_ messages: [(String, String)]) -> [UInt8] {
        let entries = [("", "Content-Type: text/plain; charset=UTF-8\nPlural-Forms: nplurals=2; plural=(n > 1);\n")] + messages
        func word(_ value: Int) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) } }
        let headerSize = 28, tableSize = 8 * entries.count
        var strings: [UInt8] = [], originals: [UInt8] = [], translations: [UInt8] = []
        let stringsStart = headerSize + 2 * tableSize
        for (original, _) in entries {
            originals += word(original.utf8.count) + word(stringsStart + strings.count)
            strings += Array(original.utf8) + [0]
        }
        for (_, translation) in entries {
            translations += word(translation.utf8.count) + word(stringsStart + strings.count)
            strings += Array(translation.utf8) + [0]
        }
        return word(0x9504_12DE) + word(0) + word(entries.count) + word(headerSize) + word(headerSize + tableSize) + word(0) + word(0)
            + originals + translations + strings
    }
}
