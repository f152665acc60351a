import GtkKit
import SafeFiles
import SetCore
import SetFeature
import SetStyle
import SetTogether

/// The Set tab's actions in its mode menu and the primary menu: the mode (a solo mode, or the
/// Together game under way, with Leave Game), the card theme, the Set count and the cheat.
@MainActor
final class SetTabMenus {
    private let application: Application
    private let settings: AppSettings
    /// Starts a game over one under way, asking first.
    private let replacement: GameReplacement

    init(application: Application, settings: AppSettings, replacement: GameReplacement) {
        self.application = application
        self.settings = settings
        self.replacement = replacement
    }

    func addActions(window: MainWindow, tabs: GameTabs) {
        func setTab() -> SetTab? { tabs.set }
        application.addChoiceAction(AppCommands.setMode.action, initial: SetMode.solo(.standard).id) { [weak self] id in
            guard let self, let mode = SetMode(id: id), let tab = setTab() else { return }
            choose(mode, on: tab.games)
        }
        application.addAction(AppCommands.leaveGame.action) { setTab()?.games.leaveTogether() }
        application.addChoiceAction(AppCommands.togetherRules.action, initial: TogetherRules.play(.standard).name) { name in
            guard let rules = TogetherRules(name: name) else { return }
            setTab()?.games.choose(rules)
        }
        application.addChoiceAction(AppCommands.togetherComputer.action, initial: SetPresentation.Cover.Computer.none) { level in
            setTab()?.games.seatComputer(SetOpponent.Level(rawValue: level))
        }
        application.addAction(AppCommands.invitePlayers.action) { setTab()?.games.showInvitation(true) }
        application.addToggleAction(AppCommands.inviteFromAnywhere.action, initial: settings.invitesFromAnywhere) { [weak self] on in
            self?.settings.invitesFromAnywhere = on
            setTab()?.games.inviteFromAnywhere(on)
        }
        application.addAction(AppCommands.removePlayer.action, withText: { player in
            guard let player = Int(player) else { return }
            setTab()?.games.remove(player)
        })
        application.addChoiceAction(AppCommands.setTheme.action, initial: settings.setTheme.rawValue) { [weak self] value in
            guard let theme = SetTheme(rawValue: value) else { return }
            self?.settings.setTheme = theme
        }
        application.addToggleAction(AppCommands.setCount.action, initial: settings.showsSetCount) { [weak self] shows in
            self?.settings.showsSetCount = shows
        }
        application.addAction(AppCommands.raceGhost.action) { [weak self, weak window] in
            guard let window else { return }
            GhostRaceFiles.askWhich(over: window) { path in self?.race(at: path, on: tabs, in: window) }
        }
        application.addAction(AppCommands.raceGhostFile.action, withText: { [weak self, weak window] path in
            guard let window else { return }
            self?.race(at: FilePath(path), on: tabs, in: window)
        })
        application.addAction(AppCommands.revealSet.action, accelerators: AppCommands.revealSet.accelerators) {
            setTab()?.games.revealSet()
        }
    }

    /// Keeps the mode menu on what `games` plays: in a Together game it ticks no solo mode, and
    /// offers Leave Game.
    func follow(_ games: SetTabGames) {
        games.onSwitch = { [weak self, weak games] in
            guard let self, let games else { return }
            self.application.setChoice(AppCommands.setMode.action, to: games.modeChoice)
            // A new hosting begins with Classic and no computer, as its host does.
            self.application.setChoice(AppCommands.togetherRules.action, to: TogetherRules.play(.standard).name)
            self.application.setChoice(AppCommands.togetherComputer.action, to: SetPresentation.Cover.Computer.none)
            self.application.setActionEnabled(AppCommands.leaveGame.action, games.isTogether)
            // A new hosting asks the router at once if the host invited from anywhere last time.
            games.inviteFromAnywhere(self.settings.invitesFromAnywhere)
            self.application.setActionEnabled(AppCommands.invitePlayers.action, games.canInvite)
        }
        games.onSwitch?()
    }

    /// Races the ghost in the file at `path` on the Set tab; a file that holds none is refused
    /// in words, and nothing changes.
    private func race(at path: FilePath, on tabs: GameTabs, in window: MainWindow) {
        switch GhostRaceFiles.ghost(at: path) {
        case .success(let ghost):
            guard let tab = tabs.set else { return }
            window.show(.set)
            race(ghost, on: tab.games)
        case .failure(let refusal): window.showToast(refusal.message)
        }
    }

    /// Races `ghost`, after asking if a game is under way (and leaving a Together game).
    func race(_ ghost: SetGhost, on games: SetTabGames) {
        replacement.replace(games, with: { [weak self, weak games] in
            guard let self, let games else { return }
            if games.isTogether { games.leaveTogether() }
            games.solo.race(ghost)
            application.setChoice(AppCommands.setMode.action, to: games.modeChoice)
        })
    }

    /// A new game in `mode`, after asking if one is under way; from a Together game, leaving it
    /// first (the solo game's own mode takes the player back to it as it was). Declined, the
    /// menu ticks what is still played.
    func choose(_ mode: SetMode, on games: SetTabGames) {
        let keepMode: @MainActor () -> Void = { [weak self, weak games] in
            guard let self, let games else { return }
            application.setChoice(AppCommands.setMode.action, to: games.modeChoice)
        }
        let switchMode: @MainActor () -> Void = { [weak self, weak games] in
            guard let self, let games else { return }
            replacement.replace(games, with: { [weak games] in games?.solo.newGame(mode) }, cancelled: keepMode)
        }
        guard games.isTogether else { return switchMode() }
        replacement.replace(games, with: { [weak games] in
            guard let games else { return }
            games.leaveTogether()
            if games.solo.mode != mode { switchMode() }
        }, cancelled: keepMode)
    }
}
