import CardTable
import GameStore
import GameSupport
import GtkKit
import MatchingCore
import SafeFiles
import SetStyle
import SimonCore
import SimonFeature
import Localization

/// Every preference and the window's state, in GSettings (schema `io.github.pastimes.Pastimes`,
/// data/…gschema.xml), typed. The defaults here are the schema's, for a run without it.
@MainActor
final class AppSettings {
    let store: Settings

    /// The desktop's settings for this app (a warning says when its schema is not installed).
    convenience init() {
        self.init(store: Settings(schemaID: PastimesApp.id, alsoIn: Self.schemaFolders))
        if !store.hasSchema {
            Console.note(fillIn(tr("warning: the settings schema %1$@ is not installed, so preferences are not kept this time"), PastimesApp.id))
        }
    }

    /// Settings kept in `store` (tests hand one kept in memory).
    init(store: Settings) { self.store = store }

    /// Where a schema that is not installed system-wide may be: beside an installed program, or
    /// in the build tree (`make schemas`).
    private static var schemaFolders: [FilePath] { DataPlaces.candidates(installed: "glib-2.0/schemas", built: "schemas") }

    var soundEffects: Bool {
        get { store.bool(.soundEffects, default: true) }
        set { store.set(.soundEffects, newValue) }
    }

    var animationSpeed: AnimationSpeed {
        get { AnimationSpeed(rawValue: store.text(.animationSpeed, default: "normal")) ?? .normal }
        set { store.set(.animationSpeed, newValue.rawValue) }
    }

    var cardKeys: TableKeys.Layout {
        get { TableKeys.Layout(rawValue: store.text(.cardKeys, default: "qwerty")) ?? .qwerty }
        set { store.set(.cardKeys, newValue.rawValue) }
    }

    var setTheme: SetTheme {
        get { SetTheme(rawValue: store.text(.setTheme, default: "classic")) ?? .classic }
        set { store.set(.setTheme, newValue.rawValue) }
    }

    /// A hosted game asks the router for a way in for friends anywhere (the lobby's switch).
    var invitesFromAnywhere: Bool {
        get { store.bool(.inviteFromAnywhere, default: false) }
        set { store.set(.inviteFromAnywhere, newValue) }
    }

    var showsSetCount: Bool {
        get { store.bool(.showSetCount, default: false) }
        set { store.set(.showSetCount, newValue) }
    }

    /// How many finished games keep their review (the newest).
    var reviewsKept: Int {
        get { store.int(.reviewsKept, default: GameDatabase.defaultStoriesKept) }
        set { store.set(.reviewsKept, newValue) }
    }

    var cardsToMatch: MatchingGame.Mode {
        get { MatchingGame.Mode(rawValue: store.int(.cardsToMatch, default: 2)) ?? .twoCards }
        set { store.set(.cardsToMatch, newValue.rawValue) }
    }

    var cardsPlayers: MatchingPlayers {
        get { MatchingPlayers(rawValue: store.text(.cardsPlayers, default: MatchingPlayers.solo.rawValue)) ?? .solo }
        set { store.set(.cardsPlayers, newValue.rawValue) }
    }

    var cardsTableSize: MatchingTableSize {
        get { MatchingTableSize(rawValue: store.text(.cardsTableSize, default: MatchingTableSize.medium.rawValue)) ?? .medium }
        set { store.set(.cardsTableSize, newValue.rawValue) }
    }

    var simonSound: Bool {
        get { store.bool(.simonSound, default: true) }
        set { store.set(.simonSound, newValue) }
    }

    var simonSpeed: SimonSpeed {
        get { SimonSpeed(rawValue: store.text(.simonSpeed, default: "classic")) ?? .classic }
        set { store.set(.simonSpeed, newValue.rawValue) }
    }

    var simonDifficulty: Int {
        get { store.int(.simonDifficulty, default: 8) }
        set { store.set(.simonDifficulty, newValue) }
    }

    var simonGame: SimonMode {
        get { SimonMode(rawValue: store.text(.simonGame, default: SimonMode.simonSays.rawValue)) ?? .simonSays }
        set { store.set(.simonGame, newValue.rawValue) }
    }

    /// The name last typed for a high score (nil before any): the next record's name.
    var playerName: String? {
        get { store.text(.playerName, default: "").isEmpty ? nil : store.text(.playerName, default: "") }
        set { store.set(.playerName, newValue ?? "") }
    }

    var simonPlayers: Int {
        get { store.int(.simonPlayers, default: 2) }
        set { store.set(.simonPlayers, newValue) }
    }

    /// Simon's preferences, as its view model takes them; setting them writes only what changed.
    var simon: SimonPreferences {
        get { SimonPreferences(target: simonDifficulty, speed: simonSpeed, mode: simonGame, muted: !simonSound, players: simonPlayers) }
        set {
            if newValue.target != simonDifficulty { simonDifficulty = newValue.target }
            if newValue.speed != simonSpeed { simonSpeed = newValue.speed }
            if newValue.mode != simonGame { simonGame = newValue.mode }
            if newValue.players != simonPlayers { simonPlayers = newValue.players }
            if newValue.muted == simonSound { simonSound = !newValue.muted }
        }
    }

    /// The window as it was last left.
    var window: WindowState {
        get {
            WindowState(width: store.int(.windowWidth, default: WindowState.standardSize.width),
                        height: store.int(.windowHeight, default: WindowState.standardSize.height),
                        maximized: store.bool(.windowMaximized, default: false), tab: store.text(.lastTab, default: GameKind.set.id))
        }
        set {
            if newValue.width != window.width { store.set(.windowWidth, newValue.width) }
            if newValue.height != window.height { store.set(.windowHeight, newValue.height) }
            if newValue.maximized != window.maximized { store.set(.windowMaximized, newValue.maximized) }
            if newValue.tab != window.tab { store.set(.lastTab, newValue.tab) }
        }
    }

    /// How fast cards move: normal, relaxed or not at all.
    enum AnimationSpeed: String, Codable, CaseIterable {
        case normal, relaxed, off

        var title: String {
            switch self {
            case .normal: return trc("animation speed", "Normal")
            case .relaxed: return trc("animation speed", "Relaxed")
            case .off: return trc("animation speed", "Off")
            }
        }

        /// The factor on every card animation's duration.
        var scale: Double {
            switch self {
            case .normal: return 1
            case .relaxed: return 2
            case .off: return 0
            }
        }
    }
}
