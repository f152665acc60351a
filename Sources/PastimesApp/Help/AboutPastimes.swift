import GtkKit
import SafeFiles
import Localization

/// The About window's words: who made Pastimes and what this release brought, read from the
/// AppStream metainfo (installed beside the program, or in the build tree).
@MainActor
enum AboutPastimes {
    static let version = "0.3"

    static func present(over window: MainWindow) {
        AboutWindow.present(parent: window.applicationWindow, AboutWindow.Info(
            name: tr("Pastimes"), applicationID: PastimesApp.id, version: version,
            comments: tr("Set, the playing-card matching game and Simon, for GNOME."),
            developerName: tr("The Pastimes team"),
            copyright: tr("© 2026 The Pastimes team"),
            website: "https://github.com/pastimes/pastimes",
            issueURL: "https://github.com/pastimes/pastimes/issues",
            releaseNotes: releaseNotes(of: version),
            developers: [tr("The Pastimes team")],
            designers: [tr("The Pastimes team")],
            credits: [
                (tr("Games"), [tr("Set, by Marsha Falco (1974)"), tr("Simon, by Ralph Baer and Howard Morrison (1978)")]),
                (tr("Tones and timings"), [tr("The 1978 Simon toy by Milton Bradley")]),
            ]))
    }

    /// The description of release `version` in the metainfo, in the player's language, or nil
    /// when it cannot be found.
    static func releaseNotes(of version: String) -> String? {
        guard let text = metainfo() else { return nil }
        guard let release = text.range(of: "<release version=\"\(version)\""),  // not for people: metainfo markup
              let start = text.range(of: "<description>", range: release.upperBound..<text.endIndex),
              let end = text.range(of: "</description>", range: start.upperBound..<text.endIndex) else { return nil }
        return inPlayersLanguage(String(text[start.upperBound..<end.lowerBound]))
    }

    /// A metainfo description with only its English paragraphs and items (an installed
    /// metainfo holds every language, each marked xml:lang), each translated through the
    /// catalog, which holds the metainfo's messages too (`make pot`).
    static func inPlayersLanguage(_ description: String) -> String {
        let element = /<(p|li)( xml:lang=[^>]*)?>(.*?)<\/\1>/.dotMatchesNewlines()
        var result = description
        for match in description.matches(of: element).reversed() {
            let english = match.output.3.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            let tag = match.output.1
            result.replaceSubrange(match.range, with: match.output.2 == nil ? "<\(tag)>\(tr(english))</\(tag)>" : "")
        }
        return result.split(separator: "\n").filter { !$0.allSatisfy(\.isWhitespace) }.joined(separator: "\n")
    }

    private static func metainfo() -> String? {
        let name = PastimesApp.id + ".metainfo.xml"
        for place in DataPlaces.candidates(installed: "metainfo/\(name)", built: "data/\(name)") {
            if let bytes = try? place.read() { return String(decoding: bytes, as: UTF8.self) }
        }
        return nil
    }
}
