import GameSupport
import MatchingCore
@testable import MatchingFeature
import Testing

@MainActor
@Suite struct MatchingFinishedTests {
    /// The table positions of two unmatched cards of the same rank or suit, if any are left.
    static func matchingPair(in game: MatchingGame) -> (Int, Int)? {
        let open = game.table.indices.filter { !game.table[$0].isMatched }
        for (offset, first) in open.enumerated() {
            for second in open[(offset + 1)...] {
                let (a, b) = (game.table[first].card, game.table[second].card)
                if a.rank == b.rank || a.suit == b.suit { return (first, second) }
            }
        }
        return nil
    }

    @Test func theEndOfAGameIsReportedOnceForTheStatistics() {
        let model = MatchingTableModel(seed: 1, slot: .none, clocks: .stopped(at: 5000))
        var finished: [FinishedGame] = []
        model.record.onFinished = { finished.append($0) }
        while !model.game.isOver, let pair = MatchingFinishedTests.matchingPair(in: model.game) {
            for position in [pair.0, pair.1] { model.choose(cardID: model.session.id(ofPosition: position)) }
        }
        #expect(model.game.isOver)
        model.turnFaceUpCardsDown()
        #expect(finished.count == 1)
        #expect(finished.first?.game == .cards && finished.first?.mode == "2 Cards" && finished.first?.finishedAt == 5000)
        #expect(finished.first?.score == model.game.score)
        model.redeal()
        #expect(finished.count == 1, "a new deal is not a finished game")
    }
}
