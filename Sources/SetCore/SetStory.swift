/// A game's story, as its review tells it: every table in the order it lay, and on each what
/// was found (by whom, when), the hints and the mistakes. The game's player records it as the
/// game goes; times are seconds on the game's clock (played time, or a Together game's seconds
/// since its first deal), kept to a tenth, and never go back: a time before the last one
/// recorded is taken as that one, so a story recorded is always one that reads back.
///
/// It is bounded (a table holds at most a deck's cards, a story at most `tablesKept` tables
/// and a table `eventsKept` of each event), so a finished game's story stays a few kilobytes.
public struct SetStory: Equatable, Sendable {
    /// Who found a match: the player, the second at the same keyboard, the computer, or
    /// another player at a table shared over the network.
    public enum Finder: String, Codable, Sendable {
        case player, playerTwo = "player-2", computer, other
    }

    public struct Find: Codable, Equatable, Sendable {
        public let cards: [SetCard]
        public let by: Finder
        public let at: Double

        enum CodingKeys: String, CodingKey { case cards = "c", by = "b", at = "t" }
    }

    /// One table, from the moment it lay as `cards` until the next lay.
    public struct Table: Equatable, Sendable {
        public internal(set) var cards: [SetCard]
        /// In the chain variants, the last match, which the next must reuse.
        public let chain: [SetCard]
        public let shownAt: Double
        public internal(set) var finds: [Find] = []
        public internal(set) var hints: [Double] = []
        public internal(set) var mistakes: [Double] = []
    }

    public static let tablesKept = 600
    public static let eventsKept = 100

    public let variant: SetVariant
    public internal(set) var tables: [Table]
    /// When the game ended, once it has.
    public internal(set) var endedAt: Double?

    /// A story that begins with `cards` on the table at `time`.
    public init(_ variant: SetVariant, table cards: [SetCard], chain: [SetCard] = [], at time: Double) {
        self.variant = variant
        tables = [Table(cards: cards, chain: chain, shownAt: Self.kept(time))]
    }

    /// The table lies as `cards` now: the same cards in another order are the same table, any
    /// other cards a new one.
    public mutating func see(_ cards: [SetCard], chain: [SetCard], at time: Double) {
        guard endedAt == nil else { return }
        let last = tables[tables.count - 1]
        if Set(cards) == Set(last.cards), cards.count == last.cards.count, chain == last.chain {
            tables[tables.count - 1].cards = cards
        } else if tables.count < Self.tablesKept {
            tables.append(Table(cards: cards, chain: chain, shownAt: latest(time)))
        } else {
            // A story this long ends here: what follows would be told of a table no longer there.
            end(at: time)
        }
    }

    /// `cards`, a match on the table, were found (cards not all on the table are no find of it:
    /// a state missed on the way, say, and they are left out).
    public mutating func found(_ cards: [SetCard], by finder: Finder, at time: Double) {
        let table = tables[tables.count - 1]
        guard cards.allSatisfy(table.cards.contains), variant.isMatch(cards, chain: table.chain) else { return }
        let at = latest(time)
        recording { $0.finds.append(Find(cards: cards, by: finder, at: at)) }
    }

    /// A hint (or the cheat) showed a card.
    public mutating func hinted(at time: Double) {
        let at = latest(time)
        recording { $0.hints.append(at) }
    }

    /// A choice that was no match.
    public mutating func mistook(at time: Double) {
        let at = latest(time)
        recording { $0.mistakes.append(at) }
    }

    /// The game is over; nothing more is recorded.
    public mutating func end(at time: Double) {
        guard endedAt == nil else { return }
        endedAt = latest(time)
    }

    /// `time` kept to a tenth, and no earlier than anything recorded.
    private func latest(_ time: Double) -> Double {
        let table = tables[tables.count - 1]
        let recorded = ([table.shownAt] + table.finds.map(\.at) + table.hints + table.mistakes).max()!
        return max(Self.kept(time), recorded)
    }

    private mutating func recording(_ change: (inout Table) -> Void) {
        guard endedAt == nil else { return }
        var table = tables[tables.count - 1]
        change(&table)
        guard [table.finds.count, table.hints.count, table.mistakes.count].allSatisfy({ $0 <= Self.eventsKept }) else { return }
        tables[tables.count - 1] = table
    }

    /// How long the game took, from its first table to its end (nil while it goes on).
    public var duration: Double? { endedAt.map { $0 - tables[0].shownAt } }

    /// Times to a tenth of a second: what a review shows, in a third of the digits.
    static func kept(_ time: Double) -> Double { (time * 10).rounded() / 10 }
}
