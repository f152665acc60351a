import CardTable
import GameSupport
import GtkKit
import SetStyle
import SimonCore

/// The Preferences window: each row writes its GSettings key, and the change reaches the games
/// the way every change does (PastimesApp+Settings).
extension PastimesApp {
    func showPreferences() {
        guard let window else { return }
        let speeds = AppSettings.AnimationSpeed.allCases, layouts = TableKeys.Layout.allCases
        let themes = SetTheme.allCases, simonSpeeds = SimonSpeed.allCases
        SettingsWindow.present(parent: window.window, pages: [
            .init("General", iconName: "preferences-system-symbolic", [.init("Card tables", [
                .choice(title: "Animation speed", subtitle: "How fast cards are dealt, moved and turned over",
                        options: speeds.map(\.title), selected: speeds.firstIndex(of: settings.animationSpeed)!) { [weak self] index in
                    self?.settings.animationSpeed = speeds[index]
                },
                .choice(title: "Card keys", subtitle: "The keyboard whose 1 2 3 / Q W E block chooses cards",
                        options: layouts.map(\.title), selected: layouts.firstIndex(of: settings.cardKeys)!) { [weak self] index in
                    self?.settings.cardKeys = layouts[index]
                },
            ])]),
            .init("Set", iconName: "view-grid-symbolic", [.init("Cards", [
                .choice(title: "Theme", subtitle: nil, options: themes.map(\.title),
                        selected: themes.firstIndex(of: settings.setTheme)!) { [weak self] index in
                    self?.settings.setTheme = themes[index]
                },
                .toggle(title: "Show number of Sets", subtitle: "Say how many Sets are on the table",
                        isOn: settings.showsSetCount) { [weak self] shows in
                    self?.settings.showsSetCount = shows
                },
            ])]),
            .init("Cards", iconName: "applications-games-symbolic", [.init("Matching", [
                .choice(title: "Cards to match", subtitle: "A new deal, after asking if a game is under way",
                        options: ["2 Cards", "3 Cards"], selected: settings.cardsToMatch == .twoCards ? 0 : 1) { [weak self] index in
                    self?.settings.cardsToMatch = index == 0 ? .twoCards : .threeCards
                },
            ])]),
            .init("Simon", iconName: "media-record-symbolic", [.init("Game", [
                .toggle(title: "Sounds", subtitle: nil, isOn: settings.simonSound) { [weak self] on in
                    self?.settings.simonSound = on
                },
                .choice(title: "Speed", subtitle: "From the next game", options: simonSpeeds.map(\.title),
                        selected: simonSpeeds.firstIndex(of: settings.simonSpeed)!) { [weak self] index in
                    self?.settings.simonSpeed = simonSpeeds[index]
                },
                .number(title: "Difficulty", subtitle: "Steps to win, from the next game", range: 1...31,
                        value: settings.simonDifficulty) { [weak self] steps in
                    self?.settings.simonDifficulty = steps
                },
            ])]),
        ])
    }
}
