import CardTable
import GameSupport
import SafeFiles
import Localization

/// What Pastimes 0.2 kept in its own files, read once into GSettings: the window's state
/// (window.json) and the card tables' preferences (a row of the database). The files are left
/// as they were.
@MainActor
enum EarlierPreferences {
    /// Pastimes 0.2's preferences row.
    struct Row: Codable {
        var animationSpeed = AppSettings.AnimationSpeed.normal
        var cardKeys = TableKeys.Layout.qwerty
    }

    /// Takes over window.json, if there is one.
    static func takeOverWindow(from folder: FilePath, into settings: AppSettings) {
        let slot = SaveSlot(read: { try folder.appending("window.json").read() }, write: { _ in }, setAside: { tr("where it was") })
        guard let earlier = SavedGame<WindowState>.load(from: slot, name: "window").value else { return }
        settings.window = earlier.checked
    }

    /// Takes over the preferences row of the database, if there is one.
    static func takeOverRow(from slot: SaveSlot, into settings: AppSettings) {
        guard let earlier = SavedGame<Row>.load(from: slot, name: "preferences").value else { return }
        settings.animationSpeed = earlier.animationSpeed
        settings.cardKeys = earlier.cardKeys
    }
}
