import GameSupport
import SetCore
import Testing

@Suite struct SetGameEndTests {
    @Test func aGameIsNotOverWhileTheDeckHasCards() {
        let game = SetGame(deck: Fixture.deck(startingWith: Fixture.setFreeTwelve))
        #expect(!game.isOver)
    }

    @Test func aGameIsOverWhenTheDeckIsEmptyAndNoSetRemains() {
        let game = SetGame(deck: Fixture.setFreeTwelve)
        #expect(game.deck.isEmpty)
        #expect(game.isOver)
    }

    @Test func findingTheLastSetEndsTheGameAtOnce() {
        // Twelve cards holding exactly one Set, and no deck: once it is found nothing is left.
        var game = SetGame(deck: Fixture.oneSetTwelve)
        #expect(SetSolver.countSets(among: game.cardsInPlay) == 1)
        #expect(!game.isOver)
        for card in Fixture.set { game.choose(card, at: 0) }
        #expect(game.isOver)
    }

    /// Whole games, always taking the first Set or dealing: the table is never left with
    /// exactly three cards, and the 81 cards are accounted for at the end.
    @Test(arguments: 0..<40)
    func completeGamesEndProperly(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        var game = SetGame(using: &generator)
        var time = 0.0
        while !game.isOver {
            time += 1
            if let set = SetSolver.firstSet(among: game.cardsInPlay) {
                for card in set.cards { game.choose(card, at: time) }
                game.dealThreeMore(at: time)
                if game.selectionIsMatch == true { game.choose(set.first, at: time) }
            } else {
                game.dealThreeMore(at: time)
            }
        }
        #expect(game.deck.isEmpty)
        #expect(game.cardsInPlay.count != 3)
        #expect(game.cardsInPlay.count + game.matched.count == 81)
        #expect(game.matched.count % 3 == 0)
    }
}
