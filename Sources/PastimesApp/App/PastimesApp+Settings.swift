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
            if model.session.theme != settings.setTheme { model.setTheme(settings.setTheme) }
            if model.session.showsSetCount != settings.showsSetCount { model.setShowsSetCount(settings.showsSetCount) }
        case "cards-to-match":
            guard let tab = window?.built(.cards) as? CardsTab, tab.model.game.mode != settings.cardsToMatch else { return }
            tab.choose(settings.cardsToMatch)
        case "simon-sound", "simon-speed", "simon-difficulty":
            guard let model = (window?.built(.simon) as? SimonTab)?.model else { return }
            model.setMuted(!settings.simonSound)
            if model.draft.speed != settings.simonSpeed { model.setDraftSpeed(settings.simonSpeed) }
            if model.draft.target != settings.simonDifficulty { model.setDraftTarget(settings.simonDifficulty) }
        default:
            break
        }
    }

    /// A new Set tab follows the preferences, unless none were ever set (the first run after
    /// Pastimes 0.2, whose game kept them): then the game's become the preferences.
    func adopt(_ tab: SetTab) {
        if settings.store.hasUserValue("set-theme") || settings.store.hasUserValue("show-set-count") {
            settingChanged("set-theme")
        } else {
            settings.setTheme = tab.model.session.theme
            settings.showsSetCount = tab.model.session.showsSetCount
        }
        application.setChoice("set-theme", to: settings.setTheme.rawValue)
        application.setToggle("set-count", to: settings.showsSetCount)
    }

    /// The game on the table keeps its mode; it becomes the preference.
    func adopt(_ tab: CardsTab) {
        if tab.model.game.mode != settings.cardsToMatch { settings.cardsToMatch = tab.model.game.mode }
        tab.onModeChosen = { [weak self] mode in
            if self?.settings.cardsToMatch != mode { self?.settings.cardsToMatch = mode }
        }
    }

    func adopt(_ tab: SimonTab) {
        let keys = ["simon-sound", "simon-speed", "simon-difficulty"]
        if keys.contains(where: settings.store.hasUserValue) {
            settingChanged("simon-sound")
        } else {
            adoptSettings(of: tab.model)
        }
        tab.onSettingsChanged = { [weak self] model in self?.adoptSettings(of: model) }
    }

    /// Simon's own controls (the speaker, the first screen) changed its settings.
    private func adoptSettings(of model: SimonModel) {
        if settings.simonSound == model.settings.muted { settings.simonSound = !model.settings.muted }
        if settings.simonSpeed != model.draft.speed { settings.simonSpeed = model.draft.speed }
        if settings.simonDifficulty != model.draft.target { settings.simonDifficulty = model.draft.target }
    }
}
