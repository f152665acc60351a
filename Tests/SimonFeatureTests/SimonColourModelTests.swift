import GameSupport
import SaveDoubles
import SimonCore
@testable import SimonFeature
import Testing

/// Choose Your Colour on the screen: who owns each pad, who went out and why, Play On, the
/// winner named, and the game in the statistics.
@MainActor
@Suite struct SimonColourModelTests {
    let clock = FakeClock()

    func awaitingAnswer(players: Int, target: Int = 8) -> SimonModel {
        let model = clock.model(preferences: SimonPreferences(target: target, mode: .chooseYourColour, players: players))
        model.playGame()
        clock.time += 2
        model.tick()
        return model
    }

    /// The players repeat rounds 1 to `last` as Simon plays them.
    func repeatRounds(_ model: SimonModel, through last: Int) {
        for round in 1...last {
            for pad in model.play.game.sequence.prefix(round) {
                model.press(pad)
                model.release()
            }
            clock.time += 10
            model.tick()
            model.tick()
        }
    }

    /// A pad that is not `due` and whose owner is not `due`'s.
    func someoneElsesPad(_ model: SimonModel, than due: SimonPad) -> SimonPad {
        let game = model.play.game
        return SimonPad.allCases.first { game.isInPlay($0) && game.owner(of: $0) != game.owner(of: due) }!
    }

    @Test func everyPadIsNamedWithItsOwner() {
        let model = awaitingAnswer(players: 2)
        let pads = model.presentation.pads
        #expect(pads.map(\.owner) == ["Player 1", "Player 2", "Player 1", "Player 2"])
        #expect(pads.map(\.description) == ["Player 1", "Player 2", "Player 1", "Player 2"])
        #expect(model.presentation.message == "Repeat 1 step: each player presses their own pads.")
    }

    @Test func aPlayerOutIsNamedTheirPadsFadeAndPlayOnBeginsANewSequence() {
        let model = awaitingAnswer(players: 3, target: 31)
        let due = model.play.game.sequence[0]
        let wrong = someoneElsesPad(model, than: due)
        let loser = model.play.game.owner(of: wrong)!
        model.press(wrong)
        model.release()
        let shown = model.presentation
        #expect(shown.razzes)
        #expect(shown.message == "Player \(loser + 1) is out: the next pad was \(due.name). Play On for a new sequence.")
        #expect(shown.startShown && shown.startLabel == "Play On" && shown.endTitle == nil)
        #expect(!shown.memoryShown)
        for pad in shown.pads where model.play.game.owner(of: pad.pad) == loser {
            #expect(pad.isOut && pad.description.hasPrefix("Player \(loser + 1), out"))
        }
        #expect(model.hasProgress)
        model.start()
        #expect(model.play.game.phase == .playingBack && model.play.game.round == 1)
        #expect(!model.presentation.razzes)
        #expect(model.play.game.sequence.allSatisfy { model.play.game.owner(of: $0) != loser })
    }

    @Test func theLastPlayerLeftIsNamedOnTheEndPanelAndInTheStatistics() {
        let model = awaitingAnswer(players: 2)
        var finished: [FinishedGame] = []
        model.record.onFinished = { finished.append($0) }
        let due = model.play.game.sequence[0]
        let winner = model.play.game.owner(of: due)!
        model.press(someoneElsesPad(model, than: due))
        model.release()
        #expect(model.presentation.endTitle == "Player \(winner + 1) Wins!")
        #expect(model.presentation.pads[due.rawValue].isExpected)
        #expect(model.presentation.razzes)
        #expect(finished.count == 1)
        #expect(finished.first?.won == true && finished.first?.mode == "Choose your colour · 2 Players, 8 steps")
        #expect(FinishedGame.modeTitle(finished.first!.mode) { SimonMode(titleKey: $0)?.title ?? $0 } == "Choose Your Colour · 2 Players, 8 steps")
        #expect(finished.first?.result == "Player \(winner + 1) won in round 1")
        // The victory signal waits for the razz to be over, on the winner's own pad.
        let victory = model.play.show
        #expect(victory?.kind == .victory)
        #expect(victory.map { $0.start + $0.schedule.flashes[0].start } ?? 0 >= model.time + SimonPlay.razzLength)
        #expect(victory?.schedule.flashes.first.map { model.play.game.owner(of: $0.pad) } == winner)
    }

    @Test func theScoreIsTheMostStepsRepeatedInTheGameAcrossPlayOn() {
        let model = awaitingAnswer(players: 3, target: 8)
        var finished: [FinishedGame] = []
        model.record.onFinished = { finished.append($0) }
        repeatRounds(model, through: 2)
        // Round 3: a wrong pad puts its owner out; Play On; then another goes out at once.
        model.press(someoneElsesPad(model, than: model.play.game.sequence[0]))
        model.release()
        model.start()
        clock.time += 3
        model.tick()
        model.tick()
        model.press(someoneElsesPad(model, than: model.play.game.sequence[0]))
        model.release()
        #expect(model.play.game.phase == .won)
        #expect(finished.first?.score == 2, "two steps repeated before Play On")
    }

    @Test func aLastPlayerLeftByTheClockIsToldSo() {
        let model = awaitingAnswer(players: 2)
        let due = model.play.game.sequence[0]
        clock.time += 10
        model.tick()
        #expect(model.play.game.phase == .won)
        #expect(model.presentation.message.hasPrefix("Time ran out: \(due.name) was due."))
    }

    @Test func playersWhoRepeatTheWholeSequenceShareTheWin() {
        let model = awaitingAnswer(players: 2, target: 2)
        repeatRounds(model, through: 2)
        #expect(model.play.game.phase == .won)
        #expect(model.presentation.endTitle == "A Shared Win!")
        #expect(model.presentation.message == "2 players repeated the whole sequence and share the win.")
        #expect(SimonModel.winnersName(model.play.game) == "Players 1, 2", "the high scores' name for a shared win")
    }

    @Test func aPadOfAPlayerWhoIsOutDoesNothingEvenFromItsKey() {
        let model = awaitingAnswer(players: 3, target: 31)
        let due = model.play.game.sequence[0]
        model.press(someoneElsesPad(model, than: due))
        model.release()
        model.start()
        clock.time += 3
        model.tick()
        let outPad = SimonPad.allCases.first { !model.play.game.isInPlay($0) }!
        #expect(model.play.game.phase == .awaitingInput)
        model.press(outPad)
        #expect(model.play.heldPad == nil && !model.presentation.pads[outPad.rawValue].isLit, "no light, no hold")
        model.press(model.play.game.sequence[0])
        #expect(model.play.heldPad != nil, "the due pad still presses")
    }

    @Test func playOnGoesOnWithTheGameAsItBeganWhateverThePreferencesNowSay() {
        let model = awaitingAnswer(players: 3, target: 31)
        let due = model.play.game.sequence[0]
        model.press(someoneElsesPad(model, than: due))
        model.release()
        model.apply(SimonPreferences(target: 8, mode: .simonSays))
        model.start()
        #expect(model.play.game.mode == .chooseYourColour && model.play.game.outPlayers.count == 1, "Play On, not a new game")
        clock.time += 3
        model.tick()
        model.newGame()
        #expect(model.play.game.mode == .simonSays && model.play.game.target == 8, "New Game takes the preferences")
    }

    @Test func thePlayersChosenApplyToTheNextGame() {
        let model = awaitingAnswer(players: 2)
        model.apply(SimonPreferences(mode: .chooseYourColour, players: 4))
        #expect(model.play.game.players == 2)
        model.backToSplash()
        model.playGame()
        #expect(model.play.game.players == 4)
    }
}
