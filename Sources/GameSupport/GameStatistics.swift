import Localization

/// What the Statistics window shows for one game and mode, computed from the history alone.
public struct GameStatistics: Equatable, Sendable {
    public var game: GameKind
    public var mode: String
    public var played: Int
    public var won: Int
    /// The fastest won game, where the game keeps time.
    public var bestSeconds: Double?
    public var bestScore: Int
    public var averageScore: Double
    /// Won games in a row, ending with the latest game; and the longest such run.
    public var currentStreak: Int
    public var bestStreak: Int

    /// One entry per game and mode, in the order each was first played; `history` is in the
    /// order the games finished.
    public static func summarize(_ history: [FinishedGame]) -> [GameStatistics] {
        var order: [String] = []
        var groups: [String: [FinishedGame]] = [:]
        for finished in history {
            let key = finished.game.id + "\u{1F}" + finished.mode
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(finished)
        }
        return order.map { key in
            let games = groups[key]!
            var streak = 0, best = 0
            for game in games {
                streak = game.won ? streak + 1 : 0
                best = max(best, streak)
            }
            return GameStatistics(game: games[0].game, mode: games[0].mode, played: games.count,
                                  won: games.filter(\.won).count,
                                  bestSeconds: games.filter(\.won).compactMap(\.seconds).min(),
                                  bestScore: games.map(\.score).max()!,
                                  averageScore: Double(games.map(\.score).reduce(0, +)) / Double(games.count),
                                  currentStreak: streak, bestStreak: best)
        }
    }

    /// "12 played, 9 won · best 3:05 · best score 54, average 41.5 · streak 3 (best 5)".
    public var summary: String {
        var parts = [fillIn(tr("%1$@ played, %2$@ won"), played, won)]
        if let bestSeconds { parts.append(fillIn(tr("best %1$@"), clockText(bestSeconds))) }
        parts.append(fillIn(tr("best score %1$@, average %2$@"), bestScore, shortDecimalText(averageScore)))
        parts.append(fillIn(tr("streak %1$@ (best %2$@)"), currentStreak, bestStreak))
        return parts.joined(separator: " · ")
    }
}
