import CardTable
import GameSupport
import GtkKit
import SetStyle
import SimonCore

/// The Preferences window: each row calls the same intent as the game's own controls, and the
/// preferences that belong to no game are saved in the database.
extension PastimesApp {
    func savePreferences() {
        preferences.apply()
        if let problem = SavedGame.save(preferences, to: database.slot(named: "preferences"), name: "preferences") {
            window?.showToast(problem)
        }
    }

    func showPreferences() {
        guard let window, let set = window.tab(named: "set") as? SetTab, let cards = window.tab(named: "cards") as? CardsTab,
              let simon = window.tab(named: "simon") as? SimonTab else { return }
        let speeds = AppPreferences.AnimationSpeed.allCases, layouts = TableKeys.Layout.allCases
        let themes = SetTheme.allCases, simonSpeeds = SimonSpeed.allCases
        SettingsWindow.present(parent: window.window, pages: [
            .init("General", iconName: "preferences-system-symbolic", [.init("Card tables", [
                .choice(title: "Animation speed", subtitle: "How fast cards are dealt, moved and turned over",
                        options: speeds.map(\.title), selected: speeds.firstIndex(of: preferences.animationSpeed)!) { [weak self] index in
                    self?.preferences.animationSpeed = speeds[index]
                    self?.savePreferences()
                },
                .choice(title: "Card keys", subtitle: "The keyboard whose 1 2 3 / Q W E block chooses cards",
                        options: layouts.map(\.title), selected: layouts.firstIndex(of: preferences.cardKeys)!) { [weak self] index in
                    self?.preferences.cardKeys = layouts[index]
                    self?.savePreferences()
                },
            ])]),
            .init("Set", iconName: "view-grid-symbolic", [.init("Cards", [
                .choice(title: "Theme", subtitle: nil, options: themes.map(\.title),
                        selected: themes.firstIndex(of: set.model.session.theme)!) { [weak self, weak set] index in
                    set?.model.setTheme(themes[index])
                    self?.application.setChoice("set-theme", to: themes[index].rawValue)
                },
                .toggle(title: "Show number of Sets", subtitle: "Say how many Sets are on the table",
                        isOn: set.model.session.showsSetCount) { [weak self, weak set] shows in
                    set?.model.setShowsSetCount(shows)
                    self?.application.setToggle("set-count", to: shows)
                },
            ])]),
            .init("Cards", iconName: "applications-games-symbolic", [.init("Matching", [
                .choice(title: "Cards to match", subtitle: "A new deal, after asking if a game is under way",
                        options: ["2 Cards", "3 Cards"], selected: cards.model.game.mode == .twoCards ? 0 : 1) { [weak cards] index in
                    cards?.choose(index == 0 ? .twoCards : .threeCards)
                },
            ])]),
            .init("Simon", iconName: "media-record-symbolic", [.init("Game", [
                .toggle(title: "Sounds", subtitle: nil, isOn: !simon.model.settings.muted) { [weak simon] on in
                    if let model = simon?.model, model.settings.muted == on { model.toggleMute() }
                },
                .choice(title: "Speed", subtitle: "From the next game", options: simonSpeeds.map(\.title),
                        selected: simonSpeeds.firstIndex(of: simon.model.draft.speed)!) { [weak simon] index in
                    simon?.model.setDraftSpeed(simonSpeeds[index])
                },
                .number(title: "Difficulty", subtitle: "Steps to win, from the next game", range: 1...31,
                        value: simon.model.draft.target) { [weak simon] steps in
                    simon?.model.setDraftTarget(steps)
                },
            ])]),
        ])
    }
}
