import GameSupport
import GtkKit
import Localization

/// The Statistics window: a page for each game, built from the history of finished games.
@MainActor
enum StatisticsWindow {
    /// Opens on the page of the tab the player is looking at.
    /// `review` opens a finished game's review.
    static func present(over window: MainWindow, history: [FinishedGame], review: @escaping @MainActor (FinishedGame) -> Void) {
        SettingsWindow.present(parent: window.applicationWindow, title: tr("Statistics"), pages: StatisticsPages.pages(from: history, review: review),
                               visiblePage: GameKind.allCases.firstIndex(of: window.visibleGame) ?? 0)
    }
}
