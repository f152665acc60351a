import Foundation
import GameSupport
import SimonCore
import Testing

/// The toy's LAST and LONGEST, as rules.
@Suite struct SimonMemoryTests {
    /// Repeats rounds of a Simon Says game until `rounds` have been repeated, then presses a
    /// wrong pad if `thenMiss`.
    func played(rounds: Int, target: Int = 5, thenMiss: Bool, seed: UInt64 = 3) -> SimonGame {
        var generator = SeededGenerator(seed: seed)
        var game = SimonGame(mode: .simonSays, target: target)
        game.start(using: &generator)
        for _ in 0..<rounds {
            game.finishPlayback()
            for pad in game.playback { game.press(pad) }
        }
        if thenMiss {
            game.finishPlayback()
            game.press(SimonPad.allCases.first { $0 != game.playback[0] }!)
        }
        return game
    }

    @Test func lastIsWhatSimonLastPlayedAndLongestWhatWasRepeated() {
        var memory = SimonMemory()
        let lost = played(rounds: 3, thenMiss: true)
        memory.remember(lost)
        #expect(lost.isLost && lost.longestEntered == 3)
        #expect(memory.last == Array(lost.sequence.prefix(4)), "the round being played when it was lost")
        #expect(memory.longest == Array(lost.sequence.prefix(3)), "the three rounds repeated")
        let shorter = played(rounds: 1, thenMiss: true, seed: 9)
        memory.remember(shorter)
        #expect(memory.last == Array(shorter.sequence.prefix(2)))
        #expect(memory.longest == Array(lost.sequence.prefix(3)), "a shorter game leaves LONGEST alone")
        let won = played(rounds: 5, thenMiss: false, seed: 4)
        memory.remember(won)
        #expect(won.phase == .won && memory.longest == won.sequence && memory.last == won.sequence)
    }

    @Test func inPlayerAddsTheAdditionsCount() {
        var generator = SeededGenerator(seed: 2)
        var game = SimonGame(mode: .playerAdds, target: 4)
        game.start(using: &generator)
        game.finishPlayback()
        game.press(game.playback[0])          // the first step repeated
        game.press(.blue)                     // and one added: two entered correctly
        #expect(game.longestEntered == 2 && game.longestCorrect == Array(game.sequence.prefix(2)))
    }

    @Test func aNewMemoryHasNothingToPlayAndAGameBeforeAnyPlaybackChangesNothing() {
        var memory = SimonMemory()
        #expect(memory.last.isEmpty && memory.longest.isEmpty)
        memory.remember(SimonGame(mode: .twoPlayerRecord, target: 5))
        #expect(memory == SimonMemory())
    }

    @Test func savesRoundTripAndRefuseSequencesNoSimonPlays() throws {
        var memory = SimonMemory()
        memory.remember(played(rounds: 2, thenMiss: true))
        #expect(try JSONDecoder().decode(SimonMemory.self, from: JSONEncoder().encode(memory)) == memory)
        let tooLong = Data(#"{"last": [], "longest": [\#(Array(repeating: "0", count: 32).joined(separator: ","))]}"#.utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(SimonMemory.self, from: tooLong) }
        // A game saved before LONGEST was kept reads as having entered nothing yet.
        var old = try JSONSerialization.jsonObject(with: JSONEncoder().encode(played(rounds: 2, thenMiss: false))) as! [String: Any]
        old["longestEntered"] = nil
        #expect(try JSONDecoder().decode(SimonGame.self, from: JSONSerialization.data(withJSONObject: old)).longestEntered == 0)
        old["longestEntered"] = (old["round"] as! Int) + 1   // more than was ever shown
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(SimonGame.self, from: JSONSerialization.data(withJSONObject: old)) }
        old["longestEntered"] = 30
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(SimonGame.self, from: JSONSerialization.data(withJSONObject: old)) }
    }
}
