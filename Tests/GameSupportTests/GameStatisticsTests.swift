import GameSupport
import Testing

@Suite struct GameStatisticsTests {
    func finished(_ mode: String, score: Int, seconds: Double? = nil, won: Bool = true, game: GameKind = .set) -> FinishedGame {
        FinishedGame(game: game, mode: mode, finishedAt: 0, seconds: seconds, score: score, found: 0, hintsUsed: 0,
                     won: won, result: won ? "Won" : "Lost")
    }

    @Test func eachGameAndModeIsSummedUpApartInTheOrderFirstPlayed() {
        let stats = GameStatistics.summarize([
            finished("Timed Run", score: 30, seconds: 95), finished("Classic Solo", score: 40),
            finished("Timed Run", score: 50, seconds: 80), finished("Classic Solo", score: 20, game: .cards),
        ])
        #expect(stats.map(\.mode) == ["Timed Run", "Classic Solo", "Classic Solo"])
        #expect(stats.map(\.game) == [.set, .set, .cards])
        #expect(stats[0].played == 2 && stats[0].bestSeconds == 80 && stats[0].bestScore == 50 && stats[0].averageScore == 40)
    }

    @Test func streaksCountWinsInARowEndingWithTheLatest() {
        let results = [true, true, false, true, true, true, false, true]
        let stats = GameStatistics.summarize(results.map { finished("Computer (Hard)", score: 1, won: $0) })[0]
        #expect(stats.bestStreak == 3)
        #expect(stats.currentStreak == 1)
        #expect(stats.won == 6)
    }

    @Test func theBestTimeIsTheFastestWonGame() {
        let stats = GameStatistics.summarize([finished("Simon", score: 1, seconds: 10, won: false),
                                              finished("Simon", score: 1, seconds: 30)])[0]
        #expect(stats.bestSeconds == 30)
    }

    @Test func theSummaryReadsAsALine() {
        let stats = GameStatistics.summarize([finished("Timed Run", score: 41, seconds: 185), finished("Timed Run", score: 42, seconds: 200)])[0]
        #expect(stats.summary == "2 played, 2 won · best 3:05 · best score 42, average 41.5 · streak 2 (best 2)")
    }
}
