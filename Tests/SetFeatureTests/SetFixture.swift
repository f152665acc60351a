import GameSupport
import SaveDoubles
import SetCore
@testable import SetFeature

/// A clock the tests move by hand and the saves that outlive each model: one table after
/// another, as the app closes and opens again.
@MainActor
final class SetFixture {
    static let day = SetPuzzle.Day(year: 2026, month: 11, day: 22)

    var now = 1000.0
    let saves = MemorySaves()

    /// A model as the app opens: it restores what `slot` (by default the shared saves) holds.
    func reopened(seed: UInt64 = 11, slot: SaveSlot? = nil) -> SetTableModel {
        SetTableModel(seed: seed, clocks: Clocks(wall: { self.now }, monotonic: { self.now }), today: { Self.day }, slot: slot ?? saves.slot)
    }

    /// A new game of `mode`.
    func model(_ mode: SetMode) -> SetTableModel {
        let model = reopened()
        model.newGame(mode)
        return model
    }

    /// Chooses the cards of one scoring choice on the table (dealing more if none is there).
    static func takeAMatch(_ model: SetTableModel) {
        if model.game.firstMatchOnTable == nil { model.dealThreeMore() }
        guard let match = model.game.firstMatchOnTable else { return }
        model.clearSelection()
        for card in match { model.choose(cardID: model.session.id(of: card)) }
    }
}
