#if canImport(Glibc)
import Glibc
#endif

/// One language's messages, read from its compiled catalog (a gettext .mo file) rather than
/// through the C library, whose language is the process's: the host of a Together game answers
/// each browser in the browser's language with it (`Localization.translating(in:)`).
public struct Catalog: Sendable {
    public let language: String
    /// Translations by key: the msgid, or "context\u{4}msgid"; a plural's forms in order.
    private let messages: [String: [String]]
    /// Which plural form a count takes: the languages shipped use one of the two common rules.
    private let pluralIsNotOne: Bool

    /// Parses a .mo file; nil for anything that is not one (bytes are checked, never trusted).
    public init?(language: String, moFile bytes: [UInt8]) {
        func word(_ offset: Int, bigEndian: Bool) -> Int? {
            guard offset >= 0, offset + 4 <= bytes.count else { return nil }
            let b = bytes[offset..<offset + 4].map(UInt32.init)
            return Int(bigEndian ? b[0] << 24 | b[1] << 16 | b[2] << 8 | b[3] : b[3] << 24 | b[2] << 16 | b[1] << 8 | b[0])
        }
        let bigEndian: Bool
        switch word(0, bigEndian: false) {
        case 0x9504_12DE: bigEndian = false
        case 0xDE12_0495: bigEndian = true
        default: return nil
        }
        guard let count = word(8, bigEndian: bigEndian), let originals = word(12, bigEndian: bigEndian),
              let translations = word(16, bigEndian: bigEndian), count < 100_000 else { return nil }
        func string(_ table: Int, _ index: Int) -> String? {
            guard let length = word(table + 8 * index, bigEndian: bigEndian), let offset = word(table + 8 * index + 4, bigEndian: bigEndian),
                  offset + length <= bytes.count else { return nil }
            return String(decoding: bytes[offset..<offset + length], as: UTF8.self)
        }
        var messages: [String: [String]] = [:]
        var header = ""
        for index in 0..<count {
            guard let original = string(originals, index), let translated = string(translations, index) else { return nil }
            if original.isEmpty { header = translated; continue }
            let key = String(original.split(separator: "\0", maxSplits: 1, omittingEmptySubsequences: false)[0])
            messages[key] = translated.split(separator: "\0", omittingEmptySubsequences: false).map(String.init)
        }
        self.language = language
        self.messages = messages
        // "Plural-Forms: nplurals=2; plural=(n > 1);" (French) or "(n != 1)" (English, German).
        pluralIsNotOne = !header.contains("plural=(n > 1)") && !header.contains("plural=n > 1") && !header.contains("plural=(n>1)")
    }

    /// The catalog of `language` beside the process's own (`Localization.start`), if there is one.
    public static func installed(_ language: String) -> Catalog? {
        guard let directory = Localization.directory, language.allSatisfy({ $0.isASCII && ($0.isLetter || $0 == "_") }) else { return nil }
        let path = "\(directory)/\(language)/LC_MESSAGES/\(Localization.domain).mo"
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let read = fread(&buffer, 1, buffer.count, file)
            if read <= 0 { break }
            bytes += buffer[..<read]
            if bytes.count > 8 << 20 { return nil }
        }
        return Catalog(language: language, moFile: bytes)
    }

    func translation(_ key: String) -> String? { messages[key]?.first.flatMap { $0.isEmpty ? nil : $0 } }

    func plural(_ singular: String, count: Int) -> String? {
        guard let forms = messages[singular] else { return nil }
        let index = pluralIsNotOne ? (count == 1 ? 0 : 1) : (count > 1 ? 1 : 0)
        return index < forms.count && !forms[index].isEmpty ? forms[index] : nil
    }
}

extension Localization {
    /// The catalog `tr`, `trc` and `trn` read on this task while `body` runs, instead of the
    /// process's language (English where it has no translation).
    @TaskLocal public static var catalog: Catalog?

    /// `body`'s words in `catalog`'s language (in English for nil).
    public static func translating<Result>(in catalog: Catalog?, _ body: () throws -> Result) rethrows -> Result {
        try $catalog.withValue(catalog ?? Catalog.english) { try body() }
    }
}

extension Catalog {
    /// No translations: every message in English.
    static let english = Catalog(language: "en")

    private init(language: String) {
        self.language = language
        messages = [:]
        pluralIsNotOne = true
    }
}
