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
        window.prepareGames()   // the saves may still be opening (another program holding them)
        // On the tab the player is looking at.
        SettingsWindow.present(parent: window.window, title: tr("Statistics"), pages: StatisticsPages.pages(from: database.history()),
                               visiblePage: GameKind.allCases.firstIndex(of: window.visibleGame) ?? 0)
    }
}
