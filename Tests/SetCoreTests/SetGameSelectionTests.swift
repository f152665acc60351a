import GameSupport
import SetCore
import Testing

/// The selection rules: choosing, deselecting, judging three cards, replacing a Set, dealing.
@Suite struct SetGameSelectionTests {
    @Test func aNewGameDealsTwelveCards() {
        let game = SetGame(deck: SetCard.deck)
        #expect(game.cardsInPlay == Array(SetCard.deck.prefix(12)))
        #expect(game.deck.count == 69)
        #expect(game.selection.isEmpty && game.matched.isEmpty && game.score == 0)
        #expect(game.selectionIsMatch == nil)
    }

    @Test func seededGamesAreReproducible() {
        var a = SeededGenerator(seed: 3), b = SeededGenerator(seed: 3), c = SeededGenerator(seed: 4)
        #expect(SetGame(using: &a) == SetGame(using: &b))
        #expect(SetGame(using: &a) != SetGame(using: &c))
    }

    @Test func upToThreeCardsCanBeSelected() {
        var game = Fixture.game(startingWith: Fixture.nonSet)
        #expect(game.choose(Fixture.nonSet[0], at: 0) == .selected)
        #expect(game.choose(Fixture.nonSet[1], at: 0) == .selected)
        #expect(game.selection == Array(Fixture.nonSet.prefix(2)))
        #expect(game.choose(Fixture.nonSet[2], at: 0) == .foundNonSet)
        #expect(game.selection.count == 3)
        #expect(game.selectionIsMatch == false)
    }

    @Test(arguments: [1, 2])
    func withOneOrTwoSelectedChoosingASelectedCardDeselectsIt(selected: Int) {
        var game = Fixture.game(startingWith: Fixture.set)
        for card in Fixture.set.prefix(selected) { game.choose(card, at: 0) }
        #expect(game.choose(Fixture.set[0], at: 0) == .deselected)
        #expect(game.selection == Array(Fixture.set[1..<selected]))
    }

    @Test func threeNonMatchingCardsGiveWayToTheNextChoiceEvenIfItWasOneOfThem() {
        var game = Fixture.game(startingWith: Fixture.nonSet)
        for card in Fixture.nonSet { game.choose(card, at: 0) }
        #expect(game.choose(Fixture.nonSet[1], at: 0) == .selected)
        #expect(game.selection == [Fixture.nonSet[1]])
    }

    @Test func threeNonMatchingCardsGiveWayToAnotherCard() {
        var game = Fixture.game(startingWith: Fixture.nonSet)
        for card in Fixture.nonSet { game.choose(card, at: 0) }
        let other = game.cardsInPlay[5]
        game.choose(other, at: 0)
        #expect(game.selection == [other])
        #expect(game.cardsInPlay.count == 12)
    }

    @Test func aMatchedSetIsReplacedInPlaceAndTheChosenCardSelected() {
        var game = Fixture.game(startingWith: Fixture.set)
        for card in Fixture.set { game.choose(card, at: 0) }
        #expect(game.selectionIsMatch == true)
        #expect(game.matched.isEmpty, "matched cards are noted only on the next choice")
        let nextThree = Array(game.deck.suffix(3).reversed())
        let other = game.cardsInPlay[7]
        #expect(game.choose(other, at: 0) == .selected)
        #expect(Array(game.cardsInPlay.prefix(3)) == nextThree)
        #expect(game.cardsInPlay[7] == other)
        #expect(game.matched == Fixture.set)
        #expect(game.selection == [other])
        #expect(game.deck.count == 66)
    }

    @Test func choosingACardOfTheMatchedSetSelectsNothing() {
        var game = Fixture.game(startingWith: Fixture.set)
        for card in Fixture.set { game.choose(card, at: 0) }
        #expect(game.choose(Fixture.set[2], at: 0) == .tookSet)
        #expect(game.selection.isEmpty)
        #expect(!game.cardsInPlay.contains(Fixture.set[2]))
    }

    @Test func withAnEmptyDeckAMatchedSetLeavesTheTableAndTheRestCloseUp() {
        var game = Fixture.game(startingWith: Fixture.set, deckSize: 12)
        #expect(!game.canDeal)
        for card in Fixture.set { game.choose(card, at: 0) }
        let rest = Array(game.cardsInPlay.dropFirst(3))
        game.choose(rest[4], at: 0)
        #expect(game.cardsInPlay == rest)
        #expect(game.selection == [rest[4]])
    }

    @Test func dealingReplacesASelectedSet() {
        var game = Fixture.game(startingWith: Fixture.set)
        for card in Fixture.set { game.choose(card, at: 0) }
        let score = game.score
        #expect(game.dealThreeMore(at: 0) == .tookSet)
        #expect(game.cardsInPlay.count == 12)
        #expect(game.selection.isEmpty)
        #expect(game.matched == Fixture.set)
        #expect(game.score == score, "replacing a found Set is not a deal past a visible Set")
    }

    @Test(arguments: [0, 1, 2, 3])
    func dealingOtherwiseAddsThreeCardsAndKeepsTheSelection(selected: Int) {
        var game = Fixture.game(startingWith: Fixture.nonSet)
        for card in Fixture.nonSet.prefix(selected) { game.choose(card, at: 0) }
        let selection = game.selection
        let nextThree = Array(game.deck.suffix(3).reversed())
        #expect(game.dealThreeMore(at: 0) == .dealt)
        #expect(game.cardsInPlay.count == 15)
        #expect(Array(game.cardsInPlay.suffix(3)) == nextThree)
        #expect(game.selection == selection)
    }

    @Test func dealingFromAnEmptyDeckDoesNothing() {
        var game = Fixture.game(startingWith: Fixture.nonSet, deckSize: 12)
        let before = game
        #expect(game.dealThreeMore(at: 0) == .ignored)
        #expect(game == before)
    }

    @Test func cardsNotOnTheTableCannotBeChosen() {
        var game = SetGame(deck: SetCard.deck)
        let before = game
        #expect(game.choose(SetCard.deck[80], at: 0) == .ignored)
        #expect(game == before)
    }

    @Test func shufflingOnlyReordersTheTable() {
        var game = Fixture.game(startingWith: Fixture.set)
        game.choose(Fixture.set[0], at: 0)
        let before = game
        var generator = SeededGenerator(seed: 11)
        game.shuffleCardsInPlay(using: &generator)
        #expect(game.cardsInPlay != before.cardsInPlay)
        #expect(Set(game.cardsInPlay) == Set(before.cardsInPlay))
        #expect(game.selection == before.selection && game.deck == before.deck && game.score == before.score)
    }
}
