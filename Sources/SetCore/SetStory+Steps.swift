/// A story read table by table, as the review steps through it: every match on each table,
/// the ones taken, how long each had lain there, and the ones nobody took.
extension SetStory {
    public struct Step: Equatable, Sendable {
        public let table: Table
        /// Every match on the table, each with the time it first lay there (on this table or,
        /// untaken, on the tables before).
        public let matches: [(cards: [SetCard], since: Double)]
        /// Matches nobody took that did not lie whole on the next table (or the game ended).
        public let missed: [[SetCard]]
        /// More cards were dealt onto this table while a match lay on it.
        public let dealtPast: Bool
        /// When the next table lay, or the game ended.
        public let endsAt: Double?

        /// When the Set found before this table's `find` was found, if after the table lay.
        let previousFind: @Sendable (Find) -> Double?

        /// How long `find` took: from when its match first lay or, if later, from the Set found
        /// before it (a search begins again after each Set, on a puzzle's table too).
        public func seconds(toFind find: Find) -> Double {
            let since = matches.first { Set($0.cards) == Set(find.cards) }?.since ?? table.shownAt
            return max(0, find.at - max(since, previousFind(find) ?? since))
        }

        init(table: Table, matches: [(cards: [SetCard], since: Double)], missed: [[SetCard]], dealtPast: Bool, endsAt: Double?,
             previousFind: @escaping @Sendable (Find) -> Double?) {
            self.table = table
            self.matches = matches
            self.missed = missed
            self.dealtPast = dealtPast
            self.endsAt = endsAt
            self.previousFind = previousFind
        }

        public static func == (lhs: Step, rhs: Step) -> Bool {
            lhs.table == rhs.table && lhs.missed == rhs.missed && lhs.dealtPast == rhs.dealtPast && lhs.endsAt == rhs.endsAt
                && lhs.matches.elementsEqual(rhs.matches) { $0.cards == $1.cards && $0.since == $1.since }
        }
    }

    /// Table number `index` (from 0) as the review shows it. Only this table's matches are
    /// listed (a large table of a rich variant holds thousands): how long each had lain there
    /// is read from the tables before, which still held its cards.
    public func step(_ index: Int) -> Step {
        let table = tables[index]
        let next = index + 1 < tables.count ? tables[index + 1] : nil
        let nextCards = Set(next?.cards ?? [])
        let taken = Set(table.finds.map { Set($0.cards) })
        let matches = variant.matches(among: table.cards, chain: table.chain).map { (cards: $0, since: since($0, on: index)) }
        let untaken = matches.map(\.cards).filter { !taken.contains(Set($0)) }
        let missed = untaken.filter { match in next == nil || !match.allSatisfy(nextCards.contains) }
        let dealtPast = !untaken.isEmpty && next.map { $0.cards.count > table.cards.count && table.cards.allSatisfy(nextCards.contains) } == true
        let findTimes = allFindTimes
        return Step(table: table, matches: matches, missed: missed, dealtPast: dealtPast, endsAt: next?.shownAt ?? endedAt) { find in
            Self.previous(find, among: findTimes)
        }
    }

    /// Every find's time, in order.
    private var allFindTimes: [Double] { tables.flatMap { $0.finds.map(\.at) }.sorted() }

    /// The time of the find before `find`, among `times` (every find's, in order).
    private static func previous(_ find: Find, among times: [Double]) -> Double? {
        times.last { $0 < find.at }
    }

    /// When `cards` first lay on the table, counting back from table number `index` through
    /// the tables that held them all and on which nobody took them.
    func since(_ cards: [SetCard], on index: Int) -> Double {
        var first = index
        while first > 0, cards.allSatisfy(tables[first - 1].cards.contains),
              !tables[first - 1].finds.contains(where: { Set($0.cards) == Set(cards) }) {
            first -= 1
        }
        return tables[first].shownAt
    }

    /// Every find, with how long it took (as `Step.seconds(toFind:)` says): the pace's input.
    public var timedFinds: [(find: Find, seconds: Double)] {
        let times = allFindTimes
        return tables.indices.flatMap { index in
            tables[index].finds.map { find in
                let since = since(find.cards, on: index)
                return (find: find, seconds: max(0, find.at - max(since, Self.previous(find, among: times) ?? since)))
            }
        }
    }
}

extension SetDeck {
    /// The features in which `cards` do not all agree: a match's kind ("differs in colour and
    /// shape"), among the features that vary in this deck.
    public func differingFeatures(_ cards: [SetCard]) -> [SetCard.Feature] {
        features.filter { feature in Set(cards.map { $0[feature] }).count > 1 }
    }
}
