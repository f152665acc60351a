import GameSupport
import Testing

/// The high scores, from a history alone: ten a mode, best first, a record standing until beaten.
@Suite struct HighScoresTests {
    static func simon(_ mode: String = "Simon says, 8 steps", score: Int, at time: Double, player: String? = "Ada") -> FinishedGame {
        FinishedGame(game: .simon, mode: mode, finishedAt: time, seconds: nil, score: score, found: score, hintsUsed: 0,
                     won: score == 8, result: "", player: player)
    }

    @Test func theTenBestOfAModeBestFirstTheEarlierOnATie() {
        let history = (0..<14).map { Self.simon(score: [3, 5, 5, 1, 7, 2, 6, 4, 8, 2, 5, 3, 1, 6][$0], at: Double($0)) }
        let table = HighScores(history, game: .simon).tables[0]
        #expect(table.games.count == HighScores.kept)
        #expect(table.games.map(\.score) == [8, 7, 6, 6, 5, 5, 5, 4, 3, 3])
        #expect(table.games.filter { $0.score == 5 }.map(\.finishedAt) == [1, 2, 10], "a tie keeps the earlier first")
    }

    @Test func eachModeAndLevelHasItsOwnTableTheOneJustPlayedFirst() {
        let history = [Self.simon(score: 4, at: 1), Self.simon("Player adds, 14 steps", score: 9, at: 2), Self.simon("Simon says, 14 steps", score: 2, at: 3),
                       FinishedGame(game: .set, mode: "Classic Solo", finishedAt: 4, seconds: 60, score: 27, found: 27, hintsUsed: 0, won: true, result: "")]
        #expect(HighScores(history, game: .simon).tables.map(\.mode) == ["Simon says, 8 steps", "Player adds, 14 steps", "Simon says, 14 steps"])
        #expect(HighScores(history, game: .simon, first: "Simon says, 14 steps").tables.map(\.mode).first == "Simon says, 14 steps")
    }

    @Test func aGameThatScoredNothingIsNoRecordAndOneBelowTheTenthIsNone() {
        let ten = (0..<10).map { Self.simon(score: 5, at: Double($0)) }
        let nothing = Self.simon(score: 0, at: 20), lower = Self.simon(score: 4, at: 21), tie = Self.simon(score: 5, at: 22), better = Self.simon(score: 6, at: 23)
        let scores = HighScores(ten + [nothing, lower, tie, better], game: .simon)
        #expect(scores.rank(of: nothing) == nil && scores.rank(of: lower) == nil)
        #expect(scores.rank(of: tie) == nil, "a tie with the tenth does not push it out")
        #expect(scores.rank(of: better) == 1)
        #expect(HighScores([nothing], game: .simon).tables.isEmpty)
    }

    @Test(arguments: [
        ("  Ada Lovelace ", "Ada Lovelace"),
        ("\u{202E}evil\u{200B}", "evil"),
        ("line\none", "lineone"),
        (String(repeating: "x", count: 500), String(repeating: "x", count: HighScores.longestName)),
        ("e" + String(repeating: "\u{301}", count: 5_000), nil),
    ] as [(String, String?)])
    func aTypedNameIsCleanedAndBounded(typed: String, kept: String?) {
        let name = HighScores.cleanName(typed)
        if let kept { #expect(name == kept) } else { #expect(name.map { $0.unicodeScalars.count <= HighScores.longestName * 2 } == true) }
        #expect(HighScores.cleanName(" \u{200B}\t") == nil)
    }
}
