import GameSupport

/// What the window looked like when last used: its size, whether it was maximised, and the tab
/// on show. Kept in GSettings as it changes (not only on a clean quit), so it survives being
/// killed.
struct WindowState: Codable, Equatable {
    var width = 1000
    var height = 760
    var maximized = false
    /// The game's id (kept as text: window.json and GSettings hold it so).
    var tab = GameKind.set.id

    var game: GameKind { GameKind(rawValue: tab) ?? .set }

    /// A damaged or absurd state falls back to the defaults for the part that is wrong.
    var checked: WindowState {
        var state = self
        if !(360...10_000).contains(width) || !(300...10_000).contains(height) { (state.width, state.height) = (1000, 760) }
        state.tab = game.id
        return state
    }
}
