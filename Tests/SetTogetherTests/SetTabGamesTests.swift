import GameSupport
import SaveDoubles
import SetCore
import SetFeature
import SetStyle
@testable import SetTogether
import Testing

/// The Set tab's one owner of what it plays: the switch between the solo game and a Together
/// game, published to the mode menu, and what only the solo game has.
@MainActor
@Suite struct SetTabGamesTests {
    /// A Together game that only counts how often it was left.
    @MainActor
    final class StandInConnection: TogetherConnection {
        let model: TogetherModel
        var leftCount = 0
        init(model: TogetherModel = TogetherModelTests.player(.init())) { self.model = model }
        func start() {}
        func leave() { leftCount += 1 }
    }

    /// The tab's games, and each choice the mode menu was told to tick.
    @MainActor
    final class Watched {
        let games = SetTabGames(solo: SetTableModel(seed: 3, clocks: .stopped(at: 1000), today: { SetPuzzle.Day(year: 2026, month: 11, day: 26) },
                                                    slot: MemorySaves().slot))
        var menuChoices: [String] = []
        init() {
            games.onSwitch = { [weak self] in
                guard let self else { return }
                menuChoices.append(games.modeChoice)
            }
        }
    }

    @Test func newGameFromATogetherGameGoesBackToTheSoloGameAndSaysSo() {
        let watched = Watched(), games = watched.games
        let connection = StandInConnection()
        games.play(together: connection)
        #expect(watched.menuChoices == [SetTabGames.togetherChoice], "the menu ticks no solo mode, Leave Game is on")
        games.startNewGame()
        #expect(!games.isTogether && connection.leftCount == 1)
        #expect(watched.menuChoices.last == games.solo.mode.id, "the menu ticks the solo mode again, Leave Game is off")
        #expect(watched.menuChoices.count == 2)
    }

    @Test func aSecondTogetherGameLeavesTheFirst() {
        let watched = Watched(), games = watched.games
        let first = StandInConnection(), second = StandInConnection()
        games.play(together: first)
        games.play(together: second)
        #expect(first.leftCount == 1 && second.leftCount == 0)
        #expect(games.together === second)
        games.leaveTogether()
        games.leaveTogether()   // nothing left to leave: said once
        #expect(second.leftCount == 1 && watched.menuChoices.count == 3)
    }

    @Test func aTogetherGameAnswersPauseUndoAndTheCheatWithNotHere() {
        let games = Watched().games
        games.solo.newGame(.timedRun)
        let solo = games.solo.presentation
        games.play(together: StandInConnection())
        games.togglePause()
        games.revealSet()
        games.undo()
        #expect(!games.isPaused && !games.solo.isPausedByPlayer, "the solo game was not paused behind the Together game")
        games.leaveTogether()
        #expect(games.solo.presentation == solo, "the solo game comes back as it was")
        games.togglePause()
        #expect(games.isPaused, "and answers pause itself")
    }

    @Test func theThemeIsThePlayersWhoeverDeals() {
        let games = Watched().games
        games.setTheme(.glyphs)
        #expect(games.theme == .glyphs && games.solo.theme == .glyphs)
        games.play(together: StandInConnection(model: TogetherModelTests.playing().0))
        let cards = games.presentation.table.cards
        #expect(!cards.isEmpty && cards.allSatisfy { $0.face.theme == .glyphs }, "the shared table in the player's theme")
    }
}
