import CardTable
import GameSupport
import GtkKit
import MatchingCore

/// Keeps the games and the menus in step with GSettings. Every control that changes a
/// preference (a menu, the Preferences window, a game's own buttons) writes GSettings; every
/// change of GSettings (from the app or from `gsettings` outside) reaches the games here, the
/// one path in.
@MainActor
final class SettingsFollower {
    private let settings: AppSettings
    private let tableContext: TableContext
    private let application: Application
    /// The games' tabs, of which only those built follow (a tab not built yet reads the settings when it is).
    private let tabs: GameTabs
    /// Hands the history how many reviews to keep.
    private let keepReviews: @MainActor (Int) -> Void

    init(settings: AppSettings, tableContext: TableContext, application: Application,
         tabs: GameTabs, keepReviews: @escaping @MainActor (Int) -> Void) {
        self.settings = settings
        self.tableContext = tableContext
        self.application = application
        self.tabs = tabs
        self.keepReviews = keepReviews
    }

    /// Hands the tables the preferences as they are, then follows every change.
    func start() {
        applyTablePreferences()
        settings.store.onChanged { [weak self] (key: SettingKey) in self?.changed(key) }
    }

    private func applyTablePreferences() {
        tableContext.animationScale = settings.animationSpeed.scale
        tableContext.keyLayout = settings.cardKeys
        tableContext.sounds?.isOn = settings.soundEffects
    }

    private func changed(_ key: SettingKey) {
        switch key {
        case .animationSpeed, .cardKeys, .soundEffects:
            applyTablePreferences()
        case .setTheme, .showSetCount:
            application.setChoice(AppCommands.setTheme.action, to: settings.setTheme.rawValue)
            application.setToggle(AppCommands.setCount.action, to: settings.showsSetCount)
            guard let games = tabs.builtSet?.games else { return }
            games.setTheme(settings.setTheme)
            games.setShowsSetCount(settings.showsSetCount)
        case .reviewsKept:
            keepReviews(settings.reviewsKept)
        case .cardsToMatch:
            guard let tab = tabs.builtCards, tab.model.game.mode != settings.cardsToMatch else { return }
            tab.choose(settings.cardsToMatch)
        case .cardsPlayers, .cardsTableSize:
            application.setChoice(AppCommands.cardsPlayers.action, to: settings.cardsPlayers.rawValue)
            application.setChoice(AppCommands.cardsTableSize.action, to: settings.cardsTableSize.rawValue)
            tabs.builtCards?.offerTable(players: settings.cardsPlayers, size: settings.cardsTableSize) { [weak self] players, size in
                // Keep Playing: the preferences say what is played.
                self?.settings.cardsPlayers = players
                self?.settings.cardsTableSize = size
            }
        case .simonSound, .simonSpeed, .simonDifficulty, .simonGame, .simonPlayers:
            tabs.builtSimon?.model.apply(settings.simon)
        case .windowWidth, .windowHeight, .windowMaximized, .lastTab, .playerName, .inviteFromAnywhere:
            break   // the window's own state, read when it opens; the name, when a record is kept
        }
    }

    /// The game on the table keeps the mode it was dealt in; choosing 2 or 3 Cards on the tab
    /// deals a new game and is the preference.
    func adopt(_ tab: CardsTab) {
        tab.onModeChosen = { [weak self] mode in
            guard let self, self.settings.cardsToMatch != mode else { return }
            self.settings.cardsToMatch = mode
        }
    }
}
