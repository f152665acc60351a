import GameSupport
import SetFeature
import GtkKit
import Localization
import SimonCore

/// The Statistics window's pages, made from the history of finished games alone: one page per
/// game, its modes summed up and its latest ten games, or words for a game not yet finished.
/// No window, database or clock: what it shows follows from the history it is given.
@MainActor
enum StatisticsPages {
    static let latestShown = 10

    /// `review`: opens a finished game's review, offered for each game that kept its story.
    static func pages(from history: [FinishedGame], review: @escaping @MainActor (FinishedGame) -> Void = { _ in }) -> [SettingsWindow.Page] {
        let summaries = GameStatistics.summarize(history)
        return GameKind.allCases.map { game in
            let rows = summaries.filter { $0.game == game }.map {
                SettingsWindow.Row.info(title: modeTitle($0.mode), subtitle: $0.summary)
            }
            let recent = history.filter { $0.game == game }.suffix(latestShown).reversed().map { finished in
                let (title, subtitle) = (modeTitle(finished.mode), finished.line(date: date(of: finished)))
                guard finished.story != nil else { return SettingsWindow.Row.info(title: title, subtitle: subtitle) }
                return .infoWithButton(title: title, subtitle: subtitle, button: tr("Review")) { review(finished) }
            }
            let empty = rows.isEmpty ? (title: tr("No Games Yet"), description: fillIn(tr("Finish a game of %1$@ and it is counted here."), game.title))
                : nil
            var groups: [SettingsWindow.Group] = [.init(tr("By mode"), rows, emptyText: nil)]
            if game == .set { groups.append(pace(history)) }
            groups.append(.init(tr("Latest games"), Array(recent), emptyText: nil))
            return SettingsWindow.Page(game.title, iconName: game.iconName, groups, emptyState: empty)
        }
    }

    /// How long the player's Sets take, by kind, from the games whose review is kept.
    private static func pace(_ history: [FinishedGame]) -> SettingsWindow.Group {
        let pace = SetPace(history: history)
        return .init(tr("Pace"), pace.rows.map { SettingsWindow.Row.info(title: $0.title, subtitle: $0.subtitle) },
                     emptyText: tr("How long your Sets take shows here once you have found some."))
    }

    /// A mode as the history keeps it, named as the game names it now (Simon's games as on
    /// its first screen).
    static func modeTitle(_ stored: String) -> String {
        FinishedGame.modeTitle(stored) { SimonMode(titleKey: $0)?.title ?? tr($0) }
    }

    /// The date and time of a finished game, in the local time zone.
    static func date(of finished: FinishedGame) -> String {
        localDateTime(finished.finishedAt,
                      pattern: trc("date and time of a finished game, as GLib's g_date_time_format writes it", "%-d %b %Y, %H:%M"))
    }
}
