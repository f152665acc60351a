/// One finished game, for the statistics: which game and mode, when it started, how long it
/// took, and how it went. Every game reports these the same way.
public struct FinishedGame: Codable, Equatable, Sendable {
    public var game: GameKind
    /// The mode as the player knows it: "Classic Solo", "Timed Run", "3 Cards", "Simon says, 8 steps".
    public var mode: String
    /// Wall-clock seconds (since 1970) when the game finished.
    public var finishedAt: Double
    /// How long it took, where the game keeps time.
    public var seconds: Double?
    public var score: Int
    /// Sets found, pairs matched or steps repeated.
    public var found: Int
    public var hintsUsed: Int
    /// Whether the player won (or, in a game without an opponent, completed it).
    public var won: Bool
    /// How it ended, in words: "Completed", "Won 6–4", "Lost at step 5".
    public var result: String
    /// The game's story for its review, as the game writes it (Set's: a `SetStory`'s JSON);
    /// nil for games that keep none, and once the history has let an old one go.
    public var story: [UInt8]?
    /// Who played it, as the high scores name them: the account's name unless the game names
    /// someone (Choose Your Colour's winner), and what the player typed on a new record.
    public var player: String?

    public init(game: GameKind, mode: String, finishedAt: Double, seconds: Double?, score: Int, found: Int, hintsUsed: Int,
                won: Bool, result: String, story: [UInt8]? = nil, player: String? = nil) {
        self.game = game; self.mode = mode; self.finishedAt = finishedAt; self.seconds = seconds
        self.score = score; self.found = found; self.hintsUsed = hintsUsed; self.won = won; self.result = result
        self.story = story; self.player = player
    }
}
