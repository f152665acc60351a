import CardTable
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

    init() {
        store = Settings(schemaID: PastimesApp.id, alsoIn: Self.schemaFolders)
        if !store.hasSchema {
            Console.note(fillIn(tr("warning: the settings schema %1$@ is not installed, so preferences are not kept this time"), PastimesApp.id))
        }
    }

    /// Where a schema that is not installed system-wide may be: beside an installed program, or
    /// in the build tree (`make schemas`).
    private static var schemaFolders: [FilePath] { DataPlaces.candidates(installed: "glib-2.0/schemas", built: "schemas") }

    var animationSpeed: AnimationSpeed {
        get { AnimationSpeed(rawValue: store.text("animation-speed", default: "normal")) ?? .normal }
        set { store.set("animation-speed", newValue.rawValue) }
    }

    var cardKeys: TableKeys.Layout {
        get { TableKeys.Layout(rawValue: store.text("card-keys", default: "qwerty")) ?? .qwerty }
        set { store.set("card-keys", newValue.rawValue) }
    }

    var setTheme: SetTheme {
        get { SetTheme(rawValue: store.text("set-theme", default: "classic")) ?? .classic }
        set { store.set("set-theme", newValue.rawValue) }
    }

    var showsSetCount: Bool {
        get { store.bool("show-set-count", default: false) }
        set { store.set("show-set-count", newValue) }
    }

    var cardsToMatch: MatchingGame.Mode {
        get { MatchingGame.Mode(rawValue: store.int("cards-to-match", default: 2)) ?? .twoCards }
        set { store.set("cards-to-match", newValue.rawValue) }
    }

    var simonSound: Bool {
        get { store.bool("simon-sound", default: true) }
        set { store.set("simon-sound", newValue) }
    }

    var simonSpeed: SimonSpeed {
        get { SimonSpeed(rawValue: store.text("simon-speed", default: "classic")) ?? .classic }
        set { store.set("simon-speed", newValue.rawValue) }
    }

    var simonDifficulty: Int {
        get { store.int("simon-difficulty", default: 8) }
        set { store.set("simon-difficulty", newValue) }
    }

    var simonGame: SimonMode {
        get { SimonMode(rawValue: store.text("simon-game", default: SimonMode.simonSays.rawValue)) ?? .simonSays }
        set { store.set("simon-game", newValue.rawValue) }
    }

    /// Simon's preferences, as its view model takes them; setting them writes only what changed.
    var simon: SimonPreferences {
        get { SimonPreferences(target: simonDifficulty, speed: simonSpeed, mode: simonGame, muted: !simonSound) }
        set {
            if newValue.target != simonDifficulty { simonDifficulty = newValue.target }
            if newValue.speed != simonSpeed { simonSpeed = newValue.speed }
            if newValue.mode != simonGame { simonGame = newValue.mode }
            if newValue.muted == simonSound { simonSound = !newValue.muted }
        }
    }

    /// The window as it was last left.
    var window: WindowState {
        get {
            WindowState(width: store.int("window-width", default: WindowState.standardSize.width),
                        height: store.int("window-height", default: WindowState.standardSize.height),
                        maximized: store.bool("window-maximized", default: false), tab: store.text("last-tab", default: GameKind.set.id))
        }
        set {
            if newValue.width != window.width { store.set("window-width", newValue.width) }
            if newValue.height != window.height { store.set("window-height", newValue.height) }
            if newValue.maximized != window.maximized { store.set("window-maximized", newValue.maximized) }
            if newValue.tab != window.tab { store.set("last-tab", newValue.tab) }
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
