import CardTable
import GameSupport
import GtkKit
import SetStyle
import SimonCore
import Localization

/// The Preferences window: each row writes its GSettings key, and the change reaches the games
/// the way every change does (PastimesApp+Settings).
extension PastimesApp {
    func showPreferences() {
        guard let window else { return }
        let speeds = AppSettings.AnimationSpeed.allCases, layouts = TableKeys.Layout.allCases
        let themes = SetTheme.allCases, simonSpeeds = SimonSpeed.allCases, simonGames = SimonMode.allCases
        // One page, a group for the card tables and one for each game: every setting in one place.
        SettingsWindow.present(parent: window.window, pages: [.init(tr("Preferences"), iconName: "preferences-system-symbolic", [
            .init(tr("Card tables"), [
                .choice(title: tr("Animation speed"), subtitle: tr("How fast cards are dealt, moved and turned over"),
                        options: speeds.map(\.title), selected: speeds.firstIndex(of: settings.animationSpeed)!) { [weak self] index in
                    self?.settings.animationSpeed = speeds[index]
                },
                .choice(title: tr("Card keys"), subtitle: tr("The keyboard whose 1 2 3 / Q W E block chooses cards"),
                        options: layouts.map(\.title), selected: layouts.firstIndex(of: settings.cardKeys)!) { [weak self] index in
                    self?.settings.cardKeys = layouts[index]
                },
            ]),
            .init(trc("game", "Set"), [
                .choice(title: tr("Theme"), subtitle: nil, options: themes.map(\.title),
                        selected: themes.firstIndex(of: settings.setTheme)!) { [weak self] index in
                    self?.settings.setTheme = themes[index]
                },
                .toggle(title: tr("Show number of Sets"), subtitle: tr("Say how many Sets are on the table"),
                        isOn: settings.showsSetCount) { [weak self] shows in
                    self?.settings.showsSetCount = shows
                },
            ]),
            .init(trc("game", "Cards"), [
                .choice(title: tr("Cards to match"), subtitle: tr("A new deal, after asking if a game is under way"),
                        options: [tr("2 Cards"), tr("3 Cards")], selected: settings.cardsToMatch == .twoCards ? 0 : 1) { [weak self] index in
                    self?.settings.cardsToMatch = index == 0 ? .twoCards : .threeCards
                },
            ]),
            .init(trc("game", "Simon"), [
                .toggle(title: tr("Sounds"), subtitle: nil, isOn: settings.simonSound) { [weak self] on in
                    self?.settings.simonSound = on
                },
                .choice(title: tr("Speed"), subtitle: nil, options: simonSpeeds.map(\.title),
                        selected: simonSpeeds.firstIndex(of: settings.simonSpeed)!) { [weak self] index in
                    self?.settings.simonSpeed = simonSpeeds[index]
                },
                .number(title: tr("Difficulty"), subtitle: tr("Steps to win, from the next game"), range: 1...31,
                        value: settings.simonDifficulty) { [weak self] steps in
                    self?.settings.simonDifficulty = steps
                },
                .choice(title: trc("Simon preferences", "Game"), subtitle: tr("From the next game"), options: simonGames.map(\.title),
                        selected: simonGames.firstIndex(of: settings.simonGame)!) { [weak self] index in
                    self?.settings.simonGame = simonGames[index]
                },
            ]),
        ])])
    }
}
