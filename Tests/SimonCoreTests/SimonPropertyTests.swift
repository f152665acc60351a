import Foundation
import GameSupport
import PropertyBased
import SimonCore
import Testing

@Suite struct SimonPropertyTests {
    /// Random events: 0-3 press a pad, 4 finishes playback, 5 resets, 6 times out, 7 starts.
    static let events = Gen.int(in: 0...7).array(of: 0...300)

    func play(_ events: [Int], mode: SimonMode, target: Int, seed: UInt64, check: (SimonGame) -> Void = { _ in }) -> SimonGame {
        var generator = SeededGenerator(seed: seed)
        var game = SimonGame(mode: mode, target: target)
        for event in events {
            switch event {
            case 0...3: game.press(SimonPad(rawValue: event)!)
            case 4: game.finishPlayback()
            case 5: game.replay()
            case 6: game.timeOut()
            default: game.start(using: &generator)
            }
            check(game)
        }
        return game
    }

    @Test func invariantsHoldOverRandomEvents() async {
        await propertyCheck(input: Gen.uint64(), Gen.int(in: 1...31), Gen.int(in: 0...2), Self.events) { seed, target, modeIndex, events in
            let mode = SimonMode.allCases[modeIndex]
            _ = play(events, mode: mode, target: target, seed: seed) { game in
                #expect(game.round <= game.target)
                #expect(game.sequence.count <= game.target)
                #expect(game.round <= game.sequence.count || game.phase == .recording)
                #expect(game.entered <= game.round)
                if game.phase == .won { #expect(game.round == game.target) }
            }
        }
    }

    @Test func aSavedGameRestoresExactly() async {
        await propertyCheck(input: Gen.uint64(), Gen.int(in: 1...31), Self.events) { seed, target, events in
            let game = play(events, mode: .simonSays, target: target, seed: seed)
            let saved = try? JSONEncoder().encode(game)
            #expect(saved.flatMap { try? JSONDecoder().decode(SimonGame.self, from: $0) } == game)
        }
    }
}
