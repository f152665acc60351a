import GameSupport
import SimonCore
import Testing

@Suite struct SimonModeTests {
    var generator = SeededGenerator(seed: 3)

    @Test mutating func twoPlayerRecordPlaysBackWhatPlayerOneEntered() {
        var game = SimonGame(mode: .twoPlayerRecord, target: 3)
        game.start(using: &generator)
        #expect(game.phase == .recording)
        for pad in [SimonPad.blue, .blue, .green] { #expect(game.press(pad) == .recorded) }
        #expect(game.phase == .recorded)
        game.start(using: &generator)   // hand over to player two
        #expect(game.phase == .playingBack)
        #expect(game.sequence == [.blue, .blue, .green])
        for round in 1...3 {
            #expect(game.playback == Array([SimonPad.blue, .blue, .green].prefix(round)))
            game.finishPlayback()
            for pad in game.playback { game.press(pad) }
        }
        #expect(game.phase == .won)
    }

    @Test mutating func twoPlayerRecordStillAllowsOneReset() {
        var game = SimonGame(mode: .twoPlayerRecord, target: 2)
        game.start(using: &generator)
        game.press(.red); game.press(.yellow)
        game.start(using: &generator)
        game.finishPlayback()
        #expect(game.canReplay)
    }

    @Test mutating func playerAddsGrowsTheSequenceByThePlayersPresses() {
        var game = SimonGame(mode: .playerAdds, target: 3)
        game.start(using: &generator)
        let first = game.sequence[0]
        #expect(game.sequence.count == 1)
        game.finishPlayback()
        #expect(game.press(first) == .roundComplete)
        #expect(game.phase == .awaitingAddition)
        #expect(game.press(.yellow) == .added)
        #expect(game.sequence == [first, .yellow])
        #expect(game.phase == .awaitingInput, "the next player repeats from memory, with no playback")
        game.press(first)
        #expect(game.press(.yellow) == .roundComplete)
        #expect(game.press(.red) == .won)
        #expect(game.sequence == [first, .yellow, .red])
    }

    @Test mutating func playerAddsLosesOnATimeOutWhileAdding() {
        var game = SimonGame(mode: .playerAdds, target: 5)
        game.start(using: &generator)
        game.finishPlayback()
        game.press(game.sequence[0])
        game.timeOut()
        #expect(game.phase == .lost(expected: nil))
    }
}
