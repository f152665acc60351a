import Foundation
import GameSupport
import PropertyBased
import SetCore
import Testing

@Suite struct SetVariantTests {
    typealias Card = Fixture

    @Test func juniorIsPlayedWith27CardsThatShareOneFeature() {
        let deck = SetVariant.junior.deck.cards
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

    @Test func eachVariantOpensWithTheTableItsCommunityPlays() {
        var generator = SeededGenerator(seed: 5)
        let opened = SetVariant.allCases.map { ($0, SetGame($0, using: &generator).cardsInPlay.count) }
        #expect(opened.map(\.1) == opened.map { $0.0.tableSize })
        #expect(SetVariant.junior.tableSize == 9 && SetVariant.ultra9.tableSize == 9 && SetVariant.ghost.tableSize == 10)
        #expect([SetVariant.standard, .shuffle, .chain, .ultra, .ultraChain].allSatisfy { $0.tableSize == 12 })
    }

    @Test func aGhostSetIsSixCardsAddingUpToNothingInEveryFeature() {
        // Two Sets side by side add up to nothing too.
        let twoSets = Card.set + [Card.card(.one, .zero, .zero, .zero), Card.card(.one, .one, .zero, .zero), Card.card(.one, .two, .zero, .zero)]
        #expect(SetVariant.ghost.isMatch(twoSets))
        #expect(SetVariant.ghost.isMatch(twoSets.reversed()))
        // Pairs (0000, 1100) (1000, 0100) (2200, 0001) complete to 2200, 2200 and 1102:
        // not a Set, so the six are not a GhostSet.
        let notGhost = [Card.card(.zero, .zero, .zero, .zero), Card.card(.one, .one, .zero, .zero), Card.card(.one, .zero, .zero, .zero),
                        Card.card(.zero, .one, .zero, .zero), Card.card(.two, .two, .zero, .zero), Card.card(.zero, .zero, .zero, .one)]
        #expect(!SetVariant.ghost.isMatch(notGhost))
        #expect(!SetVariant.ghost.isMatch(Array(twoSets.prefix(5))), "six cards, no fewer")
        #expect(!SetVariant.ghost.isMatch(Card.set + Card.set), "six different cards")
    }

    @Test func aGhostSetIsThreePairsWhoseCompletingCardsMakeASetOrAgree() async {
        await propertyCheck(input: Gen.uint64()) { seed in
            var generator = SeededGenerator(seed: seed)
            let six = Array(SetCard.deck.shuffled(using: &generator).prefix(6))
            let (x, y, z) = (six[0].completingSet(with: six[1]), six[2].completingSet(with: six[3]), six[4].completingSet(with: six[5]))
            let completionsAgreeOrMakeASet = SetCard.Feature.allCases.allSatisfy { (x[$0] + y[$0] + z[$0]) % 3 == 0 }
            #expect(SetVariant.ghost.isMatch(six) == completionsAgreeOrMakeASet)
        }
    }

    @Test func ghostSetsFoundAgreeWithTryingEverySixCards() async {
        await propertyCheck(count: 60, input: Gen.uint64()) { seed in
            var generator = SeededGenerator(seed: seed)
            let table = Array(SetCard.deck.shuffled(using: &generator).prefix(11))
            var expected = Set<[SetCard]>()
            func pick(_ start: Int, _ chosen: [SetCard]) {
                if chosen.count == 6 {
                    if SetVariant.ghost.isMatch(chosen) { expected.insert(chosen.sorted()) }
                    return
                }
                for next in start..<table.count { pick(next + 1, chosen + [table[next]]) }
            }
            pick(0, [])
            let found = SetVariant.ghost.matches(among: table)
            #expect(Set(found) == expected && found.count == expected.count)
            #expect((SetVariant.ghost.firstMatch(among: table) != nil) == !expected.isEmpty)
            // A hint's cards: the first GhostSet holding them, or none when none does.
            for required in [Array(table.prefix(1)), Array(table.prefix(2)), [table[3], table[7], table[9]]] {
                let holding = SetVariant.ghost.firstMatch(among: table, containing: required)
                #expect(holding.map { SetVariant.ghost.isMatch($0) && required.allSatisfy($0.contains) } ?? true)
                #expect((holding != nil) == expected.contains { match in required.allSatisfy(match.contains) })
            }
        }
    }

    @Test func anyFiveCardsLeaveExactlyOneSixthForAGhostSet() async {
        await propertyCheck(input: Gen.uint64()) { seed in
            var generator = SeededGenerator(seed: seed)
            let five = Array(SetCard.deck.shuffled(using: &generator).prefix(5))
            let needed = SetCard.Feature.allCases.map { feature in (300 - five.map { $0[feature] }.reduce(0, +)) % 3 }
            let sixth = SetCard(values: 3, needed)!
            let sixths = SetCard.deck.filter { SetVariant.ghost.isMatch(five + [$0]) }
            #expect(sixths == (five.contains(sixth) ? [] : [sixth]))
        }
    }

    /// Every choice of `size` among `cards`, in order.
    static func choices(_ size: Int, among cards: [SetCard]) -> [[SetCard]] {
        guard size > 0 else { return [[]] }
        guard cards.count >= size else { return [] }
        let rest = Array(cards.dropFirst())
        return choices(size - 1, among: rest).map { [cards[0]] + $0 } + choices(size, among: rest)
    }

    @Test(arguments: SetVariant.allCases)
    func everySearchAgreesWithTryingEveryChoice(variant: SetVariant) async {
        await propertyCheck(count: 25, input: Gen.uint64()) { seed in
            var generator = SeededGenerator(seed: seed)
            let table = Array(variant.deck.cards.shuffled(using: &generator).prefix(13))
            // No chain, and a chain of the table's first cards (whatever they make).
            for chain in [[], Array(table.prefix(variant.choiceSize))] {
                let expected = Set(Self.choices(variant.choiceSize, among: table).filter { variant.isMatch($0, chain: chain) }.map { $0.sorted() })
                let found = variant.matches(among: table, chain: chain)
                #expect(Set(found.map { $0.sorted() }) == expected && found.count == expected.count, "every match, each once")
                #expect(variant.firstMatch(among: table, chain: chain).map { expected.contains($0.sorted()) } ?? expected.isEmpty)
                for required in [[table[5]], [table[0], table[8]], [table[2], table[6], table[11]]] {
                    let holding = variant.firstMatch(among: table, chain: chain, containing: required)
                    let possible = expected.contains { match in required.allSatisfy(match.contains) }
                    #expect(holding.map { expected.contains($0.sorted()) && required.allSatisfy($0.contains) } ?? !possible)
                    #expect((holding != nil) == possible)
                }
            }
        }
    }

    @Test func theFirstUltraSetOfAChainStaysAndTheNextReusesTwoOfIt() {
        let four = [Card.card(.zero, .zero, .zero, .zero), Card.card(.one, .zero, .zero, .zero),
                    Card.card(.zero, .one, .zero, .zero), Card.card(.one, .two, .zero, .zero)]
        var game = SetGame(.ultraChain, deck: Card.deck(startingWith: four))
        for card in four { game.choose(card, at: 0) }
        #expect(game.selectionIsMatch == true)
        game.clearSelection(at: 1)
        #expect(game.chain == four && game.cardsInPlay.count == 16 && game.matched.isEmpty, "four new cards join the chain")
        let next = game.variant.matches(among: game.cardsInPlay, chain: game.chain)
        #expect(!next.isEmpty && next.allSatisfy { $0.filter(four.contains).count == 2 })
        // An UltraSet of the table that keeps one card of the chain, or three, does not score.
        let unbound = SetVariant.ultra.matches(among: game.cardsInPlay)
        #expect(unbound.filter { $0.filter(four.contains).count != 2 }.allSatisfy { !game.variant.isMatch($0, chain: game.chain) })
        for card in next[0] { game.choose(card, at: 2) }
        game.clearSelection(at: 3)
        #expect(Set(game.chain) == Set(next[0]) && game.cardsInPlay.count == 16 && game.matched.count == 2)
    }

    @Test(arguments: SetVariant.allCases)
    func everyVariantKeepsItsCardsPartitioned(variant: SetVariant) async {
        await propertyCheck(count: 20, input: Gen.uint64(), SetGamePropertyTests.actions) { seed, codes in
            var generator = SeededGenerator(seed: seed)
            var game = SetGame(variant, using: &generator)
            // Each move keeps the count and the table's invariants; the whole partition is
            // checked after the moves (a card lost or doubled stays so).
            for code in codes {
                SetGamePropertyTests().apply([code], to: &game)
                #expect(game.deck.count + game.cardsInPlay.count + game.matched.count == variant.deck.count)
                #expect(game.selection.count <= variant.choiceSize)
                #expect(game.chain.allSatisfy(game.cardsInPlay.contains))
            }
            #expect(Set(game.deck + game.cardsInPlay + game.matched) == Set(variant.deck.cards))
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
