import GameSupport
import PropertyBased
import SetCore
import Testing

@Suite struct SetSolverTests {
    /// The obvious, slow answer to compare against: try every triple.
    func bruteForce(_ cards: [SetCard]) -> Set<Set<SetCard>> {
        var found = Set<Set<SetCard>>()
        for i in cards.indices {
            for j in cards.indices where j > i {
                for k in cards.indices where k > j && SetCard.formSet(cards[i], cards[j], cards[k]) {
                    found.insert([cards[i], cards[j], cards[k]])
                }
            }
        }
        return found
    }

    @Test func theWholeDeckHolds1080Sets() {
        #expect(SetSolver.sets(among: SetCard.deck).count == 1080)
        #expect(SetSolver.countSets(among: SetCard.deck) == 1080)
    }

    @Test func fewerThanThreeCardsHoldNoSet() {
        #expect(SetSolver.sets(among: Array(SetCard.deck.prefix(2))).isEmpty)
        #expect(SetSolver.firstSet(among: []) == nil)
        #expect(SetSolver.countSets(among: [SetCard.deck[0]]) == 0)
    }

    @Test func theCompletionTableAgreesWithTheRule() {
        for a in SetDeck.mega.cards {
            for b in SetDeck.mega.cards {
                let completion = SetSolver.completion[Int(a.index) * SetSolver.cards + Int(b.index)]
                #expect(SetCard.formSet(a, b, SetCard(index: Int(completion))!) || a == b)
            }
        }
    }

    @Test func agreesWithBruteForceOnRandomTables() async {
        await propertyCheck(count: 300, input: Gen.int(in: 0...30), Gen.uint64()) { size, seed in
            var generator = SeededGenerator(seed: seed)
            let cards = Array(SetCard.deck.shuffled(using: &generator).prefix(size))
            let expected = bruteForce(cards)
            let found = SetSolver.sets(among: cards)
            #expect(Set(found.map { Set($0.cards) }) == expected)
            #expect(found.count == expected.count)
            #expect(SetSolver.countSets(among: cards) == expected.count)
            #expect(SetSolver.containsSet(cards) == !expected.isEmpty)
            if let first = SetSolver.firstSet(among: cards) {
                #expect(expected.contains(Set(first.cards)))
            }
        }
    }
}
