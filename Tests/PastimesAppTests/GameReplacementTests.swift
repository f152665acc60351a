import GameSupport
import GtkKit
@testable import PastimesApp
import SaveDoubles
import SetCore
import SetFeature
import SetTogether
import Testing

/// Every way a game is replaced (another mode, a ghost to race, Restart) asks first when a
/// game is under way, and only then: the question is state the test reads and answers.
@MainActor
@Suite struct GameReplacementTests {
    /// The questions asked, each waiting for the test's answer.
    @MainActor
    final class Questions {
        private(set) var asked: [Question] = []
        private var waiting: [@MainActor (Bool) -> Void] = []
        var confirm: Confirm {
            { [unowned self] question, answered in
                asked.append(question)
                waiting.append(answered)
            }
        }
        func answer(_ goAhead: Bool) {
            guard !waiting.isEmpty else {
                Issue.record("no question waits")
                return
            }
            waiting.removeFirst()(goAhead)
        }
        var replacement: GameReplacement { GameReplacement(confirm: confirm) }
    }

    /// A Set tab's games and its menus over an application with the mode action, asking `questions`.
    static func setTab(_ questions: Questions) -> (Application, SetTabGames, SetTabMenus, SolitaireClock) {
        let application = AppDoubles.application()
        application.addChoiceAction(AppCommands.setMode.action, initial: "") { _ in }
        application.addAction(AppCommands.leaveGame.action) {}
        application.addAction(AppCommands.invitePlayers.action) {}
        let clock = SolitaireClock()
        let games = SetTabGames(solo: SetTableModel(seed: 3, clocks: clock.clocks, today: { SetPuzzle.Day(year: 2026, month: 11, day: 27) },
                                                    slot: MemorySaves().slot))
        let menus = SetTabMenus(application: application, settings: AppDoubles.settings(), replacement: questions.replacement)
        menus.follow(games)
        return (application, games, menus, clock)
    }

    /// A clock the test moves by a few seconds a Set.
    @MainActor
    final class SolitaireClock {
        var now = 1_000.0
        var clocks: Clocks { Clocks(wall: { self.now }, monotonic: { self.now }) }
    }

    /// Finds one Set on the table (dealing more where none shows): a game under way.
    static func findASet(in model: SetTableModel, clock: SolitaireClock) {
        while SetSolver.sets(among: model.game.cardsInPlay).isEmpty && !model.isFinished { model.dealThreeMore() }
        guard let set = SetSolver.sets(among: model.game.cardsInPlay).first else { return }
        clock.now += 4
        for card in set.cards { model.choose(cardID: model.session.id(of: card)) }
    }

    /// A friend's finished Classic game, played here to its end.
    static func ghost() throws -> SetGhost {
        let clock = SolitaireClock()
        let model = SetTableModel(seed: 11, clocks: clock.clocks, today: { SetPuzzle.Day(year: 2026, month: 11, day: 27) }, slot: MemorySaves().slot)
        while !model.isFinished { findASet(in: model, clock: clock) }
        return try #require(SetGhost(story: model.session.story, name: "Ada"))
    }

    @Test func choosingAModeWithNothingUnderWayAsksNothing() {
        let questions = Questions()
        let (application, games, menus, _) = Self.setTab(questions)
        application.setChoice(AppCommands.setMode.action, to: SetMode.solo(.junior).id)   // the menu ticks the choice at once
        menus.choose(.solo(.junior), on: games)
        #expect(questions.asked.isEmpty)
        #expect(games.solo.mode == .solo(.junior))
        #expect(application.choice(of: AppCommands.setMode.action) == SetMode.solo(.junior).id)
    }

    @Test func choosingAModeOverAGameUnderWayAsksAndKeepsPlayingOrSwitches() {
        let questions = Questions()
        let (application, games, menus, clock) = Self.setTab(questions)
        Self.findASet(in: games.solo, clock: clock)
        #expect(games.hasProgress)
        let found = games.solo.game.setsFound
        application.setChoice(AppCommands.setMode.action, to: SetMode.solo(.ultra).id)   // the menu ticks the choice at once
        menus.choose(.solo(.ultra), on: games)
        #expect(questions.asked == [.newGame])
        questions.answer(false)
        #expect(games.solo.mode == .solo(.standard) && games.solo.game.setsFound == found, "Keep Playing: the game goes on")
        #expect(application.choice(of: AppCommands.setMode.action) == SetMode.solo(.standard).id, "and the menu ticks it again")

        menus.choose(.solo(.ultra), on: games)
        questions.answer(true)
        #expect(games.solo.mode == .solo(.ultra) && !games.hasProgress)
        #expect(questions.asked == [.newGame, .newGame])
    }

    @Test func choosingAModeFromATogetherGameLeavesItAfterAskingWhenItIsUnderWay() {
        let questions = Questions()
        let (_, games, menus, _) = Self.setTab(questions)
        let connection = AppDoubles.StandInConnection()
        games.play(together: connection)
        menus.choose(.solo(.junior), on: games)
        #expect(questions.asked.isEmpty, "a Together game not under way is left at once")
        #expect(connection.leftCount == 1 && !games.isTogether && games.solo.mode == .solo(.junior))
    }

    @Test func racingAGhostAsksOnlyOverAGameUnderWay() throws {
        let ghost = try Self.ghost()
        let questions = Questions()
        let (application, games, menus, clock) = Self.setTab(questions)
        menus.race(ghost, on: games)
        #expect(questions.asked.isEmpty)
        #expect(games.solo.mode == .ghostRace)
        #expect(application.choice(of: AppCommands.setMode.action) == SetMode.ghostRace.id)

        menus.choose(.solo(.standard), on: games)
        Self.findASet(in: games.solo, clock: clock)
        try #require(games.hasProgress)
        menus.race(ghost, on: games)
        #expect(questions.asked == [.newGame])
        questions.answer(false)
        #expect(games.solo.mode == .solo(.standard), "Keep Playing: no race")
        menus.race(ghost, on: games)
        questions.answer(true)
        #expect(games.solo.mode == .ghostRace && Set(games.solo.game.cardsInPlay).isSubset(of: Set(ghost.deck.prefix(12))))
    }

    @Test func restartAsksOnlyOverAGameUnderWayAndDealsTheSameCardsAgain() {
        let questions = Questions()
        let (_, games, _, clock) = Self.setTab(questions)
        let firstTable = games.solo.game.cardsInPlay
        questions.replacement.restart(games)
        #expect(questions.asked.isEmpty, "nothing to lose: no question")
        #expect(games.solo.game.cardsInPlay == firstTable)

        Self.findASet(in: games.solo, clock: clock)
        questions.replacement.restart(games)
        #expect(questions.asked == [.restart])
        questions.answer(false)
        #expect(games.solo.game.setsFound == 1, "Keep Playing keeps the Set found")
        questions.replacement.restart(games)
        questions.answer(true)
        #expect(games.solo.game.setsFound == 0 && games.solo.game.cardsInPlay == firstTable)
    }

    @Test func newGameOnATabAsksTheSameQuestionAsAnyOtherReplacement() {
        let questions = Questions()
        let (_, games, _, clock) = Self.setTab(questions)
        Self.findASet(in: games.solo, clock: clock)
        var started = 0, kept = 0
        questions.replacement.replace(games, with: { started += 1 }, cancelled: { kept += 1 })
        questions.answer(false)
        questions.replacement.replace(games, with: { started += 1 }, cancelled: { kept += 1 })
        questions.answer(true)
        #expect((started, kept) == (1, 1))
        #expect(questions.asked == [.newGame, .newGame])
    }
}
