import GameSupport
import SimonCore
import Testing

/// Simon says, step by step, as the 1978 toy plays it.
@Suite struct SimonGameTests {
    func started(target: Int = 4, mode: SimonMode = .simonSays, seed: UInt64 = 1) -> SimonGame {
        var game = SimonGame(mode: mode, target: target)
        var generator = SeededGenerator(seed: seed)
        game.start(using: &generator)
        return game
    }

    /// Repeats the current round correctly.
    func repeatRound(_ game: inout SimonGame) {
        for pad in game.playback { game.press(pad) }
    }

    @Test func aNewGameWaitsForStart() {
        var game = SimonGame(target: 8)
        #expect(game.phase == .idle)
        #expect(game.press(.red) == .ignored)
        #expect(game.phase == .idle && game.sequence.isEmpty)
    }

    @Test func startMakesARandomSequenceOfTheTargetLengthAndPlaysTheFirstStep() {
        let game = started(target: 14)
        #expect(game.sequence.count == 14)
        #expect(game.phase == .playingBack)
        #expect(game.round == 1)
        #expect(game.playback == [game.sequence[0]])
    }

    @Test func differentSeedsMakeDifferentSequences() {
        #expect(started(target: 31, seed: 1).sequence != started(target: 31, seed: 2).sequence)
        #expect(started(target: 31, seed: 1).sequence == started(target: 31, seed: 1).sequence)
    }

    @Test func pressesDuringPlaybackAreIgnored() {
        var game = started()
        #expect(game.press(game.sequence[0]) == .ignored)
        #expect(game.phase == .playingBack)
    }

    @Test func repeatingTheRoundAddsAStep() {
        var game = started()
        game.finishPlayback()
        #expect(game.phase == .awaitingInput)
        #expect(game.press(game.sequence[0]) == .roundComplete)
        #expect(game.round == 2)
        #expect(game.phase == .playingBack)
        game.finishPlayback()
        #expect(game.press(game.sequence[0]) == .correct)
        #expect(game.entered == 1)
    }

    @Test func repeatingTheWholeTargetWins() {
        var game = started(target: 3)
        for _ in 1...3 {
            game.finishPlayback()
            repeatRound(&game)
        }
        #expect(game.phase == .won)
        #expect(game.round == 3)
    }

    @Test func aWrongPressLosesAndNamesTheExpectedPad() {
        var game = started()
        game.finishPlayback()
        let expected = game.sequence[0]
        let wrong = SimonPad.allCases.first { $0 != expected }!
        #expect(game.press(wrong) == .wrong)
        #expect(game.phase == .lost(expected: expected))
        #expect(game.press(expected) == .ignored)
    }

    @Test func runningOutOfTimeLoses() {
        var game = started()
        game.finishPlayback()
        game.timeOut()
        #expect(game.phase == .lost(expected: game.sequence[0]))
    }

    @Test func timeOutsOutsideTheAnswerPhaseDoNothing() {
        var game = started()
        let before = game
        game.timeOut()
        #expect(game == before)
    }

    @Test func resetReplaysOncePerPlaybackAndOnlyBeforeEntering() {
        var game = started(target: 8)
        game.finishPlayback()
        repeatRound(&game)          // round 2 begins
        game.finishPlayback()
        #expect(game.canReplay)
        game.replay()
        #expect(game.phase == .playingBack)
        #expect(game.round == 2, "the replay shows the same steps")
        game.finishPlayback()
        #expect(!game.canReplay, "only once per playback")
        repeatRound(&game)          // round 3 begins: Reset is available again
        game.finishPlayback()
        #expect(game.canReplay)
        game.press(game.sequence[0])
        #expect(!game.canReplay, "not after entering has begun")
    }

    @Test func startDuringEntryBeginsANewGame() {
        var game = started(target: 8, seed: 5)
        game.finishPlayback()
        repeatRound(&game)
        var generator = SeededGenerator(seed: 6)
        game.start(using: &generator)
        #expect(game.round == 1)
        #expect(game.phase == .playingBack)
    }

    @Test func theOriginalToysLevelsAreOfferedAndAnyLengthFrom1To31Allowed() {
        #expect(SimonGame.levels == [8, 14, 20, 31])
        #expect(SimonGame.lengths == 1...31)
        #expect(started(target: 1).sequence.count == 1)
    }
}
