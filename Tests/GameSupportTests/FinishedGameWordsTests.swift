import GameSupport
import Testing

@Suite struct FinishedGameWordsTests {
    func finished(seconds: Double? = nil, hints: Int = 0) -> FinishedGame {
        FinishedGame(game: .set, mode: "Timed Run", finishedAt: 0, seconds: seconds, score: 48, found: 12, hintsUsed: hints,
                     won: true, result: "Completed: 12 Sets found")
    }

    @Test func aLineNamesTheResultTimeScoreAndHints() {
        #expect(finished(seconds: 221, hints: 2).line(date: "22 Nov 2026, 14:05")
                == "22 Nov 2026, 14:05 · Completed: 12 Sets found · 3:41 · score 48 · 2 hints")
    }

    @Test func untimedGamesWithoutHintsSayLess() {
        #expect(finished().line(date: "today") == "today · Completed: 12 Sets found · score 48")
    }

    @Test func aModeWithStepsIsStoredInEnglishAndShownWithItsCount() {
        let stored = FinishedGame.storedMode("Simon says", steps: 8)
        #expect(stored == "Simon says, 8 steps")
        #expect(FinishedGame.modeTitle(stored) == "Simon says, 8 steps")
        #expect(FinishedGame.modeTitle(FinishedGame.storedMode("Simon says", steps: 1)) == "Simon says, 1 step")
        #expect(FinishedGame.modeTitle("Timed Run") == "Timed Run")
    }

    @Test func aModeWithItsPlayersIsStoredInEnglishAndEachPartNamedOnItsOwn() {
        let stored = FinishedGame.storedMode("2 Cards", players: "Me and a Sharp Computer")
        #expect(stored == "2 Cards · Me and a Sharp Computer")
        #expect(FinishedGame.modeTitle(stored) { "<\($0)>" } == "<2 Cards> · <Me and a Sharp Computer>")
        #expect(FinishedGame.modeTitle("Simon says, 8 steps") { "<\($0)>" } == "<Simon says>, 8 steps")
    }
}
