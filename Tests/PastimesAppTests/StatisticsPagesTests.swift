import GameSupport
import GtkKit
import SetCore
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

    /// A Set game that kept its story is offered for review; the Set page sums up the pace.
    @Test func aSetGameWithItsStoryOffersItsReviewAndItsPace() throws {
        let set = [SetCard(.zero, .zero, .zero, .zero), SetCard(.zero, .zero, .zero, .one), SetCard(.zero, .zero, .zero, .two)]
        var story = SetStory(.standard, table: set, at: 0)
        story.found(set, by: .player, at: 6)
        story.end(at: 6)
        var kept = Self.finished(.set, "Classic Solo", at: 2_000)
        kept.story = JSONBytes.encode(story)
        var reviewed: [FinishedGame] = []
        let page = StatisticsPages.pages(from: [Self.finished(.set, "Classic Solo", at: 1_000), kept]) { reviewed.append($0) }[0]
        #expect(page.groups.map(\.title) == ["By mode", "Pace", "Latest games"])
        let latest = try #require(page.groups.last?.rows)
        guard case .infoWithButton(let title, _, let button, let activated) = latest[0] else { Issue.record("no Review button"); return }
        #expect(title == "Classic Solo" && button == "Review")
        activated()
        #expect(reviewed == [kept])
        if case .info = latest[1] {} else { Issue.record("a game without its story has no button") }
        #expect(Self.rowTitles(page, group: "Pace") == ["Sets differing in 1 feature", "Sets differing in shape", "Your latest 10 games"])
    }
}

/// Simon's high scores window, from a history alone: a table per game and level, a new record's
/// name to change.
@MainActor
@Suite struct HighScoresPageTests {
    static func simon(_ mode: String, score: Int, at time: Double, player: String?) -> FinishedGame {
        FinishedGame(game: .simon, mode: mode, finishedAt: time, seconds: nil, score: score, found: score, hintsUsed: 0, won: false,
                     result: "", player: player)
    }

    @Test func eachTableNamesItsPlayersBestFirst() {
        let history = [Self.simon("Simon says, 8 steps", score: 3, at: 1, player: "Ada"), Self.simon("Simon says, 8 steps", score: 5, at: 2, player: nil),
                       Self.simon("Choose your colour, 14 steps", score: 4, at: 3, player: "Player 2")]
        let page = HighScoresWindow.page(from: history)
        #expect(page.title == "Simon" && page.emptyState == nil)
        #expect(page.groups.map(\.title) == ["Simon Says, 8 steps", "Choose Your Colour, 14 steps"])
        #expect(StatisticsPagesTests.rowTitles(page, group: "Simon Says, 8 steps") == ["1. Unnamed player", "2. Ada"])
        guard case .info(_, let subtitle)? = page.groups[1].rows.first else { Issue.record("no row"); return }
        #expect(subtitle.hasPrefix("4 steps · "))
    }

    @Test func aNewRecordComesFirstWithItsNameToChange() {
        let record = Self.simon("Player adds, 8 steps", score: 6, at: 9, player: "ada")
        let history = [Self.simon("Simon says, 8 steps", score: 3, at: 1, player: "Ada"), Self.simon("Player adds, 8 steps", score: 7, at: 2, player: "Bo"), record]
        var renamed: [String] = []
        let page = HighScoresWindow.page(from: history, newRecord: record) { game, name in
            #expect(game == record)
            renamed.append(name)
        }
        #expect(page.groups.first?.title == "Player Adds, 8 steps")
        guard case .entry(let title, let text, let length, let focused, let done, let changed)? = page.groups[0].rows.last else {
            Issue.record("no name to change"); return
        }
        #expect(title == "New record, place 2 with 6 steps: your name" && text == "ada" && focused && length == HighScores.longestName)
        #expect(done == "_Done" && page.groups[0].description == "A new record! Type the name to keep with it, then press Enter or Done.")
        #expect(page.groups.dropFirst().allSatisfy { $0.description == nil }, "only the record's table says what to do")
        changed("  Ada\u{202E} ")
        changed("   ")
        #expect(renamed == ["Ada", "ada"], "cleaned, and the game's own name for no name")
    }

    @Test func noGamesYetSaysHowToGetOne() {
        let page = HighScoresWindow.page(from: [Self.simon("Simon says, 8 steps", score: 0, at: 1, player: "Ada")])
        #expect(page.emptyState?.title == "No High Scores Yet")
    }
}
