import GameSupport
import GtkKit
import Localization

/// Finished games into the history, and the Statistics window built from it.
extension PastimesApp {
    /// Keeps a finished game in the history.
    func record(_ finished: FinishedGame) {
        database.record(finished)
    }

    func showStatistics() {
        guard let window else { return }
        let history = database.history()
        let summaries = GameStatistics.summarize(history)
        let pages = GameKind.allCases.map { game in
            let rows = summaries.filter { $0.game == game }.map {
                SettingsWindow.Row.info(title: FinishedGame.modeTitle($0.mode), subtitle: $0.summary)
            }
            let recent = history.filter { $0.game == game }.suffix(10).reversed().map { finished in
                SettingsWindow.Row.info(title: FinishedGame.modeTitle(finished.mode), subtitle: finished.line(date: Self.date(of: finished)))
            }
            return SettingsWindow.Page(game.title, iconName: game.iconName, [
                .init(tr("By mode"), rows, emptyText: tr("No finished games yet.")),
                .init(tr("Latest games"), Array(recent), emptyText: tr("Finished games appear here.")),
            ])
        }
        SettingsWindow.present(parent: window.window, title: tr("Statistics"), pages: pages)
    }

    /// The date and time of a finished game, in the local time zone.
    private static func date(of finished: FinishedGame) -> String {
        localDateTime(finished.finishedAt,
                      pattern: trc("date and time of a finished game, as GLib's g_date_time_format writes it", "%-d %b %Y, %H:%M"))
    }
}
