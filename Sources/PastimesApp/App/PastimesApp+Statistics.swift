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
                SettingsWindow.Row.info(title: Self.modeTitle($0.mode), subtitle: $0.summary)
            }
            let recent = history.filter { $0.game == game }.suffix(10).reversed().map { finished in
                SettingsWindow.Row.info(title: Self.modeTitle(finished.mode), subtitle: Self.describe(finished))
            }
            return SettingsWindow.Page(game.title, iconName: game.iconName, [
                .init(tr("By mode"), rows, emptyText: tr("No finished games yet.")),
                .init(tr("Latest games"), Array(recent), emptyText: tr("Finished games appear here.")),
            ])
        }
        SettingsWindow.present(parent: window.window, title: tr("Statistics"), pages: pages)
    }

    /// "22 Nov 2026, 14:05 · Completed: 12 Sets found · 3:41 · score 48".
    private static func describe(_ finished: FinishedGame) -> String {
        let pattern = trc("date and time of a finished game, as GLib's g_date_time_format writes it", "%-d %b %Y, %H:%M")
        var parts = [localDateTime(finished.finishedAt, pattern: pattern), finished.result]
        if let seconds = finished.seconds { parts.append(clockText(seconds)) }
        parts.append(fillIn(tr("score %1$@"), finished.score))
        if finished.hintsUsed > 0 { parts.append(fillIn(trn("%1$@ hint", "%1$@ hints", finished.hintsUsed), finished.hintsUsed)) }
        return parts.joined(separator: " · ")
    }

    /// A mode as the history keeps it (in English), in the player's language: "Timed Run",
    /// "Simon says, 8 steps".
    static func modeTitle(_ stored: String) -> String {
        if stored.hasSuffix(" steps"), let comma = stored.lastIndex(of: ","),
           let steps = Int(stored[stored.index(comma, offsetBy: 2)...].dropLast(" steps".count)) {
            return fillIn(trn("%1$@, %2$@ step", "%1$@, %2$@ steps", steps), tr(String(stored[..<comma])), steps)
        }
        return tr(stored)
    }
}
