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
        TablePreferences.animationScale = settings.animationSpeed.scale
        TablePreferences.keyLayout = settings.cardKeys
    }

    func settingChanged(_ key: String) {
        switch key {
        case "animation-speed", "card-keys":
            applyTablePreferences()
        case "set-theme", "show-set-count":
            application.setChoice("set-theme", to: settings.setTheme.rawValue)
            application.setToggle("set-count", to: settings.showsSetCount)
            guard let model = (window?.built(.set) as? SetTab)?.model else { return }
            model.setTheme(settings.setTheme)
            model.setShowsSetCount(settings.showsSetCount)
        case "cards-to-match":
            guard let tab = window?.built(.cards) as? CardsTab, tab.model.game.mode != settings.cardsToMatch else { return }
            tab.choose(settings.cardsToMatch)
        case "simon-sound", "simon-speed", "simon-difficulty", "simon-game":
            (window?.built(.simon) as? SimonTab)?.model.apply(settings.simon)
        default:
            break
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
