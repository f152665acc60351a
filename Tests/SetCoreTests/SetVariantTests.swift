import Foundation
import GameSupport
import PropertyBased
import SetCore
import Testing

@Suite struct SetVariantTests {
    typealias Card = Fixture

    @Test func juniorIsPlayedWith27CardsThatShareOneFeature() {
        let deck = SetVariant.junior.deck
        #expect(deck.count == 27)
        #expect(Set(deck.map { $0[.third] }).count == 1)
        // 27 cards differing in three features hold 27 * 26 / 6 = 117 Sets.
        #expect(SetSolver.countSets(among: deck) == 117)
    }

    @Test func ultraSetsAreFourCardsWhosePairsCompleteToOneCard() {
        let a = Card.card(.zero, .zero, .zero, .zero), b = Card.card(.one, .zero, .zero, .zero)
        let c = Card.card(.zero, .one, .zero, .zero), d = Card.card(.one, .two, .zero, .zero)
        // a + b completes to (2000); c + d completes to (2000) as well.
        #expect(a.completingSet(with: b) == c.completingSet(with: d))
        #expect(SetVariant.ultra.isMatch([a, b, c, d]))
        #expect(SetVariant.ultra.isMatch([d, a, c, b]))
        #expect(!SetVariant.ultra.isMatch([a, b, c, Card.card(.two, .two, .two, .two)]))
        #expect(!SetVariant.ultra.isMatch([a, b, c]))
    }

    @Test func ultraSetsFoundAgreeWithTryingEveryFourCards() async {
        await propertyCheck(input: Gen.uint64()) { seed in
            var generator = SeededGenerator(seed: seed)
            let table = Array(SetCard.deck.shuffled(using: &generator).prefix(10))
            var expected = Set<[SetCard]>()
            for i in 0..<10 { for j in (i + 1)..<10 { for k in (j + 1)..<10 { for l in (k + 1)..<10 {
                let four = [table[i], table[j], table[k], table[l]]
                if SetVariant.ultra.isMatch(four) { expected.insert(four.sorted()) }
            } } } }
            let found = SetVariant.ultra.matches(among: table)
            #expect(Set(found) == expected)
            #expect(found.count == expected.count)
        }
    }

    @Test func anUltraSetIsChosenWithFourCardsAndLeavesTheTable() {
        let four = [Card.card(.zero, .zero, .zero, .zero), Card.card(.one, .zero, .zero, .zero),
                    Card.card(.zero, .one, .zero, .zero), Card.card(.one, .two, .zero, .zero)]
        var game = SetGame(.ultra, deck: Card.deck(startingWith: four))
        #expect(game.choose(four[0], at: 0) == .selected)
        #expect(game.choose(four[1], at: 0) == .selected)
        #expect(game.choose(four[2], at: 0) == .selected)
        #expect(game.choose(four[3], at: 0) == .foundSet)
        game.dealThreeMore(at: 1)
        #expect(game.cardsInPlay.count == 12)
        #expect(Set(game.matched) == Set(four))
        #expect(game.setsFound == 1)
    }

    @Test func theFirstSetOfAChainStaysAndThreeCardsJoinIt() {
        var game = Card.game(startingWith: Card.set, variant: .chain)
        for card in Card.set { game.choose(card, at: 0) }
        game.clearSelection(at: 1)
        #expect(game.chain == Card.set)
        #expect(game.cardsInPlay.count == 15)
        #expect(Card.set.allSatisfy(game.cardsInPlay.contains))
        #expect(game.matched.isEmpty)
    }

    @Test func aChainedSetReusesExactlyOneCardOfTheLastSet() {
        var game = Card.game(startingWith: Card.set, variant: .chain)
        for card in Card.set { game.choose(card, at: 0) }
        game.clearSelection(at: 1)
        let chained = [Card.set[0], Card.card(.one, .one, .one, .zero), Card.card(.two, .two, .two, .zero)]
        let unchained = [Card.card(.one, .zero, .zero, .zero), Card.card(.two, .zero, .zero, .zero),
                         Card.card(.zero, .zero, .zero, .zero)].dropLast() + [Card.card(.zero, .zero, .zero, .zero)]
        #expect(SetVariant.chain.isMatch(chained, chain: game.chain))
        #expect(!SetVariant.chain.isMatch([Card.set[0], Card.set[1], Card.set[2]], chain: game.chain))
        #expect(SetVariant.chain.isMatch(Array(unchained), chain: game.chain))
        #expect(!SetVariant.chain.isMatch([Card.card(.one, .one, .one, .one), Card.card(.one, .one, .one, .two),
                                          Card.card(.one, .one, .one, .zero)], chain: game.chain))
    }

    @Test func takingAChainedSetRetiresTheRestOfTheOldChain() {
        var game = Card.game(startingWith: Card.set, variant: .chain)
        for card in Card.set { game.choose(card, at: 0) }
        game.clearSelection(at: 1)
        let next = game.variant.matches(among: game.cardsInPlay, chain: game.chain).first!
        for card in next { game.choose(card, at: 2) }
        #expect(game.selectionIsMatch == true)
        game.clearSelection(at: 3)
        #expect(Set(game.chain) == Set(next))
        #expect(game.cardsInPlay.count == 15)
        #expect(Set(game.matched) == Set(Card.set).subtracting(next))
        #expect(game.setsFound == 2)
    }

    @Test(arguments: SetVariant.allCases)
    func everyVariantKeepsItsCardsPartitioned(variant: SetVariant) async {
        await propertyCheck(count: 50, input: Gen.uint64(), SetGamePropertyTests.actions) { seed, codes in
            var generator = SeededGenerator(seed: seed)
            var game = SetGame(variant, using: &generator)
            for code in codes {
                SetGamePropertyTests().apply([code], to: &game)
                let all = game.deck + game.cardsInPlay + game.matched
                #expect(all.count == variant.deck.count)
                #expect(Set(all) == Set(variant.deck))
                #expect(game.selection.count <= variant.choiceSize)
                #expect(game.chain.allSatisfy(game.cardsInPlay.contains))
            }
            // Playing on with the hints always ends the game.
            var moves = 0
            while !game.isOver, moves < 400 {
                moves += 1
                if let match = game.firstMatchOnTable {
                    if game.selectionIsMatch == true { game.clearSelection(at: 0) }
                    game.clearSelection(at: 0)
                    for card in match { game.choose(card, at: 0) }
                } else {
                    game.dealThreeMore(at: 0)
                }
            }
            #expect(game.isOver)
        }
    }

    @Test func aTimedRunEndsWhenItsGoalIsReached() {
        var game = SetGame(deck: Card.deck(startingWith: Card.set), at: 5, goal: 1)
        for card in Card.set { game.choose(card, at: 17) }
        #expect(game.isOver)
        #expect(game.finishedAt == 17)
        #expect(game.startedAt == 5)
    }

    @Test func aGameSavedBeforeVariantsLoadsAsTheStandardGame() throws {
        var game = SetGame(deck: Card.deck(startingWith: Card.set))
        for card in Card.set { game.choose(card, at: 1) }
        game.clearSelection(at: 2)
        var saved = try JSONSerialization.jsonObject(with: JSONEncoder().encode(game)) as! [String: Any]
        for key in ["variant", "chain", "setsFound", "startedAt", "hintsUsed", "goal", "finishedAt"] { saved[key] = nil }
        let restored = try JSONDecoder().decode(SetGame.self, from: JSONSerialization.data(withJSONObject: saved))
        #expect(restored.variant == .standard)
        #expect(restored.setsFound == 1)
        #expect(restored.cardsInPlay == game.cardsInPlay)
    }

    @Test func aSaveWithAnImpossibleTableIsRejected() throws {
        let game = SetGame(deck: Card.deck(startingWith: Card.set))
        var saved = try JSONSerialization.jsonObject(with: JSONEncoder().encode(game)) as! [String: Any]
        saved["selection"] = [80]
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(SetGame.self, from: JSONSerialization.data(withJSONObject: saved))
        }
    }
}
