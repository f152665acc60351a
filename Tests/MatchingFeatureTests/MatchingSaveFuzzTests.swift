import GameSupport
import SaveDoubles
import MatchingCore
@testable import MatchingFeature
import Testing

/// Damaged saves never crash the matching game: each loads a table that plays on, or is set
/// aside with a message saying so.
@MainActor
@Suite struct MatchingSaveFuzzTests {
    /// Run in the release configuration too (make test): every table players can choose opens from its save.
    @Test(arguments: MatchingPlayers.allCases)
    func aSaveOfEveryTableOpensAsItWasLeft(players: MatchingPlayers) throws {
        for size in MatchingTableSize.allCases {
            for mode in MatchingGame.Mode.allCases {
                let saves = MemorySaves(marksOpening: true)
                let original = MatchingTableModel(seed: 3, slot: saves.slot, clocks: .stopped(at: 0), mode: mode, players: players, size: size)
                original.choose(shownAt: 0)
                let reopened = MatchingTableModel(seed: 4, slot: saves.slot, clocks: .stopped(at: 0), mode: mode, players: players, size: size)
                #expect(reopened.record.loadProblem == nil && saves.isMarkedOpening)
                #expect(reopened.session == original.session && reopened.presentation == original.presentation)
                reopened.record.opened()
                #expect(!saves.isMarkedOpening)
                reopened.choose(shownAt: 1)
            }
        }
    }

    @Test func damagedSavesLoadOrAreSetAsideWithAMessage() throws {
        let good = MemorySaves()
        let original = MatchingTableModel(seed: 5, slot: good.slot, clocks: .stopped(at: 0))
        original.choose(shownAt: 0)
        original.choose(shownAt: 1)
        let save = try #require(good.bytes)
        for damaged in DamagedSaves.variants(of: save, count: 400, seed: 2) {
            let saves = MemorySaves(damaged)
            let model = MatchingTableModel(seed: 5, slot: saves.slot, clocks: .stopped(at: 0))
            if let problem = model.record.loadProblem {
                #expect(problem.contains("damaged") && problem.contains("kept"), "\(problem)")
                #expect(saves.setAsideCount == 1)
            }
            for index in [0, 3, 1, 2, 15, 7] { model.choose(shownAt: index) }
            model.turnFaceUpCardsDown()
            _ = model.presentation
        }
    }
}
