import CardTable
import GameSupport
import GtkKit
import MatchingCore
import SetStyle
import SimonCore
import Localization

/// The Preferences window: one page, a group for the card tables and one for each game, every
/// setting in one place. Each row writes its GSettings key; the change reaches the games the way
/// every change does (SettingsFollower).
@MainActor
enum PreferencesWindow {
    static func present(over window: MainWindow, settings: AppSettings) {
        SettingsWindow.present(parent: window.applicationWindow, pages: [page(for: settings)])
    }

    /// The window's page, showing `settings` as they are and writing them when a row changes.
    static func page(for settings: AppSettings) -> SettingsWindow.Page {
        .init(tr("Preferences"), iconName: "preferences-system-symbolic", [
            .init(tr("Card tables"), [
                choice(tr("Animation speed"), tr("How fast cards are dealt, moved and turned over"), settings, \.animationSpeed),
                choice(tr("Card keys"), tr("The keyboard whose 1 2 3 / Q W E block chooses cards"), settings, \.cardKeys),
                .toggle(title: tr("Sound effects"), subtitle: tr("Set and Cards: a match, a miss, cards dealt (silent while the desktop’s alert sounds are off)"),
                        isOn: settings.soundEffects) { settings.soundEffects = $0 },
            ]),
            .init(trc("game", "Set"), [
                choice(tr("Theme"), nil, settings, \.setTheme),
                .toggle(title: tr("Show number of Sets"), subtitle: tr("Say how many Sets are on the table"),
                        isOn: settings.showsSetCount) { settings.showsSetCount = $0 },
                .number(title: tr("Reviews kept"), subtitle: tr("The newest finished games you can review from Statistics"), range: 0...1000,
                        value: settings.reviewsKept) { settings.reviewsKept = $0 },
            ]),
            // The choices' names are long ("Me and a Forgetful Computer"): each is written under its row's title.
            .init(trc("game", "Cards"), [
                choice(tr("Cards to match"), nil, settings, \.cardsToMatch, valueAsSubtitle: true),
                choice(tr("Who plays"), nil, settings, \.cardsPlayers, valueAsSubtitle: true),
                choice(tr("Table size"), nil, settings, \.cardsTableSize, valueAsSubtitle: true),
            ], description: tr("Each change deals a new game, after asking if one is under way.")),
            .init(trc("game", "Simon"), [
                .toggle(title: tr("Sounds"), subtitle: nil, isOn: settings.simonSound) { settings.simonSound = $0 },
                choice(tr("Speed"), tr("From the next game"), settings, \.simonSpeed),
                .number(title: tr("Difficulty"), subtitle: tr("Steps to win, from the next game"), range: 1...31,
                        value: settings.simonDifficulty) { settings.simonDifficulty = $0 },
                choice(trc("Simon preferences", "Game"), tr("From the next game"), settings, \.simonGame),
                .number(title: tr("Players"), subtitle: tr("In Choose Your Colour, from the next game"), range: SimonGame.playerCounts,
                        value: settings.simonPlayers) { settings.simonPlayers = $0 },
            ]),
        ])
    }

    /// A drop-down row of every value of a setting, by its title, with the current one chosen.
    private static func choice<Value: PreferenceChoice>(_ title: String, _ subtitle: String?, _ settings: AppSettings,
                                                        _ setting: ReferenceWritableKeyPath<AppSettings, Value>,
                                                        valueAsSubtitle: Bool = false) -> SettingsWindow.Row {
        let values = Array(Value.allCases)
        return .choice(title: title, subtitle: subtitle, options: values.map(\.title),
                       selected: values.firstIndex(of: settings[keyPath: setting]) ?? 0, valueAsSubtitle: valueAsSubtitle) { index in
            settings[keyPath: setting] = values[index]
        }
    }
}

/// A setting chosen from a list: every value, each with the words the list shows.
protocol PreferenceChoice: CaseIterable, Equatable {
    var title: String { get }
}

extension AppSettings.AnimationSpeed: PreferenceChoice {}
extension TableKeys.Layout: PreferenceChoice {}
extension SetTheme: PreferenceChoice {}
extension SimonSpeed: PreferenceChoice {}
extension SimonMode: PreferenceChoice {}
extension MatchingPlayers: PreferenceChoice {}
extension MatchingTableSize: PreferenceChoice {}

extension MatchingGame.Mode: PreferenceChoice {
    var title: String { self == .twoCards ? tr("2 Cards") : tr("3 Cards") }
}
