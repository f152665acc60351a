import GtkKit
import SafeFiles

/// The About window's words: who made Pastimes and what this release brought, read from the
/// AppStream metainfo (installed beside the program, or in the source tree of a build).
@MainActor
enum AboutPastimes {
    static let version = "0.3"

    static func present(over window: MainWindow) {
        AboutWindow.present(parent: window.window, AboutWindow.Info(
            name: "Pastimes", applicationID: PastimesApp.id, version: version,
            comments: "Set, the playing-card matching game and Simon, for GNOME.",
            developerName: "The Pastimes team",
            copyright: "© 2026 The Pastimes team",
            website: "https://github.com/pastimes/pastimes",
            issueURL: "https://github.com/pastimes/pastimes/issues",
            releaseNotes: releaseNotes(of: version),
            developers: ["The Pastimes team"],
            designers: ["The Pastimes team"],
            credits: [
                ("Games", ["Set, by Marsha Falco (1974)", "Simon, by Ralph Baer and Howard Morrison (1978)"]),
                ("Tones and timings", ["The 1978 Simon toy by Milton Bradley"]),
            ]))
    }

    /// The description of release `version` in the metainfo, or nil when it cannot be found.
    static func releaseNotes(of version: String) -> String? {
        guard let text = metainfo() else { return nil }
        guard let release = text.range(of: "<release version=\"\(version)\""),
              let start = text.range(of: "<description>", range: release.upperBound..<text.endIndex),
              let end = text.range(of: "</description>", range: start.upperBound..<text.endIndex) else { return nil }
        return String(text[start.upperBound..<end.lowerBound])
    }

    private static func metainfo() -> String? {
        let name = PastimesApp.id + ".metainfo.xml"
        let program = FilePath(CommandLine.arguments[0])
        let places = [
            program.parent.parent.appending("share/metainfo").appending(name),         // installed: bin/../share
            FilePath(#filePath).parent.parent.parent.parent.appending("data").appending(name),   // a build from source
        ]
        for place in places {
            if let bytes = try? place.read() { return String(decoding: bytes, as: UTF8.self) }
        }
        return nil
    }
}
