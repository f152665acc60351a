import GameSupport
import SaveDoubles
import SetCore
@testable import SetFeature
import Testing

/// Damaged saves never crash the Set tab: each either loads a game that plays on, or is set
/// aside with a message saying so.
@MainActor
@Suite struct SetSaveFuzzTests {
    @Test(arguments: SetMode.all)
    func damagedSavesLoadOrAreSetAsideWithAMessage(mode: SetMode) throws {
        let good = MemorySaves()
        let original = SetTableModel(seed: 5, clocks: .stopped(at: 10), today: { SetFixture.day }, slot: good.slot)
        original.newGame(mode)
        original.choose(position: 0)
        original.hint()
        let save = try #require(good.bytes)
        for (index, damaged) in DamagedSaves.variants(of: save, count: 80, seed: UInt64(index(of: mode))).enumerated() {
            let saves = MemorySaves(damaged)
            let model = SetTableModel(seed: 5, clocks: .stopped(at: 10 + Double(index)), today: { SetFixture.day }, slot: saves.slot)
            if let problem = model.record.loadProblem {
                #expect(problem.contains("damaged") && problem.contains("kept"), "\(problem)")
                #expect(saves.setAsideCount == 1)
            }
            // Whatever loaded is a game that can be played.
            for position in [0, 1, 2, 5, 3, 4] { model.choose(position: position) }
            model.hint()
            model.dealThreeMore()
            model.tick()
            _ = model.presentation
        }
    }

    /// Run in the release configuration too (make test): the game players get opens every mode's save.
    @Test(arguments: SetMode.all)
    func aSaveOfEveryModeOpensAsItWasLeft(mode: SetMode) throws {
        let saves = MemorySaves(marksOpening: true)
        let original = SetTableModel(seed: 7, clocks: .stopped(at: 10), today: { SetFixture.day }, slot: saves.slot)
        original.newGame(mode)
        original.choose(position: 1)
        let reopened = SetTableModel(seed: 8, clocks: .stopped(at: 10), today: { SetFixture.day }, slot: saves.slot)
        #expect(reopened.record.loadProblem == nil && saves.isMarkedOpening, "opening, until the game is on screen")
        #expect(reopened.session == original.session)
        #expect(reopened.presentation.table.cards == original.presentation.table.cards)
        reopened.record.opened()
        #expect(!saves.isMarkedOpening)
        reopened.choose(position: 2)
        #expect(reopened.mode == mode)
    }

    func index(of mode: SetMode) -> Int { SetMode.all.firstIndex(of: mode)! }
}
