import CardTable
import GtkKit
import MatchingCore
import SetStyle
import SimonCore
import SimonFeature

/// Preferences in GSettings and the games, kept in step. Every control that changes a
/// preference (a menu, the Preferences window, a game's own buttons) writes GSettings; every
/// change of GSettings (from here or from `gsettings` outside) reaches the games through
/// `settingChanged`, the one path in.
extension PastimesApp {
    func applyTablePreferences() {
        tableContext.animationScale = settings.animationSpeed.scale
        tableContext.keyLayout = settings.cardKeys
    }

    func settingChanged(_ key: SettingKey) {
        switch key {
        case .animationSpeed, .cardKeys:
            applyTablePreferences()
        case .setTheme, .showSetCount:
            application.setChoice(AppCommands.setTheme.action, to: settings.setTheme.rawValue)
            application.setToggle(AppCommands.setCount.action, to: settings.showsSetCount)
            guard let games = (window?.built(.set) as? SetTab)?.games else { return }
            games.setTheme(settings.setTheme)
            games.setShowsSetCount(settings.showsSetCount)
        case .cardsToMatch:
            guard let tab = window?.built(.cards) as? CardsTab, tab.model.game.mode != settings.cardsToMatch else { return }
            tab.choose(settings.cardsToMatch)
        case .simonSound, .simonSpeed, .simonDifficulty, .simonGame:
            (window?.built(.simon) as? SimonTab)?.model.apply(settings.simon)
        case .windowWidth, .windowHeight, .windowMaximized, .lastTab:
            break   // the window's own state, read when it opens
        }
    }

    /// The game on the table keeps the mode it was dealt in; choosing 2 or 3 Cards on the tab
    /// deals a new game and is the preference.
    func adopt(_ tab: CardsTab) {
        tab.onModeChosen = { [weak self] mode in
            if self?.settings.cardsToMatch != mode { self?.settings.cardsToMatch = mode }
        }
    }
}
