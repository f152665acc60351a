import GameSupport
import SaveDoubles
import SimonCore
@testable import SimonFeature
import Testing

/// Damaged saves never crash Simon: each loads a game that plays on, or is set aside with a
/// message saying so.
@MainActor
@Suite struct SimonSaveFuzzTests {
    let clock = FakeClock()

    /// Run in the release configuration too (make test): every Simon game opens from its save.
    @Test(arguments: SimonMode.allCases)
    func aSaveOfEveryGameOpensAsItWasLeft(mode: SimonMode) throws {
        let saves = MemorySaves(marksOpening: true)
        let original = clock.model(seed: 5, slot: saves.slot, preferences: SimonPreferences(mode: mode, players: 3))
        original.playGame()
        clock.time += 2
        original.tick()
        let reopened = clock.model(seed: 6, slot: saves.slot, preferences: SimonPreferences(mode: mode, players: 3))
        #expect(reopened.record.loadProblem == nil && saves.isMarkedOpening)
        #expect(reopened.play.game == original.play.game)
        reopened.record.opened()
        #expect(!saves.isMarkedOpening)
        reopened.playGame()
        _ = reopened.presentation
    }

    @Test func damagedSavesLoadOrAreSetAsideWithAMessage() throws {
        let good = MemorySaves()
        _ = clock.awaitingAnswer(seed: 5, slot: good.slot)
        let save = try #require(good.bytes)
        for damaged in DamagedSaves.variants(of: save, count: 400, seed: 3) {
            let saves = MemorySaves(damaged)
            let model = clock.model(seed: 5, slot: saves.slot)
            if let problem = model.record.loadProblem {
                #expect(problem.contains("damaged") && problem.contains("kept"), "\(problem)")
                #expect(saves.setAsideCount == 1)
            }
            // The restored game resumes and plays on, then a new one starts.
            model.playGame()
            for _ in 0..<2 {
                for pad in SimonPad.allCases {
                    clock.time += 0.4
                    model.tick()
                    model.press(pad)
                    model.release()
                }
                model.start()
            }
            _ = model.presentation
        }
    }
}
