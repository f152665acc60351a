import GameSupport
import GtkKit
import Localization
import MatchingCore

/// The application's actions (menus, buttons and keys activate them), each built from its
/// entry in `AppCommands`, and kept enabled only where the tab on show can use them. The
/// windows they open (Preferences, Statistics, Help, About, Export) are handed what they show.
@MainActor
final class AppActions {
    private let application: Application
    private let settings: AppSettings
    /// The history of finished games, for Statistics (read when the window opens).
    private let history: @MainActor () -> [FinishedGame]
    /// Opens a finished game's review (from Statistics).
    private let review: @MainActor (FinishedGame) -> Void

    init(application: Application, settings: AppSettings, history: @escaping @MainActor () -> [FinishedGame],
         review: @escaping @MainActor (FinishedGame) -> Void) {
        self.application = application
        self.settings = settings
        self.history = history
        self.review = review
    }

    func addActions(window: MainWindow) {
        func add(_ command: AppCommand, _ handler: @escaping @MainActor () -> Void) {
            application.addAction(command.action, accelerators: command.accelerators, handler)
        }
        add(AppCommands.newGame) { [weak window] in window?.startNewGame() }
        add(AppCommands.restart) { [weak window] in window?.restartGame() }
        add(AppCommands.undo) { [weak window] in window?.currentTab?.undo() }
        add(AppCommands.redo) { [weak window] in window?.currentTab?.redo() }
        add(AppCommands.hint) { [weak window] in window?.currentTab?.hint() }
        add(AppCommands.pause) { [weak window] in window?.currentTab?.togglePause() }
        add(AppCommands.quit) { [weak window] in window?.applicationWindow.close() }
        // Who plays Cards and on how large a table: the preferences, which the tab follows.
        application.addChoiceAction(AppCommands.cardsPlayers.action, initial: settings.cardsPlayers.rawValue) { [weak self] value in
            MatchingPlayers(rawValue: value).map { self?.settings.cardsPlayers = $0 }
        }
        application.addChoiceAction(AppCommands.cardsTableSize.action, initial: settings.cardsTableSize.rawValue) { [weak self] value in
            MatchingTableSize(rawValue: value).map { self?.settings.cardsTableSize = $0 }
        }
        add(AppCommands.exportDeck) { [weak window] in window.map(DeckExport.askWhereAndWrite) }
        add(AppCommands.help) { [weak window] in
            guard let window, let tab = window.currentTab else { return }
            HelpPages.show(tab.helpPage, over: window)
        }
        add(AppCommands.shortcuts) { [weak self, weak window] in
            guard let self, let window else { return }
            ShortcutsWindow.present(parent: window.applicationWindow, title: AppCommands.shortcutsTitle,
                                    groups: AppCommands.shortcutGroups(layout: self.settings.cardKeys), keyNames: AppCommands.keycapNames)
        }
        addTabActions(window: window)
        add(AppCommands.statistics) { [weak self, weak window] in
            guard let self, let window else { return }
            window.prepareGames()   // the saves may still be opening (another program holding them)
            StatisticsWindow.present(over: window, history: self.history(), review: self.review)
        }
        add(AppCommands.highScores) { [weak self, weak window] in
            guard let self, let window else { return }
            window.prepareGames()
            HighScoresWindow.present(over: window, history: self.history())
        }
        add(AppCommands.preferences) { [weak self, weak window] in
            guard let self, let window else { return }
            PreferencesWindow.present(over: window, settings: self.settings)
        }
        add(AppCommands.about) { [weak window] in window.map(AboutPastimes.present) }
        addFullscreen(window: window)
        application.addAction(AppCommands.details.action, withText: { [weak window] details in
            guard let window else { return }
            let dialog = MessageDialog(parent: window.applicationWindow, heading: tr("Your Saved Games"), body: details)
            dialog.addResponse("close", label: tr("_Close"))
            dialog.present { _ in }
        })
        // A file the app wrote, opened from the notice that says so (the exported deck).
        application.addAction(AppCommands.openFile.action, withText: { [weak window] path in window?.applicationWindow.open(file: path) })
        window.onTabStateChanged = { [weak self, weak window] in self?.enable(for: window?.currentTab) }
        enable(for: window.currentTab)
    }

    /// A tab by its name (Alt+1…3), and the next and previous tab.
    private func addTabActions(window: MainWindow) {
        application.addAction(AppCommands.showTab.action, withText: { [weak window] id in
            guard let game = GameKind(rawValue: id) else { return }
            window?.show(game)
        })
        for (game, keys) in zip(GameKind.allCases, AppCommands.tabKeys) {
            application.setAccelerators([keys], for: AppCommands.showTab.detailedAction(game.id))
        }
        application.addAction(AppCommands.nextTab.action, accelerators: AppCommands.nextTab.accelerators) { [weak window] in
            window?.showTab(after: 1)
        }
        application.addAction(AppCommands.previousTab.action, accelerators: AppCommands.previousTab.accelerators) { [weak window] in
            window?.showTab(after: -1)
        }
    }

    /// The window's own state decides (the window manager may have changed it meanwhile); the
    /// menu's tick follows the window.
    private func addFullscreen(window: MainWindow) {
        application.addToggleAction(AppCommands.fullscreen.action, initial: false) { [weak window] _ in
            guard let window = window?.applicationWindow else { return }
            window.setFullscreen(!window.isFullscreen)
        }
        application.setAccelerators(AppCommands.fullscreen.accelerators, for: AppCommands.fullscreen.detailedAction)
        window.applicationWindow.onFullscreenChanged { [weak self, weak window] in
            self?.application.setToggle(AppCommands.fullscreen.action, to: window?.applicationWindow.isFullscreen ?? false)
        }
    }

    /// Greys out what the tab on show cannot do now: menu items and keys follow their action.
    /// Before the tab is built nothing is enabled; the window tells again once it is.
    func enable(for tab: (any GameTab)?) {
        application.setActionEnabled(AppCommands.newGame.action, tab?.canStartNewGame ?? false)
        application.setActionEnabled(AppCommands.restart.action, tab?.canRestart ?? false)
        application.setActionEnabled(AppCommands.undo.action, tab?.offersUndo ?? false)
        application.setActionEnabled(AppCommands.redo.action, tab?.offersUndo ?? false)
        application.setActionEnabled(AppCommands.hint.action, tab?.offersHint ?? false)
        application.setActionEnabled(AppCommands.revealSet.action, tab?.offersHint ?? false)
        application.setActionEnabled(AppCommands.pause.action, tab?.canPause ?? false)
        // Statistics reads the saves: not while another program keeps them from opening.
        application.setActionEnabled(AppCommands.statistics.action, tab != nil)
    }
}
