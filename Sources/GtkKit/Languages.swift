import CGtk

/// The player's languages, most wanted first, as GLib reads them from LANGUAGE, LC_ALL,
/// LC_MESSAGES and LANG: "de_DE.UTF-8", "de_DE", "de", …, always ending with "C". Files kept per
/// language (help pages) are looked up in this order.
public enum Languages {
    public static var preferred: [String] {
        guard var names = g_get_language_names() else { return ["C"] }
        var result: [String] = []
        while let name = names.pointee {
            result.append(String(cString: name))
            names += 1
        }
        return result.isEmpty ? ["C"] : result
    }
}
