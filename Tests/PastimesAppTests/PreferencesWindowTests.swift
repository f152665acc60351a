import CardTable
import GtkKit
import MatchingCore
@testable import PastimesApp
import SetStyle
import SimonCore
import Testing

/// The Preferences window's page: it shows the settings as they are, and each row writes its
/// setting (which is all a row does: the games follow GSettings, see SettingsFollowerTests).
@MainActor
@Suite struct PreferencesWindowTests {
    /// The page's rows by title, across its groups.
    static func rows(_ page: SettingsWindow.Page) -> [String: SettingsWindow.Row] {
        var rows: [String: SettingsWindow.Row] = [:]
        for row in page.groups.flatMap(\.rows) {
            switch row {
            case .choice(let title, _, _, _, _, _), .toggle(let title, _, _, _), .number(let title, _, _, _, _), .info(let title, _),
                 .infoWithButton(let title, _, _, _), .entry(let title, _, _, _, _, _):
                rows[title] = row
            }
        }
        return rows
    }

    @Test func aGroupForTheTablesAndOneForEachGame() {
        let page = PreferencesWindow.page(for: AppDoubles.settings())
        #expect(page.groups.map(\.title) == ["Card tables", "Set", "Cards", "Simon"])
        #expect(page.groups.map(\.rows.count) == [3, 3, 3, 5])
    }

    @Test func eachRowShowsTheSettingAsItIs() throws {
        let settings = AppDoubles.settings()
        settings.setTheme = .glyphs
        settings.cardsToMatch = .threeCards
        settings.simonSound = false
        settings.simonDifficulty = 14
        settings.cardKeys = .azerty
        let rows = Self.rows(PreferencesWindow.page(for: settings))
        guard case .choice(_, _, let themes, let theme, _, _)? = rows["Theme"] else { Issue.record("no Theme row"); return }
        #expect(themes == SetTheme.allCases.map(\.title) && theme == SetTheme.allCases.firstIndex(of: .glyphs))
        guard case .choice(_, _, let counts, let count, let asSubtitle, _)? = rows["Cards to match"] else { Issue.record("no Cards to match row"); return }
        #expect(counts == ["2 Cards", "3 Cards"] && count == 1 && asSubtitle, "the Cards' choices under their titles")
        guard case .choice(_, _, _, let keys, _, _)? = rows["Card keys"] else { Issue.record("no Card keys row"); return }
        #expect(keys == TableKeys.Layout.allCases.firstIndex(of: .azerty))
        guard case .toggle(_, _, let sound, _)? = rows["Sounds"], case .number(_, _, let range, let steps, _)? = rows["Difficulty"] else {
            Issue.record("no Sounds or Difficulty row"); return
        }
        #expect(!sound && steps == 14 && range == 1...31)
    }

    @Test func eachRowWritesItsSetting() {
        let settings = AppDoubles.settings()
        let rows = Self.rows(PreferencesWindow.page(for: settings))
        if case .choice(_, _, _, _, _, let changed)? = rows["Animation speed"] { changed(1) }
        if case .choice(_, _, _, _, _, let changed)? = rows["Theme"] { changed(SetTheme.allCases.firstIndex(of: .colourBlind)!) }
        if case .toggle(_, _, _, let changed)? = rows["Show number of Sets"] { changed(true) }
        if case .choice(_, _, _, _, _, let changed)? = rows["Cards to match"] { changed(1) }
        if case .choice(_, _, let options, _, _, let changed)? = rows["Who plays"] {
            #expect(options.count == MatchingPlayers.allCases.count)
            changed(MatchingPlayers.allCases.firstIndex(of: .computerFair)!)
        }
        if case .choice(_, _, _, _, _, let changed)? = rows["Table size"] { changed(2) }
        if case .choice(_, _, _, _, _, let changed)? = rows["Speed"] { changed(SimonSpeed.allCases.count - 1) }
        if case .number(_, _, _, _, let changed)? = rows["Difficulty"] { changed(20) }
        if case .number(_, _, _, _, let changed)? = rows["Reviews kept"] { changed(7) }
        if case .choice(_, _, _, _, _, let changed)? = rows["Game"] { changed(SimonMode.allCases.count - 1) }
        if case .number(_, _, let range, _, let changed)? = rows["Players"] {
            #expect(range == 2...4)
            changed(3)
        }
        #expect(settings.animationSpeed == .relaxed)
        #expect(settings.setTheme == .colourBlind && settings.showsSetCount && settings.reviewsKept == 7)
        #expect(settings.cardsToMatch == .threeCards && settings.cardsPlayers == .computerFair && settings.cardsTableSize == .large)
        #expect(settings.simonSpeed == SimonSpeed.allCases.last && settings.simonDifficulty == 20 && settings.simonGame == SimonMode.allCases.last)
        #expect(settings.simonPlayers == 3 && settings.simon.players == 3)
    }
}
