import Foundation
import GameSupport
import PropertyBased
import SetCore
import Testing

/// MegaSet's five features and 4Set's four values: the same rules, on bigger decks.
@Suite struct BiggerDeckTests {
    static func cards(_ count: Int, of deck: SetDeck, seed: UInt64) -> [SetCard] {
        var generator = SeededGenerator(seed: seed)
        return Array(deck.cards.shuffled(using: &generator).prefix(count))
    }

    @Test func anyTwoMegaSetCardsCompleteExactlyOneSet() async {
        await propertyCheck(count: 40, input: Gen.uint64()) { seed in
            let two = Self.cards(2, of: .mega, seed: seed)
            let thirds = SetDeck.mega.cards.filter { !two.contains($0) && SetVariant.mega.isMatch(two + [$0]) }
            #expect(thirds == [two[0].completingSet(with: two[1])])
        }
    }

    @Test func anyThree4SetCardsCompleteExactlyOne4SetInTheirDeck() async {
        await propertyCheck(count: 40, input: Gen.uint64()) { seed in
            for (variant, deck) in [(SetVariant.fourSet, SetDeck.four), (.fourSetJunior, .fourJunior)] {
                let three = Self.cards(3, of: deck, seed: seed)
                #expect(deck.cards.filter { !three.contains($0) && variant.isMatch(three + [$0]) }.count == 1)
            }
        }
    }

    /// The rule as the community states it, checked against the sum the finders use.
    @Test func a4SetIsAllTheSameAllDifferentOrTwoPairsInEveryFeature() async {
        await propertyCheck(count: 300, input: Gen.uint64()) { seed in
            var generator = SeededGenerator(seed: seed)
            // Three features of two values (0 and 3) and one of all four, so that matches are
            // common enough to test.
            let four = (0..<4).map { _ in
                SetCard(values: 4, (0..<4).map { $0 == 0 ? Int.random(in: 0..<4, using: &generator) : 3 * Int.random(in: 0..<2, using: &generator) })!
            }
            let rule = SetCard.Feature.allCases.allSatisfy { feature in
                let counts = Dictionary(grouping: four.map { $0[feature] }, by: { $0 }).values.map(\.count).sorted()
                return counts == [4] || counts == [1, 1, 1, 1] || counts == [2, 2]
            }
            #expect(SetVariant.fourSet.isMatch(four) == (rule && Set(four).count == 4))
        }
        let allDifferent = (0..<4).map { SetCard(values: 4, [$0, $0, 3 - $0, 0])! }
        let twoPairs = [[0, 1, 2, 3], [0, 1, 3, 2], [1, 0, 2, 3], [1, 0, 3, 2]].map { SetCard(values: 4, $0)! }
        #expect(SetVariant.fourSet.isMatch(allDifferent) && SetVariant.fourSet.isMatch(twoPairs))
        let threeAndOne = [[0, 0, 0, 0], [0, 0, 0, 1], [0, 0, 0, 2], [0, 0, 1, 3]].map { SetCard(values: 4, $0)! }
        #expect(!SetVariant.fourSet.isMatch(threeAndOne))
    }

    @Test func eachDeckHoldsTheMatchesItsArithmeticPromises() {
        // Any two of 243 cards lie in one Set: 243 * 242 / 6. Any three of 64 in one 4Set: C(64, 3) / 4.
        #expect(SetSolver.countSets(among: SetDeck.mega.cards) == 9801)
        #expect(SetVariant.fourSetJunior.matches(among: SetDeck.fourJunior.cards).count == 64 * 63 * 62 / 6 / 4)
        #expect(SetVariant.fourSetJunior.deck.cards.allSatisfy { $0[.third] == 0 && $0.values == 4 })
        #expect(SetVariant.mega.deck.cards.contains { $0[.fifth] == 2 } && SetVariant.fourSet.deck.cards.allSatisfy { $0[.fifth] == 0 })
    }

    @Test func theBiggerDecksOpenWithTheirCommunitysTables() {
        var generator = SeededGenerator(seed: 3)
        for (variant, size) in [(SetVariant.mega, 16), (.fourSet, 15), (.fourSetJunior, 11), (.fourSetJuniorChain, 11)] {
            let game = SetGame(variant, using: &generator)
            #expect(game.cardsInPlay.count == size && game.cardsInPlay.allSatisfy(variant.deck.contains))
            #expect(game.deck.count == variant.deck.count - size)
        }
    }

    @Test func aCardFromAnotherDeckIsNoMatch() {
        let fourCards = (0..<4).map { SetCard(values: 4, [$0, 0, 0, 0])! }
        #expect(SetVariant.fourSet.isMatch(fourCards))
        #expect(!SetVariant.fourSetJunior.isMatch((0..<4).map { SetCard(values: 4, [$0, 0, 1, 0])! }), "4Set Junior's cards are solid")
        let megaSet = [SetCard(.zero, .zero, .zero, .zero, .one), SetCard(.zero, .zero, .zero, .one, .one), SetCard(.zero, .zero, .zero, .two, .one)]
        #expect(SetVariant.mega.isMatch(megaSet) && !SetVariant.standard.isMatch(megaSet))
        #expect(!SetVariant.fourSet.isMatch(Array(SetCard.deck.prefix(3)) + [fourCards[0]]))
    }

    @Test func theFirst4SetOfAJuniorChainStaysAndTheNextReusesTwoOfIt() {
        let first = (0..<4).map { SetCard(values: 4, [$0, 0, 0, 0])! }
        // With the first two: 0 ^ 1 in the first feature, as 0 ^ 1 here.
        let joining = [SetCard(values: 4, [0, 1, 0, 0])!, SetCard(values: 4, [1, 1, 0, 0])!]
        let rest = SetDeck.fourJunior.cards.filter { !first.contains($0) && !joining.contains($0) }
        var game = SetGame(.fourSetJuniorChain, deck: first + joining + rest)
        for card in first { game.choose(card, at: 0) }
        game.clearSelection(at: 1)
        #expect(game.chain == first && game.cardsInPlay.count == 15, "four new cards join the chain")
        let next = game.variant.matches(among: game.cardsInPlay, chain: game.chain)
        #expect(!next.isEmpty && next.allSatisfy { $0.filter(first.contains).count == 2 })
        #expect(game.variant.firstMatch(among: game.cardsInPlay, chain: game.chain).map { next.map(Set.init).contains(Set($0)) } == true)
    }

    @Test func savesKeepTheirDeckAndRefuseCardsOfAnother() throws {
        var generator = SeededGenerator(seed: 8)
        let game = SetGame(.fourSet, using: &generator)
        let restored = try JSONDecoder().decode(SetGame.self, from: JSONEncoder().encode(game))
        #expect(restored == game)
        var saved = try JSONSerialization.jsonObject(with: JSONEncoder().encode(game)) as! [String: Any]
        saved["variant"] = "standard"
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(SetGame.self, from: JSONSerialization.data(withJSONObject: saved))
        }
        let standard = SetGame(.standard, using: &generator)
        var twice = try JSONSerialization.jsonObject(with: JSONEncoder().encode(standard)) as! [String: Any]
        twice["deck"] = Array((twice["deck"] as! [Int]).dropLast()) + [Int(standard.cardsInPlay[0].index)]
        #expect(throws: DecodingError.self, "a card twice") {
            try JSONDecoder().decode(SetGame.self, from: JSONSerialization.data(withJSONObject: twice))
        }
    }
}
