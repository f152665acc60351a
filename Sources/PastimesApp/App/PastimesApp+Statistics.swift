import GameSupport
import GtkKit

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
        let pages = [("set", "Set", "view-grid-symbolic"), ("cards", "Cards", "applications-games-symbolic"),
                     ("simon", "Simon", "media-record-symbolic")].map { game, title, icon in
            let rows = summaries.filter { $0.game == game }.map { SettingsWindow.Row.info(title: $0.mode, subtitle: $0.summary) }
            let recent = history.filter { $0.game == game }.suffix(10).reversed().map { finished in
                SettingsWindow.Row.info(title: finished.mode, subtitle: Self.describe(finished))
            }
            return SettingsWindow.Page(title, iconName: icon, [
                .init("By mode", rows, emptyText: "No finished games yet."),
                .init("Latest games", Array(recent), emptyText: "Finished games appear here."),
            ])
        }
        SettingsWindow.present(parent: window.window, title: "Statistics", pages: pages)
    }

    /// "22 Nov 2026, 14:05 · Completed: 12 Sets found · 3:41 · score 48".
    private static func describe(_ finished: FinishedGame) -> String {
        var parts = [localDateTime(finished.finishedAt), finished.result]
        if let seconds = finished.seconds { parts.append(clockText(seconds)) }
        parts.append("score \(finished.score)")
        if finished.hintsUsed > 0 { parts.append(finished.hintsUsed == 1 ? "1 hint" : "\(finished.hintsUsed) hints") }
        return parts.joined(separator: " · ")
    }
}
