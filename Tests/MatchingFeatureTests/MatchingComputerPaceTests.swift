import GameSupport
import MatchingCore
@testable import MatchingFeature
import Testing

/// The computer's pace at the Cards table, fed the time: a card a moment after the last change,
/// twice as long while a miss is on show, and nothing while the player is away, the wait
/// starting again when they come back.
@MainActor
@Suite struct MatchingComputerPaceTests {
    /// A model against the sharp computer on a clock the test moves, with the player's turn
    /// ended by a mismatch: the computer's turn begins at `now`.
    @MainActor
    final class Table {
        var now = 1_000.0
        private(set) lazy var model = MatchingTableModel(seed: 5, slot: .none,
                                                         clocks: Clocks(wall: { 0 }, monotonic: { [unowned self] in now }),
                                                         players: .computerSharp, size: .small)

        /// Chooses two shown cards that do not match: the turn passes to the computer.
        func missAsThePlayer() throws {
            let cards = model.presentation.positions.map { model.game.table[$0].card }
            let pair = cards.indices.flatMap { i in cards.indices.filter { $0 > i }.map { (i, $0) } }
                .first { cards[$0.0].rank != cards[$0.1].rank && cards[$0.0].suit != cards[$0.1].suit }
            let (a, b) = try #require(pair)
            model.choose(shownAt: a)
            model.choose(shownAt: b)
            try #require(model.session.isComputersTurn)
        }

        var cardsTurned: Int { model.session.game.table.filter(\.isFaceUp).count }
    }

    @Test func afterTheMissShownTwiceAsLongTheComputerTurnsACardEachPace() throws {
        let table = Table()
        try table.missAsThePlayer()
        let pace = MatchingTableModel.computerPace
        #expect(table.model.computerMoveDue == table.now + 2 * pace, "the player's miss stays on show twice as long")
        let faceUp = table.cardsTurned
        table.model.advance(to: table.now + 2 * pace - 0.01)
        #expect(table.cardsTurned == faceUp, "not a moment early")
        table.now += 2 * pace
        table.model.advance(to: table.now)
        #expect(table.cardsTurned != faceUp, "the computer's first card: the miss goes down, its card comes up")
        if table.model.session.isComputersTurn, !table.model.session.isShowingMiss {
            #expect(table.model.computerMoveDue == table.now + pace, "its next card one pace after its last")
        }
    }

    @Test func theComputerWaitsWhileThePlayerIsAwayAndAWholePaceAfterTheyReturn() throws {
        let table = Table()
        try table.missAsThePlayer()
        table.model.setAway(true)
        #expect(table.model.computerMoveDue == nil)
        let shown = table.model.session.game.table
        table.now += 60
        table.model.advance(to: table.now)
        #expect(table.model.session.game.table == shown, "nothing turned while nobody watched")
        table.model.setAway(false)
        #expect(table.model.computerMoveDue == table.now + 2 * MatchingTableModel.computerPace, "the wait begins again on return")
    }

    @Test func thePlayersOwnTurnHasNoComputerMoveDue() {
        let table = Table()
        #expect(!table.model.session.isComputersTurn)
        #expect(table.model.computerMoveDue == nil)
        table.model.advance(to: table.now + 100)
        #expect(table.cardsTurned == 0)
    }
}
