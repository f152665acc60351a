import CardTable

/// Preferences that belong to no one game (the games keep their own: the Set theme, Simon's
/// sound and speed, the matching mode). Saved in the database as JSON.
struct AppPreferences: Codable, Equatable {
    enum AnimationSpeed: String, Codable, CaseIterable {
        case normal, relaxed, off

        var title: String {
            switch self {
            case .normal: return "Normal"
            case .relaxed: return "Relaxed"
            case .off: return "Off"
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

    var animationSpeed = AnimationSpeed.normal
    var cardKeys = TableKeys.Layout.qwerty

    /// Makes the tables follow these preferences.
    @MainActor
    func apply() {
        TablePreferences.animationScale = animationSpeed.scale
        TablePreferences.keyLayout = cardKeys
    }
}
