import SimonCore

/// What the Simon tab saves: the game under way (its sequence and progress; not its clocks,
/// which stop while the app is closed), and what LAST and LONGEST play. The preferences are the
/// app's settings, not the save's; saves of earlier versions that held them too are read for
/// their game alone.
public struct SimonSave: Codable, Equatable, Sendable {
    public var game: SimonPlay.Saved?
    public var memory: SimonMemory?

    public init(game: SimonPlay.Saved?, memory: SimonMemory? = nil) {
        self.game = game
        self.memory = memory
    }

    enum CodingKeys: String, CodingKey { case game, memory }

    /// A damaged memory is forgotten rather than taking the game under way with it.
    public init(from decoder: any Decoder) throws {
        let saved = try decoder.container(keyedBy: CodingKeys.self)
        game = try saved.decodeIfPresent(SimonPlay.Saved.self, forKey: .game)
        memory = try? saved.decodeIfPresent(SimonMemory.self, forKey: .memory)
    }
}
