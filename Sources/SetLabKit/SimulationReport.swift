/// What a batch of simulated games (or random draws) found, in mergeable counts.
public struct SimulationReport: Equatable, Sendable {
    /// Statistics of the tables of one size that the player looked at.
    public struct LayoutStats: Equatable, Sendable, Codable {
        public var seen = 0
        public var withoutSet = 0
        /// Sum of the number of Sets over all tables seen, for the mean.
        public var totalSets = 0
        public var meanSets: Double { seen == 0 ? 0 : Double(totalSets) / Double(seen) }

        mutating func record(sets: Int) {
            seen += 1
            totalSets += sets
            if sets == 0 { withoutSet += 1 }
        }

        static func + (a: LayoutStats, b: LayoutStats) -> LayoutStats {
            LayoutStats(seen: a.seen + b.seen, withoutSet: a.withoutSet + b.withoutSet, totalSets: a.totalSets + b.totalSets)
        }
    }

    public var games = 0
    /// Games by the number of cards left on the table when they ended.
    public var cardsLeft: [Int: Int] = [:]
    /// Tables by size: before each Set taken, before each deal of three more, and the final one.
    public var layouts: [Int: LayoutStats] = [:]

    public init() {}

    public static func + (a: SimulationReport, b: SimulationReport) -> SimulationReport {
        var sum = a
        sum.games += b.games
        sum.cardsLeft.merge(b.cardsLeft, uniquingKeysWith: +)
        sum.layouts.merge(b.layouts, uniquingKeysWith: +)
        return sum
    }
}
