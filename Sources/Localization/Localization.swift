import CIntl

#if canImport(Glibc)
import Glibc
#endif

/// Words for people, in their language, through the C library's gettext (text domain
/// `pastimes`). Every visible string goes through one of the functions below, whose names
/// `make pot` knows: `tr("…")` for a message, `trc("context", "…")` for a short word whose
/// sense needs a hint, `trn("…", "…", n)` for plurals. A message with values has numbered
/// placeholders (`%1$@`, `%2$@`, as in Objective-C, which xgettext reads) that a translator
/// may reorder; `fillIn` fills them. Each message is one string literal, without `\(…)`.
public enum Localization {
    public static let domain = "pastimes"
    /// Where the catalogs were found (`start`).
    nonisolated(unsafe) public private(set) static var directory: String?

    /// Reads the locale from the environment and finds the catalogs in `directory` (a build
    /// tree's or the installed share/locale). A locale the system does not have gives English,
    /// quietly: the program then runs in C.UTF-8 (GTK, told not to set the locale again, has
    /// nothing to warn about).
    public static func start(catalogs directory: String) {
        if setlocale(LC_ALL, "") == nil {
            setlocale(LC_ALL, "C.UTF-8")
        }
        self.directory = directory
        bindtextdomain(domain, directory)
        bind_textdomain_codeset(domain, "UTF-8")
        textdomain(domain)
    }
}

/// `message` in the player's language.
public func tr(_ message: String) -> String {
    if let catalog = Localization.catalog { return catalog.translation(message) ?? message }
    return lookUp(message) ?? message
}

/// `message` in the player's language, told apart from the same English words elsewhere by
/// `context` (gettext's msgctxt, as pgettext does).
public func trc(_ context: String, _ message: String) -> String {
    if let catalog = Localization.catalog { return catalog.translation(context + "\u{4}" + message) ?? message }
    return lookUp(context + "\u{4}" + message) ?? message
}

/// The singular or a plural form for `count`, in the player's language (its own plural rules).
public func trn(_ singular: String, _ plural: String, _ count: Int) -> String {
    let n = UInt(max(0, count))
    if let catalog = Localization.catalog { return catalog.plural(singular, count: count) ?? (n == 1 ? singular : plural) }
    // Like dgettext, dngettext hands back one of the pointers it was given when there is no
    // translation; those point into buffers that live only during the call, so they are
    // recognised and answered with the Swift strings instead of being read.
    return singular.withCString { one in
        plural.withCString { many in
            guard let found = dngettext(Localization.domain, one, many, n) else { return n == 1 ? singular : plural }
            if found == UnsafeMutablePointer(mutating: one) { return singular }
            if found == UnsafeMutablePointer(mutating: many) { return plural }
            return String(cString: found)
        }
    }
}

/// The catalog's translation of `key`, or nil where there is none. dgettext returns the very
/// pointer it was given when it finds nothing; that buffer is the Swift string's temporary
/// C copy, so it is compared rather than read.
private func lookUp(_ key: String) -> String? {
    key.withCString { asked in
        guard let found = dgettext(Localization.domain, asked), found != UnsafeMutablePointer(mutating: asked) else { return nil }
        return String(cString: found)
    }
}

/// `template` with `%1$@`, `%2$@`… (or a lone `%@`) replaced by `values` in order of their
/// numbers, and `%%` by `%`.
public func fillIn(_ template: String, _ values: any CustomStringConvertible...) -> String {
    var result = ""
    var rest = Substring(template)
    var next = 0
    while let percent = rest.firstIndex(of: "%") {
        result += rest[..<percent]
        rest = rest[rest.index(after: percent)...]
        if rest.first == "%" {
            result += "%"
            rest = rest.dropFirst()
            continue
        }
        let digits = rest.prefix { $0.isNumber }
        var index = next
        var afterNumber = rest
        if !digits.isEmpty, rest.dropFirst(digits.count).first == "$" {
            index = Int(digits)! - 1
            afterNumber = rest.dropFirst(digits.count + 1)
        }
        guard afterNumber.first == "@" else {
            result += "%"
            continue
        }
        result += values.indices.contains(index) ? values[index].description : ""
        rest = afterNumber.dropFirst()
        next = index + 1
    }
    return result + rest
}

/// A number with one decimal, written the way the player's locale writes it ("41.5", "41,5").
public func decimalText(_ value: Double) -> String {
    var buffer = [CChar](repeating: 0, count: 64)
    let count = withVaList([value]) { vsnprintf(&buffer, buffer.count, "%.1f", $0) }
    return String(decoding: buffer[..<Int(max(0, min(count, 63)))].map { UInt8(bitPattern: $0) }, as: UTF8.self)
}

/// A number rounded to one decimal, a whole one without it ("41.5", "41,5", "42").
public func shortDecimalText(_ value: Double) -> String {
    let rounded = (value * 10).rounded() / 10
    return rounded == rounded.rounded() ? String(Int(rounded)) : decimalText(rounded)
}

/// Marks `message` for translation without translating it: for words kept in English where
/// they are stored (a mode's name in the history), and translated with `tr` where they are shown.
public func N_(_ message: String) -> String { message }

/// A day written in words, as the player's language writes it in a sentence ("November 23",
/// "23. November", "23 novembre"): the translators' pattern (strftime's), the month's name the
/// C library's for the player's locale.
public func dayText(month: Int, day: Int) -> String {
    var moment = tm()
    moment.tm_year = 100
    moment.tm_mon = Int32(month - 1)
    moment.tm_mday = Int32(day)
    var buffer = [CChar](repeating: 0, count: 64)
    let pattern = trc("a day in a sentence, as strftime writes it: November 23 (%B the month, %-d the day)", "%B %-d")
    let count = strftime(&buffer, buffer.count, pattern, &moment)
    return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
}

extension Localization {
    /// Starts with the catalogs beside the program: share/locale of an installed prefix
    /// (/usr/bin/../share/locale), or the build tree's .build/locale (`make locale`; the
    /// program is in .build/<triple>/debug).
    public static func startBesideProgram() {
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        let program = count > 0 ? String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self) : ""
        let bin = program.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        let up = bin.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        let upTwice = up.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        let installed = up + "/share/locale", buildTree = upTwice + "/locale"
        start(catalogs: access(buildTree, F_OK) == 0 && access(installed, F_OK) != 0 ? buildTree : installed)
    }
}
