import GameSupport
import SetCore

/// Plays complete solo games of any variant through SetGame itself, by the same table rules
/// as SetSimulator (deal the variant's table, three more while no match shows, a match taken
/// is replaced only while no more than the table's size lies; in the chain variants it stays
/// as the chain, as in the Set tab). Slower than SetSimulator's
/// fixed buffers, which know the standard game alone, but it is the Set tab's own engine: a
/// few thousand games a second.
public struct VariantSimulator: Simulator {
    public let variant: SetVariant
    public let policy: SetPolicy
    public let seed: UInt64

    /// Room for any table: the whole deck, at worst.
    var largestTable: Int { variant.deck.count }

    public init(variant: SetVariant, policy: SetPolicy, seed: UInt64) {
        self.variant = variant
        self.policy = policy
        self.seed = seed
    }

    public func play(games range: Range<Int>) -> SimulationReport {
        var counts = Counts(largestTable: largestTable)
        for index in range {
            var generator = SeededGenerator(seed: seed, stream: UInt64(index))
            var game = SetGame(variant, using: &generator)
            while true {
                let matches = variant.matches(among: game.cardsInPlay, chain: game.chain)
                counts.recordLayout(size: game.cardsInPlay.count, sets: matches.count)
                guard !matches.isEmpty else {
                    guard game.canDeal else { break }
                    game.dealThreeMore(at: 0)
                    continue
                }
                game.take(matches[policy == .first ? 0 : Int(generator.next(below: UInt64(matches.count)))], at: 0)
            }
            counts.cardsLeft[game.cardsInPlay.count] += 1
        }
        return counts.report(games: range.count)
    }
}
