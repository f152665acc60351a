import CardArt
import GameSupport
import GtkKit
import SafeFiles
import SetFeature
import SetStyle
import Localization

/// The application's actions (menus, buttons and keys activate them), each built from its
/// entry in `AppCommands`, and kept enabled only where the tab on show can use them.
extension PastimesApp {
    func addActions(window: MainWindow) {
        func add(_ command: AppCommand, _ handler: @escaping @MainActor () -> Void) {
            application.addAction(command.action, accelerators: command.accelerators, handler)
        }
        add(AppCommands.newGame) { [weak window] in window?.startNewGame() }
        add(AppCommands.undo) { [weak window] in window?.currentTab?.undo() }
        add(AppCommands.redo) { [weak window] in window?.currentTab?.redo() }
        add(AppCommands.hint) { [weak window] in window?.currentTab?.hint() }
        add(AppCommands.pause) { [weak window] in window?.currentTab?.togglePause() }
        add(AppCommands.quit) { [weak window] in window?.window.close() }
        add(AppCommands.exportDeck) { [weak window] in window.map(DeckExport.askWhereAndWrite) }
        add(AppCommands.help) { [weak window] in
            guard let window, let tab = window.currentTab else { return }
            HelpPages.show(tab.helpPage, over: window)
        }
        add(AppCommands.shortcuts) { [weak self, weak window] in
            guard let self, let window else { return }
            ShortcutsWindow.present(parent: window.window, title: AppCommands.shortcutsTitle,
                                    groups: AppCommands.shortcutGroups(layout: settings.cardKeys), keyNames: AppCommands.keycapNames)
        }
        application.addAction(AppCommands.showTab.action, withText: { [weak window] id in
            guard let game = GameKind(rawValue: id) else { return }
            window?.show(game)
        })
        for (game, keys) in zip(GameKind.allCases, AppCommands.tabKeys) {
            application.setAccelerators([keys], for: AppCommands.showTab.detailedAction(game.id))
        }
        add(AppCommands.nextTab) { [weak window] in window?.showTab(after: 1) }
        add(AppCommands.previousTab) { [weak window] in window?.showTab(after: -1) }
        add(AppCommands.statistics) { [weak self] in self?.showStatistics() }
        add(AppCommands.preferences) { [weak self] in self?.showPreferences() }
        add(AppCommands.about) { [weak window] in window.map(AboutPastimes.present) }
        // The window's own state decides (the window manager may have changed it meanwhile);
        // the menu's tick follows the window.
        application.addToggleAction(AppCommands.fullscreen.action, initial: false) { [weak window] _ in
            guard let window = window?.window else { return }
            window.setFullscreen(!window.isFullscreen)
        }
        application.setAccelerators(AppCommands.fullscreen.accelerators, for: AppCommands.fullscreen.detailedAction)
        window.window.onFullscreenChanged { [weak self, weak window] in
            self?.application.setToggle(AppCommands.fullscreen.action, to: window?.window.isFullscreen ?? false)
        }
        application.addAction(AppCommands.details.action, withText: { [weak window] details in
            guard let window else { return }
            let dialog = MessageDialog(parent: window.window, heading: tr("Your Saved Games"), body: details)
            dialog.addResponse("close", label: tr("_Close"))
            dialog.present { _ in }
        })
        // A file the app wrote, opened from the notice that says so (the exported deck).
        application.addAction(AppCommands.openFile.action, withText: { [weak window] path in window?.window.open(file: path) })
        addSetActions(window: window)
        addTogetherActions(window: window)
        window.onTabStateChanged = { [weak self] in self?.enableActionsForTab() }
        enableActionsForTab()
    }

    /// Greys out what the tab on show cannot do now: menu items and keys follow their action.
    /// Before the tab is built nothing is enabled; the window calls this again once it is.
    func enableActionsForTab() {
        let tab = window?.currentTab
        application.setActionEnabled(AppCommands.newGame.action, tab?.canStartNewGame ?? false)
        application.setActionEnabled(AppCommands.undo.action, tab?.offersUndo ?? false)
        application.setActionEnabled(AppCommands.redo.action, tab?.offersUndo ?? false)
        application.setActionEnabled(AppCommands.hint.action, tab?.offersHint ?? false)
        application.setActionEnabled(AppCommands.revealSet.action, tab?.offersHint ?? false)
        application.setActionEnabled(AppCommands.pause.action, tab?.canPause ?? false)
        // Statistics reads the saves: not while another program keeps them from opening.
        application.setActionEnabled(AppCommands.statistics.action, tab != nil)
    }

    /// The Set tab's mode, card theme, Set count and cheat, in its mode menu and the primary menu.
    private func addSetActions(window: MainWindow) {
        func setTab() -> SetTab? { window.tab(for: .set) as? SetTab }
        application.addChoiceAction(AppCommands.setMode.action, initial: SetMode.solo(.standard).id) { [weak self, weak window] id in
            guard let mode = SetMode(id: id), let window, let tab = setTab() else { return }
            let games = tab.games
            let keepMode: @MainActor () -> Void = { [weak self, weak games] in
                guard let games else { return }
                self?.application.setChoice(AppCommands.setMode.action, to: games.modeChoice)
            }
            let switchMode: @MainActor () -> Void = { [weak window, weak tab] in
                guard let window, let tab else { return }
                window.replaceGame(on: tab, with: { [weak games] in games?.solo.newGame(mode) }, cancelled: keepMode)
            }
            guard games.isTogether else { return switchMode() }
            // From a Together game: leave it first; the solo game's own mode takes the player back to it as it was.
            window.replaceGame(on: tab, with: { [weak games] in
                guard let games else { return }
                games.leaveTogether()
                if games.solo.mode != mode { switchMode() }
            }, cancelled: keepMode)
        }
        application.addChoiceAction(AppCommands.setTheme.action, initial: settings.setTheme.rawValue) { [weak self] value in
            guard let theme = SetTheme(rawValue: value) else { return }
            self?.settings.setTheme = theme
        }
        application.addToggleAction(AppCommands.setCount.action, initial: settings.showsSetCount) { [weak self] shows in self?.settings.showsSetCount = shows }
        application.addAction(AppCommands.revealSet.action, accelerators: AppCommands.revealSet.accelerators) {
            setTab()?.games.revealSet()
        }
    }
}
