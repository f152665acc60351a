import GameSupport

/// What the window looked like when last used: its size, whether it was maximised, and the tab
/// on show. Kept in GSettings as it changes (not only on a clean quit), so it survives being
/// killed.
struct WindowState: Codable, Equatable {
    /// The size a first start opens at. It fits the smallest screens GNOME is made for (1024 × 600
    /// netbooks, less the top bar) and a 1366 × 768 laptop's with room to spare, as GNOME Chess's
    /// 700 × 550 does; the cards scale to whatever size the player makes it, and it is remembered.
    static let standardSize = (width: 720, height: 560)

    var width = standardSize.width
    var height = standardSize.height
    var maximized = false
    /// The game's id (kept as text, as GSettings holds it).
    var tab = GameKind.set.id

    var game: GameKind { GameKind(rawValue: tab) ?? .set }

    /// A damaged or absurd state falls back to the defaults for the part that is wrong.
    var checked: WindowState {
        var state = self
        if !(360...10_000).contains(width) || !(300...10_000).contains(height) { (state.width, state.height) = Self.standardSize }
        state.tab = game.id
        return state
    }
}
