import GtkKit

/// The keys of the app's GSettings schema (data/io.github.pastimes.Pastimes.gschema.xml), each
/// spelled once: AppSettings reads and writes them, `SettingsFollower` hears them change, and a
/// test holds this list to the schema's.
enum SettingKey: String, CaseIterable, Sendable {
    case animationSpeed = "animation-speed"
    case cardKeys = "card-keys"
    case soundEffects = "sound-effects"
    case setTheme = "set-theme"
    case showSetCount = "show-set-count"
    case reviewsKept = "reviews-kept"
    case cardsToMatch = "cards-to-match"
    case cardsPlayers = "cards-players"
    case cardsTableSize = "cards-table-size"
    case simonSound = "simon-sound"
    case simonSpeed = "simon-speed"
    case simonDifficulty = "simon-difficulty"
    case simonGame = "simon-game"
    case simonPlayers = "simon-players"
    case playerName = "player-name"
    case inviteFromAnywhere = "invite-from-anywhere"
    case windowWidth = "window-width"
    case windowHeight = "window-height"
    case windowMaximized = "window-maximized"
    case lastTab = "last-tab"
}

/// The settings store read and written by typed keys only.
extension Settings {
    func text(_ key: SettingKey, default fallback: String) -> String { text(key.rawValue, default: fallback) }
    func bool(_ key: SettingKey, default fallback: Bool) -> Bool { bool(key.rawValue, default: fallback) }
    func int(_ key: SettingKey, default fallback: Int) -> Int { int(key.rawValue, default: fallback) }
    func set(_ key: SettingKey, _ value: String) { set(key.rawValue, value) }
    func set(_ key: SettingKey, _ value: Bool) { set(key.rawValue, value) }
    func set(_ key: SettingKey, _ value: Int) { set(key.rawValue, value) }

    /// Calls `handler` with each of the schema's keys that changes (from the app or from outside).
    func onChanged(_ handler: @escaping @MainActor (SettingKey) -> Void) {
        onChanged { (name: String) in SettingKey(rawValue: name).map(handler) }
    }
}
