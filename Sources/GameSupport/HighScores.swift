/// The best games of each mode and level, as GNOME's games keep scores: the ten highest, the
/// earlier first on a tie (a record stands until it is beaten), each with its player's name.
/// Made from the history alone.
public struct HighScores: Equatable, Sendable {
    /// One mode's table ("Simon says, 8 steps").
    public struct Table: Equatable, Sendable {
        public let mode: String
        /// Best first.
        public let games: [FinishedGame]
    }

    public static let kept = 10
    /// The longest name kept: enough for anyone's, never a page of text.
    public static let longestName = 40

    public let tables: [Table]

    /// `game`'s tables, the mode `first` (the one just played) at the top and the others in the
    /// order first played. A game that scored nothing is no record.
    public init(_ history: [FinishedGame], game: GameKind, first: String? = nil) {
        let games = history.filter { $0.game == game && $0.score > 0 }
        var modes: [String] = []
        for finished in games where !modes.contains(finished.mode) { modes.append(finished.mode) }
        if let first, let index = modes.firstIndex(of: first) { modes.insert(modes.remove(at: index), at: 0) }
        tables = modes.map { mode in
            let best = games.enumerated().filter { $0.element.mode == mode }
                .sorted { ($0.element.score, -$0.offset) > ($1.element.score, -$1.offset) }
                .prefix(Self.kept).map(\.element)
            return Table(mode: mode, games: Array(best))
        }
    }

    /// Where `finished` stands in its table, from 1, or nil when it is not among the best.
    public func rank(of finished: FinishedGame) -> Int? {
        tables.first { $0.mode == finished.mode }?.games.firstIndex(of: finished).map { $0 + 1 }
    }

    /// A name as typed, made fit to keep (`ShownName`, without spaces around); nil when nothing
    /// is left.
    public static func cleanName(_ typed: String) -> String? {
        let name = String(ShownName.cleaned(String(typed.trimmingWhitespace()), longest: longestName).trimmingWhitespace())
        return name.isEmpty ? nil : name
    }
}
