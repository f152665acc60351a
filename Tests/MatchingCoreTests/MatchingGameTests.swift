import GameSupport
import MatchingCore
import Testing

/// Matchismo's scoring: choose 1, mismatch 2, match bonus 4, rank pair 4, suit pair 1.
@Suite struct MatchingGameTests {
    typealias Card = PlayingCard
    let rules = MatchingScoring.standard

    /// A game whose table starts with `cards`, then the rest of the deck.
    func game(_ mode: MatchingGame.Mode, _ cards: [Card]) -> MatchingGame {
        MatchingGame(mode: mode, deck: cards + Card.fullDeck.filter { !cards.contains($0) })
    }

    let jackOfHearts = Card(.jack, .hearts), jackOfSpades = Card(.jack, .spades)
    let jackOfClubs = Card(.jack, .clubs), threeOfClubs = Card(.three, .clubs)
    let fiveOfHearts = Card(.five, .hearts), nineOfHearts = Card(.nine, .hearts)

    @Test func cardsAreDealtFaceDown() {
        let game = game(.twoCards, [])
        #expect(game.table.count == MatchingGame.standardDeal)
        #expect(game.table.allSatisfy { !$0.isFaceUp && !$0.isMatched })
        #expect(game.deck.count == 52 - MatchingGame.standardDeal)
    }

    @Test func turningACardUpCostsAPointAndTurningItBackIsFree() {
        var game = game(.twoCards, [jackOfHearts])
        #expect(game.choose(at: 0) == .turnedUp(jackOfHearts))
        #expect(game.table[0].isFaceUp)
        #expect(game.score == -rules.costToChoose)
        #expect(game.choose(at: 0) == .turnedDown(jackOfHearts))
        #expect(!game.table[0].isFaceUp)
        #expect(game.score == -rules.costToChoose)
    }

    @Test func twoOfARankMatchForSixteen() {
        var game = game(.twoCards, [jackOfHearts, jackOfSpades])
        game.choose(at: 0)
        let result = game.choose(at: 1)
        #expect(result == .matched([jackOfHearts, jackOfSpades], points: rules.rankPairPoints * rules.matchBonus))
        #expect(result?.description == "Matched J♥ J♠ for 16 points")
        #expect(game.score == 16 - 2 * rules.costToChoose)
        #expect(game.table[0].isMatched && game.table[1].isMatched)
    }

    @Test func twoOfASuitMatchForFour() {
        var game = game(.twoCards, [fiveOfHearts, nineOfHearts])
        game.choose(at: 0)
        #expect(game.choose(at: 1) == .matched([fiveOfHearts, nineOfHearts], points: rules.suitPairPoints * rules.matchBonus))
    }

    @Test func aMismatchCostsTwoAndTurnsTheOtherCardBack() {
        var game = game(.twoCards, [jackOfHearts, threeOfClubs])
        game.choose(at: 0)
        let result = game.choose(at: 1)
        #expect(result?.description == "J♥ 3♣ don't match! 2 point penalty!")
        #expect(game.score == -2 * rules.costToChoose - rules.mismatchPenalty)
        #expect(!game.table[0].isFaceUp)
        #expect(game.table[1].isFaceUp)
        #expect(game.lastChoice == result)
    }

    @Test func matchedCardsAreOutOfPlay() {
        var game = game(.twoCards, [jackOfHearts, jackOfSpades])
        game.choose(at: 0)
        game.choose(at: 1)
        let before = game
        #expect(game.choose(at: 0) == nil)
        #expect(game == before)
    }

    @Test func threeOfARankScoreThreeRankPairs() {
        var game = game(.threeCards, [jackOfHearts, jackOfSpades, jackOfClubs])
        game.choose(at: 0)
        #expect(game.choose(at: 1) == .turnedUp(jackOfSpades), "two cards are not judged in 3-card mode")
        #expect(game.choose(at: 2) == .matched([jackOfHearts, jackOfSpades, jackOfClubs], points: 3 * rules.rankPairPoints * rules.matchBonus))
    }

    @Test func aPartialTrioScoresLessThanAFullOne() {
        var partial = game(.threeCards, [jackOfHearts, jackOfSpades, threeOfClubs])
        for position in 0..<3 { partial.choose(at: position) }
        var full = game(.threeCards, [jackOfHearts, jackOfSpades, jackOfClubs])
        for position in 0..<3 { full.choose(at: position) }
        // J♠ and J♥ share a rank; 3♣ matches neither: one rank pair.
        #expect(partial.score == rules.rankPairPoints * rules.matchBonus - 3 * rules.costToChoose)
        #expect(partial.score < full.score)
        #expect(partial.table.prefix(3).allSatisfy { $0.isMatched })
    }

    @Test func aTrioWithNoPairMismatches() {
        var game = game(.threeCards, [jackOfHearts, threeOfClubs, Card(.five, .spades)])
        for position in 0..<3 { game.choose(at: position) }
        #expect(game.score == -3 * rules.costToChoose - rules.mismatchPenalty)
        #expect(game.faceUpUnmatched == [2])
    }

    @Test func dealingMoreAddsCardsFaceDown() {
        var game = game(.twoCards, [])
        game.deal(3)
        #expect(game.table.count == MatchingGame.standardDeal + 3)
        #expect(game.deck.count == 52 - MatchingGame.standardDeal - 3)
    }

    @Test func theGameEndsWhenNothingLeftCanMatch() {
        var game = MatchingGame(mode: .twoCards, deck: [jackOfHearts, jackOfSpades, threeOfClubs])
        #expect(!game.isOver)
        game.choose(at: 0)
        game.choose(at: 1)
        #expect(game.isOver, "3♣ alone cannot match")
    }

    @Test func aTableWithNoSharedRankOrSuitIsOverAtOnce() {
        let game = MatchingGame(mode: .twoCards, deck: [jackOfHearts, threeOfClubs, Card(.five, .spades)], dealing: 3)
        #expect(game.isOver)
    }

    @Test func cardsAreNamedForPeopleAndForMessages() {
        #expect(Card(.ace, .spades).spokenName == "ace of spades")
        #expect(Card(.ten, .hearts).spokenName == "ten of hearts")
        #expect(Card(.ten, .hearts).description == "10♥")
        #expect(Card.fullDeck.count == 52 && Set(Card.fullDeck).count == 52)
    }
}
