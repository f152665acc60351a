import SetCore
import Testing

@Suite struct SetGameScoringTests {
    let rules = SetScoring.standard

    @Test(arguments: [0.0, 4.5, 12, 29.9, 30, 95])
    func aSetScoresItsPointsPlusASpeedBonus(seconds: Double) {
        var game = Fixture.game(startingWith: Fixture.set)
        for card in Fixture.set { game.choose(card, at: seconds) }
        let bonus = Int(max(0, rules.bonusWindow - seconds) / rules.secondsPerBonusPoint)
        #expect(game.score == rules.pointsPerSet + bonus)
    }

    @Test func theSpeedClockRestartsWhenTheTableChanges() {
        var game = Fixture.game(startingWith: Fixture.nonSet)
        game.dealThreeMore(at: 100)
        let afterDeal = game.score
        // The next Set is judged against the deal at t = 100, not the start of the game.
        let set = SetSolver.firstSet(among: game.cardsInPlay)!
        for card in set.cards { game.choose(card, at: 103) }
        #expect(game.score - afterDeal == rules.pointsForSet(foundAfter: 3))
    }

    @Test func aMismatchCostsThePenalty() {
        var game = Fixture.game(startingWith: Fixture.nonSet)
        for card in Fixture.nonSet { game.choose(card, at: 0) }
        #expect(game.score == -rules.mismatchPenalty)
    }

    @Test func deselectingCostsAPoint() {
        var game = Fixture.game(startingWith: Fixture.set)
        game.choose(Fixture.set[0], at: 0)
        game.choose(Fixture.set[0], at: 1)
        #expect(game.score == -rules.deselectPenalty)
    }

    @Test func dealingPastAVisibleSetCosts() {
        var game = Fixture.game(startingWith: Fixture.set)
        game.dealThreeMore(at: 0)
        #expect(game.score == -rules.dealWithSetVisiblePenalty)
    }

    @Test func dealingWhenNoSetIsVisibleIsFree() {
        var game = SetGame(deck: Fixture.deck(startingWith: Fixture.setFreeTwelve))
        #expect(!SetSolver.containsSet(game.cardsInPlay))
        game.dealThreeMore(at: 0)
        #expect(game.score == 0)
    }

    @Test func theRulesAreWrittenOutForThePlayer() {
        let text = rules.rules.joined(separator: "\n")
        #expect(text.contains("+\(rules.pointsPerSet)"))
        #expect(text.contains("−\(rules.mismatchPenalty)"))
        #expect(text.contains("−\(rules.dealWithSetVisiblePenalty)"))
    }
}
