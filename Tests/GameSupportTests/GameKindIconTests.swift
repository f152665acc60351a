import GameSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Each tab's icon is one a GNOME desktop has, or the app's own, drawn in data/icons (and
/// installed from there): never a name that shows a blank.
@Suite struct GameKindIconTests {
    /// data/icons/hicolor/symbolic/apps/, found from this file's place in the repository.
    static let appIcons = String(#filePath.split(separator: "/", omittingEmptySubsequences: false).dropLast(3).joined(separator: "/"))
        + "/data/icons/hicolor/symbolic/apps/"

    static func exists(_ path: String) -> Bool { access(path, F_OK) == 0 }

    @Test func theCardsAndSimonTabsHaveIconsOfTheirOwn() {
        for game in [GameKind.cards, .simon] {
            #expect(game.iconName.hasPrefix("io.github.pastimes.Pastimes-") && game.iconName.hasSuffix("-symbolic"))
            #expect(Self.exists(Self.appIcons + game.iconName + ".svg"), "\(game.iconName) is drawn")
        }
        #expect(Set(GameKind.allCases.map(\.iconName)).count == GameKind.allCases.count, "three tabs, three icons")
    }
}
