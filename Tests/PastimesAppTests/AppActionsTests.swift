import GameSupport
import GtkKit
@testable import PastimesApp
import Testing

/// The actions the tab on show cannot use are greyed out (their menu items and keys with them).
@MainActor
@Suite struct AppActionsTests {
    /// A tab that offers what it is told to.
    final class StandInTab: GameTab {
        let kind = GameKind.cards
        var hasProgress = false
        var canStartNewGame = true
        var canRestart = false
        func restart() {}
        var offersHint = false
        var offersUndo = false
        var canPause = false
        var onStateChanged: (@MainActor () -> Void)?
        func startNewGame() {}
        func setAway(_ away: Bool) {}
        func handleKey(_ key: Key) -> Bool { false }
    }

    static let followed = [AppCommands.newGame, AppCommands.undo, AppCommands.redo, AppCommands.hint, AppCommands.revealSet,
                           AppCommands.pause, AppCommands.statistics, AppCommands.restart].map(\.action)

    static func enabled(_ application: Application) -> [String: Bool] {
        Dictionary(uniqueKeysWithValues: followed.map { ($0, application.isActionEnabled($0) ?? false) })
    }

    @Test func theActionsFollowWhatTheTabOnShowOffers() {
        let application = AppDoubles.application()
        for name in Self.followed { application.addAction(name) {} }
        let actions = AppActions(application: application, settings: AppDoubles.settings(), history: { [] }, review: { _ in })

        actions.enable(for: nil)
        #expect(Self.enabled(application).values.allSatisfy { !$0 }, "before a tab is built, nothing")

        let tab = StandInTab()
        actions.enable(for: tab)
        #expect(Self.enabled(application) == [
            "new-game": true, "undo": false, "redo": false, "hint": false, "reveal-set": false, "pause": false, "statistics": true,
            "restart": false,
        ])
        tab.offersUndo = true
        tab.canRestart = true
        tab.offersHint = true
        tab.canPause = true
        tab.canStartNewGame = false
        actions.enable(for: tab)
        #expect(Self.enabled(application) == [
            "new-game": false, "undo": true, "redo": true, "hint": true, "reveal-set": true, "pause": true, "statistics": true,
            "restart": true,
        ])
    }
}
