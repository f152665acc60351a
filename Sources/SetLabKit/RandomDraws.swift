import GameSupport
import SetCore

/// Random K-card draws from a variant's deck (the full deck by default): how often they hold
/// no match of the variant (a Set, an UltraSet, a GhostSet), and how many on average.
public struct RandomDraws: Equatable, Sendable {
    public let variant: SetVariant
    public let cards: Int
    public let samples: Int
    public let withoutSet: Int
    public let totalSets: Int
    public var meanSets: Double { samples == 0 ? 0 : Double(totalSets) / Double(samples) }

    public static func run(cards: Int, samples: Int, seed: UInt64, variant: SetVariant = .standard) -> RandomDraws {
        var deck = variant.deck.cards
        precondition((0...deck.count).contains(cards), "a draw holds at most the whole deck")
        // Sets alone have the solver's fast count; the other rules list their matches.
        let count: ([SetCard]) -> Int = variant.rule == .set ? { SetSolver.countSets(among: $0) } : { variant.matches(among: $0).count }
        var generator = SeededGenerator(seed: seed)
        var hand: [SetCard] = []
        hand.reserveCapacity(cards)
        var withoutSet = 0, totalSets = 0
        for _ in 0..<samples {
            // A partial Fisher-Yates shuffle: the first `cards` places become a uniform draw.
            hand.removeAll(keepingCapacity: true)
            for place in 0..<cards {
                let pick = place + Int(generator.next(below: UInt64(deck.count - place)))
                deck.swapAt(place, pick)
                hand.append(deck[place])
            }
            let sets = count(hand)
            totalSets += sets
            if sets == 0 { withoutSet += 1 }
        }
        return RandomDraws(variant: variant, cards: cards, samples: samples, withoutSet: withoutSet, totalSets: totalSets)
    }
}
