import GameSupport
import SetCore

/// Random K-card draws from the full deck: how often they hold no Set, and how many on average.
public struct RandomDraws: Equatable, Sendable {
    public let cards: Int
    public let samples: Int
    public let withoutSet: Int
    public let totalSets: Int
    public var meanSets: Double { samples == 0 ? 0 : Double(totalSets) / Double(samples) }

    public static func run(cards: Int, samples: Int, seed: UInt64) -> RandomDraws {
        precondition((0...SetCard.count).contains(cards), "a draw holds 0 to 81 cards")
        var generator = SeededGenerator(seed: seed)
        var deck = SetCard.deck
        var hand: [SetCard] = []
        hand.reserveCapacity(cards)
        var withoutSet = 0, totalSets = 0
        for _ in 0..<samples {
            // A partial Fisher-Yates shuffle: the first `cards` places become a uniform draw.
            hand.removeAll(keepingCapacity: true)
            for place in 0..<cards {
                let pick = place + Int(generator.next(below: UInt64(SetCard.count - place)))
                deck.swapAt(place, pick)
                hand.append(deck[place])
            }
            let sets = SetSolver.countSets(among: hand)
            totalSets += sets
            if sets == 0 { withoutSet += 1 }
        }
        return RandomDraws(cards: cards, samples: samples, withoutSet: withoutSet, totalSets: totalSets)
    }
}
