import GameSupport
import GtkKit
import Localization
import SimonCore

/// Finished games into the history, and the Statistics window built from it.
extension PastimesApp {
    /// Keeps a finished game in the history.
    func record(_ finished: FinishedGame) {
        database.record(finished)
    }

    func showStatistics() {
        guard let window else { return }
        window.prepareGames()   // the saves may still be opening (another program holding them)
        let history = database.history()
        let summaries = GameStatistics.summarize(history)
        let pages = GameKind.allCases.map { game in
            let rows = summaries.filter { $0.game == game }.map {
                SettingsWindow.Row.info(title: Self.modeTitle($0.mode), subtitle: $0.summary)
            }
            let recent = history.filter { $0.game == game }.suffix(10).reversed().map { finished in
                SettingsWindow.Row.info(title: Self.modeTitle(finished.mode), subtitle: finished.line(date: Self.date(of: finished)))
            }
            let empty = rows.isEmpty ? (title: tr("No Games Yet"), description: fillIn(tr("Finish a game of %1$@ and it is counted here."), game.title))
                : nil
            return SettingsWindow.Page(game.title, iconName: game.iconName, [
                .init(tr("By mode"), rows, emptyText: nil),
                .init(tr("Latest games"), Array(recent), emptyText: nil),
            ], emptyState: empty)
        }
        // On the tab the player is looking at.
        SettingsWindow.present(parent: window.window, title: tr("Statistics"), pages: pages,
                               visiblePage: GameKind.allCases.firstIndex(of: window.visibleGame) ?? 0)
    }

    /// A mode as the history keeps it, named as the game names it now (Simon's games as on
    /// its first screen).
    private static func modeTitle(_ stored: String) -> String {
        FinishedGame.modeTitle(stored) { SimonMode(titleKey: $0)?.title ?? tr($0) }
    }

    /// The date and time of a finished game, in the local time zone.
    private static func date(of finished: FinishedGame) -> String {
        localDateTime(finished.finishedAt,
                      pattern: trc("date and time of a finished game, as GLib's g_date_time_format writes it", "%-d %b %Y, %H:%M"))
    }
}
