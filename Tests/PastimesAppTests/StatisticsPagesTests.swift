import GameSupport
import GtkKit
@testable import PastimesApp
import Testing

/// The Statistics window's pages, from a history alone.
@MainActor
@Suite struct StatisticsPagesTests {
    static func finished(_ game: GameKind, _ mode: String, at seconds: Double, score: Int = 10, won: Bool = true) -> FinishedGame {
        FinishedGame(game: game, mode: mode, finishedAt: seconds, seconds: 60, score: score, found: 3, hintsUsed: 0, won: won,
                     result: won ? "Completed" : "Lost")
    }

    /// The titles of a page's rows in its group `title`.
    static func rowTitles(_ page: SettingsWindow.Page, group title: String) -> [String] {
        page.groups.first { $0.title == title }?.rows.compactMap { row in
            if case .info(let title, _) = row { return title }
            return nil
        } ?? []
    }

    @Test func everyGameHasAPageAndAGameNotYetFinishedSaysSo() {
        let pages = StatisticsPages.pages(from: [Self.finished(.set, "Standard", at: 1_000)])
        #expect(pages.map(\.title) == GameKind.allCases.map(\.title))
        #expect(pages[0].emptyState == nil)
        #expect(pages[1].emptyState?.title == "No Games Yet" && pages[2].emptyState?.title == "No Games Yet")
        #expect(pages[1].emptyState?.description == "Finish a game of Cards and it is counted here.")
    }

    @Test func theLatestGamesComeNewestFirstAndOnlyTheLastTen() {
        let history = (0..<14).map { Self.finished(.cards, $0 % 2 == 0 ? "2 Cards" : "3 Cards", at: 1_000 + Double($0) * 3_600) }
        let page = StatisticsPages.pages(from: history)[1]
        let latest = Self.rowTitles(page, group: "Latest games")
        #expect(latest.count == StatisticsPages.latestShown)
        #expect(latest.first == "3 Cards" && latest.last == "2 Cards", "the 14th game (3 Cards) first, the 5th (2 Cards) last")
        #expect(Set(Self.rowTitles(page, group: "By mode")) == ["2 Cards", "3 Cards"], "each mode summed up once")
    }
}
