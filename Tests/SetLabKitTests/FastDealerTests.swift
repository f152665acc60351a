import GameSupport
@testable import SetCore
@testable import SetLabKit
import Testing

/// setlab's simulator deals and takes Sets with buffers of its own, for speed (a million games
/// allocate nothing). Here it is held to SetGame, the rules the app plays, under the physical
/// game's refill rule: the same deck gives the same tables, in the same order, to the end.
@Suite struct FastDealerTests {
    @Test(arguments: SetPolicy.allCases)
    func theSimulatorPlaysEveryGameAsSetGameDoes(policy: SetPolicy) {
        for number in 0..<150 {
            var shuffler = SeededGenerator(seed: 41, stream: UInt64(number))
            let deck = SetVariant.standard.deck.cards.shuffled(using: &shuffler)
            let fast = Self.simulated(deck, policy: policy, seed: UInt64(number))
            let rules = Self.played(deck, policy: policy, seed: UInt64(number))
            #expect(fast.count > 1 && fast.last?.sets == 0, "game \(number) ends with no Set on the table")
            guard fast == rules else {
                // The first table that differs says what the simulator does differently.
                let turn = fast.indices.first { $0 >= rules.count || fast[$0] != rules[$0] } ?? fast.count
                Issue.record("game \(number) (\(policy)), turn \(turn): the simulator saw \(fast.dropFirst(turn).first.map(String.init(describing:)) ?? "the end"), SetGame \(rules.dropFirst(turn).first.map(String.init(describing:)) ?? "the end")")
                return
            }
        }
    }

    /// The tables the simulator saw playing `deck`.
    static func simulated(_ deck: [SetCard], policy: SetPolicy, seed: UInt64) -> [GameBuffers.Layout] {
        var generator = SeededGenerator(seed: seed)
        var counts = Counts()
        var layouts: [GameBuffers.Layout] = []
        SetSimulator.withBuffers { game in
            for (position, card) in deck.enumerated() { game.deck[position] = UInt8(card.index) }
            game.playShuffledDeck(policy: policy, using: &generator, into: &counts, layouts: &layouts)
        }
        return layouts
    }

    /// The tables SetGame shows a player who takes the same Set each time (the first, or the
    /// one the same draw picks, in the simulator's scan order) and deals when there is none.
    static func played(_ deck: [SetCard], policy: SetPolicy, seed: UInt64) -> [GameBuffers.Layout] {
        var generator = SeededGenerator(seed: seed)
        var game = SetGame(deck: deck)
        var layouts: [GameBuffers.Layout] = []
        while true {
            let sets = inScanOrder(game.cardsInPlay)
            #expect(sets.count == game.matchesOnTable.count, "the simulator's scan finds every Set the rules see")
            layouts.append(.init(cards: game.cardsInPlay.map { UInt8($0.index) }, sets: sets.count))
            if sets.isEmpty {
                guard game.canDeal else { return layouts }
                game.dealThreeMore(at: 0)
                continue
            }
            let chosen = sets[policy == .first ? 0 : Int(generator.next(below: UInt64(sets.count)))]
            for card in chosen { game.choose(card, at: 0) }
            #expect(game.selectionIsMatch == true)
            game.takeSelectedSet(at: 0, refillingBeyondTheOpeningDeal: false)
        }
    }

    /// The Sets among `cards`, each once, ordered by where its first two cards lie.
    static func inScanOrder(_ cards: [SetCard]) -> [[SetCard]] {
        var sets: [[SetCard]] = []
        for i in cards.indices {
            for j in cards.indices where j > i {
                let third = cards[i].completingSet(with: cards[j])
                if let k = cards.firstIndex(of: third), k > j { sets.append([cards[i], cards[j], third]) }
            }
        }
        return sets
    }
}
