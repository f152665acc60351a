import GameSupport
import SetCore
import Testing

/// A shared table (Together) is dealt by SetGame with Set Enterprises' rules: a found Set is
/// replaced only while no more than twelve cards lie, and cards join while no Set shows.
@Suite struct SharedTableDealingTests {
    @Test func aSetTakenFromTwelveIsReplaced() {
        var game = Fixture.game(startingWith: Fixture.set)
        let taken = game.takeFromSharedTable(Fixture.set, at: 0)
        #expect(taken)
        #expect(game.cardsInPlay.count == 12)
        #expect(game.matched == Fixture.set)
        #expect(game.selection.isEmpty, "nothing stays selected on a shared table")
        #expect(game.cardsInPlay.allSatisfy { !Fixture.set.contains($0) })
    }

    @Test func aSetTakenFromFifteenIsNotReplaced() {
        var game = Fixture.game(startingWith: Fixture.oneSetTwelve)
        game.dealThreeMore(at: 0)
        #expect(game.cardsInPlay.count == 15)
        let onTable = game.cardsInPlay.filter { !Fixture.set.contains($0) }
        let deckBefore = game.deck.count
        game.takeFromSharedTable(Fixture.set, at: 0)
        #expect(game.deck.count == deckBefore || game.cardsInPlay.count > 12, "cards are dealt only if no Set shows")
        #expect(Array(game.cardsInPlay.prefix(12)) == onTable, "the others close up in order")
    }

    @Test func cardsJoinUntilASetShows() {
        var game = Fixture.game(startingWith: Fixture.setFreeTwelve)
        #expect(!SetSolver.containsSet(game.cardsInPlay))
        game.dealUntilAMatchShows(at: 0)
        #expect(SetSolver.containsSet(game.cardsInPlay))
        #expect(game.cardsInPlay.count > 12 && game.cardsInPlay.count % 3 == 0)
        #expect(game.score == 0, "dealing on a shared table costs nobody points")
    }

    @Test func aClaimThatIsNoSetOrNotOnTheTableChangesNothing() throws {
        var game = Fixture.game(startingWith: Fixture.nonSet)
        let before = game
        let inTheDeck = try #require(SetSolver.firstSet(among: game.deck))
        let noSet = game.takeFromSharedTable(Fixture.nonSet, at: 0)
        let notOnTable = game.takeFromSharedTable(inTheDeck.cards, at: 0)
        #expect(!noSet)
        #expect(!notOnTable, "the Set's cards are in the deck, not on the table")
        #expect(game == before)
    }

    @Test func randomPlayKeepsTheSharedTableWhole() {
        var generator = SeededGenerator(seed: 77)
        var game = SetGame(using: &generator)
        game.dealUntilAMatchShows(at: 0)
        while let set = SetSolver.firstSet(among: game.cardsInPlay) {
            game.takeFromSharedTable(set.cards, at: 0)
            #expect(game.deck.count + game.cardsInPlay.count + game.matched.count == 81)
            #expect(game.cardsInPlay.count <= 21, "no table without a Set is larger than twenty")
            #expect(game.deck.isEmpty || SetSolver.containsSet(game.cardsInPlay))
        }
        #expect(game.isOver)
    }
}
