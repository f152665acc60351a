import CardTable

/// The player's preferences that every card table follows: how fast cards move and which
/// keys choose them. Set by the app from the saved preferences; read as tables act.
@MainActor
enum TablePreferences {
    /// Multiplies every card animation's duration (1 normal, 2 relaxed, 0 none).
    static var animationScale = 1.0
    static var keyLayout: TableKeys.Layout = .qwerty
}
