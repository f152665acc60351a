import SimonCore

/// What the Simon tab saves: the settings the game was started with, the splash screen's
/// choices, and the game under way (its sequence and progress; not its clocks, which stop while
/// the app is closed). Saves from before games were kept hold the settings alone.
struct SimonSave: Codable, Equatable {
    var settings: SimonSettings
    var draft: SimonSettings
    var game: SimonPlay.Saved?

    init(settings: SimonSettings, draft: SimonSettings, game: SimonPlay.Saved?) {
        self.settings = settings
        self.draft = draft
        self.game = game
    }

    enum CodingKeys: String, CodingKey { case settings, draft, game }

    init(from decoder: any Decoder) throws {
        let saved = try decoder.container(keyedBy: CodingKeys.self)
        guard saved.contains(.settings) else {
            // The earlier format: the settings at the top level.
            settings = try SimonSettings(from: decoder)
            draft = settings
            game = nil
            return
        }
        settings = try saved.decode(SimonSettings.self, forKey: .settings)
        draft = try saved.decodeIfPresent(SimonSettings.self, forKey: .draft) ?? settings
        game = try saved.decodeIfPresent(SimonPlay.Saved.self, forKey: .game)
        if let game, game.game.target != settings.target || game.game.mode != settings.mode {
            throw DecodingError.dataCorruptedError(forKey: .game, in: saved, debugDescription: "the game does not match its settings")
        }
    }
}
