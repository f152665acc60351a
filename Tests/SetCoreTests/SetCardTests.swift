import Foundation
import SetCore
import Testing

@Suite struct SetCardTests {
    @Test func theDeckHas81DistinctCardsWhoseFeaturesRoundTrip() {
        #expect(Set(SetCard.deck).count == 81)
        for card in SetCard.deck {
            let f = card.features
            #expect(SetCard(values: 3, f) == card)
        }
    }

    @Test func everyCombinationOfFeaturesIsInTheDeckOnce() {
        let combinations = Set(SetCard.deck.map(\.features))
        #expect(combinations.count == 81)
    }

    @Test func cardsSaveAsTheirIndexAndRejectImpossibleOnes() throws {
        let card = SetCard(.two, .zero, .one, .two)
        let data = try JSONEncoder().encode([card])
        #expect(String(decoding: data, as: UTF8.self) == "[\(card.index)]")
        #expect(try JSONDecoder().decode([SetCard].self, from: data) == [card])
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([SetCard].self, from: Data("[\(SetCard.numbers)]".utf8)) }
        #expect(SetCard(index: -1) == nil)
    }

    @Test func theStandardDeckKeepsItsNumbersAndOtherDecksFollow() {
        #expect(SetDeck.standard.cards == SetCard.deck && SetCard.deck.map(\.index) == Array(0..<81))
        #expect(SetCard(index: 81) == SetCard(.zero, .zero, .zero, .zero, .one), "MegaSet's bordered cards follow")
        #expect(SetCard(index: 243) == SetCard(values: 4, [0, 0, 0, 0]), "then 4Set's")
        #expect(SetCard(values: 4, [3, 3, 3, 3])?.index == 498 && SetCard(values: 4, [0, 0, 0, 0, 1]) == nil, "4Set has no border")
        #expect(SetCard(values: 3, [3, 0, 0, 0]) == nil && SetCard(values: 5, [0]) == nil)
        for deck in [SetDeck.standard, .junior, .mega, .four, .fourJunior] {
            let cards = deck.cards
            #expect(cards.count == deck.count && Set(cards).count == cards.count)
            #expect(cards.allSatisfy { card in SetCard(values: deck.values, card.features) == card && card.values == deck.values })
        }
        #expect([SetDeck.standard, .junior, .mega, .four, .fourJunior].map(\.count) == [81, 27, 243, 256, 64])
    }

    /// All 85,320 triples: exactly 1,080 are Sets, 40 through each card, split by how many
    /// features differ as 108, 324, 432, 216.
    @Test func exhaustiveTriples() {
        var sets = 0
        var perCard = [Int](repeating: 0, count: 81)
        var byDifferences = [Int](repeating: 0, count: 5)
        let deck = SetCard.deck
        for i in 0..<81 {
            for j in (i + 1)..<81 {
                for k in (j + 1)..<81 where SetCard.formSet(deck[i], deck[j], deck[k]) {
                    sets += 1
                    for index in [i, j, k] { perCard[index] += 1 }
                    byDifferences[SetCard.Feature.allCases.filter { deck[i][$0] != deck[j][$0] }.count] += 1
                }
            }
        }
        #expect(sets == 1080)
        #expect(perCard.allSatisfy { $0 == 40 })
        #expect(byDifferences == [0, 108, 324, 432, 216])
    }

    /// All 3,240 pairs: the completing card is a third, different card that makes a Set.
    @Test func exhaustivePairs() {
        var pairs = 0
        for (i, a) in SetCard.deck.enumerated() {
            for b in SetCard.deck[(i + 1)...] {
                let c = a.completingSet(with: b)
                #expect(c != a && c != b)
                #expect(SetCard.formSet(a, b, c))
                #expect(b.completingSet(with: a) == c)
                pairs += 1
            }
        }
        #expect(pairs == 3240)
    }

    @Test func aCardWithItselfIsNoSet() {
        let card = SetCard.deck[17]
        #expect(!SetCard.formSet(card, card, card))
    }
}
