import SetCore
import Testing

@Suite struct SetGameHintTests {
    let rules = SetScoring.standard

    @Test func hintsRevealOneSetCardByCardAtACost() {
        var game = SetGame(deck: Fixture.oneSetTwelve)
        let revealed = (0..<3).compactMap { _ in game.hint() }
        #expect(Set(revealed) == Set(Fixture.set))
        #expect(game.hinted.count == 3)
        #expect(game.score == -3 * rules.hintPenalty)
    }

    @Test func theCheatRevealsAWholeSetAndCostsEachCard() {
        var game = SetGame(deck: Fixture.oneSetTwelve)
        game.hint()
        let revealed = game.revealSet()
        #expect(Set(revealed ?? []) == Set(Fixture.set))
        #expect(Set(game.hinted) == Set(Fixture.set))
        #expect(game.hintsUsed == 3)
        #expect(game.score == -3 * rules.hintPenalty)
    }

    @Test func noHintWithoutASet() {
        var game = SetGame(deck: Fixture.setFreeTwelve)
        let revealed = game.hint()
        #expect(revealed == nil)
        #expect(game.score == 0)
    }

    @Test func hintsAreForgottenWhenTheTableChanges() {
        var game = Fixture.game(startingWith: Fixture.set)
        game.hint()
        game.dealThreeMore(at: 0)
        #expect(game.hinted.isEmpty)
    }

    @Test func escapeDeselectsOneOrTwoCardsAtTheDeselectionCost() {
        var game = Fixture.game(startingWith: Fixture.set)
        game.choose(Fixture.set[0], at: 0)
        game.choose(Fixture.set[1], at: 0)
        #expect(game.clearSelection(at: 0) == .deselected)
        #expect(game.selection.isEmpty)
        #expect(game.score == -2 * rules.deselectPenalty)
    }

    @Test func escapeClearsANonSetForFree() {
        var game = Fixture.game(startingWith: Fixture.nonSet)
        for card in Fixture.nonSet { game.choose(card, at: 0) }
        let score = game.score
        game.clearSelection(at: 0)
        #expect(game.selection.isEmpty && game.score == score)
    }

    @Test func escapeTakesAFoundSet() {
        var game = Fixture.game(startingWith: Fixture.set)
        for card in Fixture.set { game.choose(card, at: 0) }
        #expect(game.clearSelection(at: 0) == .tookSet)
        #expect(game.matched == Fixture.set)
    }

    @Test func escapeWithNothingSelectedDoesNothing() {
        var game = SetGame(deck: SetCard.deck)
        #expect(game.clearSelection(at: 0) == .ignored)
    }
}
