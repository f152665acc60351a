import GameSupport
import SetCore

/// How the simulated player picks among the Sets on the table.
public enum SetPolicy: String, CaseIterable, Sendable {
    /// A Set chosen uniformly at random.
    case random
    /// The first Set found scanning the table in order.
    case first
}

/// Plays complete solo games of Set as fast as the machine allows.
///
/// The rules are those of a real table: 12 cards are dealt; when no Set is in play, 3 more;
/// a Set taken is replaced from the deck only while that keeps 12 or fewer cards in play; the
/// game ends when the deck is empty and no Set is in play. It uses the same completion table as
/// `SetSolver`, but keeps every buffer of a game in fixed storage reused from game to game, so
/// a million games allocate nothing after the first.
public struct SetSimulator: Simulator {
    public let policy: SetPolicy
    public let seed: UInt64

    /// Room for the largest table that can occur: 20 cards can avoid a Set, 21 cannot.
    static let tableCapacity = 24
    public init(policy: SetPolicy, seed: UInt64) {
        self.policy = policy
        self.seed = seed
    }

    /// Plays games `range` (each seeded from the simulator's seed and its own number, so the
    /// result does not depend on how games are split between threads).
    public func play(games range: Range<Int>) -> SimulationReport {
        var counts = Counts()
        Self.withBuffers { game in
            for index in range {
                var generator = SeededGenerator(seed: seed, stream: UInt64(index))
                game.play(policy: policy, using: &generator, into: &counts)
            }
        }
        return counts.report(games: range.count)
    }

    /// Runs `body` with one game's working storage, allocated once for all the games it plays.
    static func withBuffers(_ body: (inout GameBuffers) -> Void) {
        var deck = [UInt8](repeating: 0, count: SetCard.count)
        var table = [UInt8](repeating: 0, count: tableCapacity)
        var place = [UInt8](repeating: 0, count: SetCard.count)
        SetSolver.completion.withUnsafeBufferPointer { completion in
            deck.withUnsafeMutableBufferPointer { deck in
                table.withUnsafeMutableBufferPointer { table in
                    place.withUnsafeMutableBufferPointer { place in
                        var game = GameBuffers(completion: completion, deck: deck, table: table, place: place)
                        body(&game)
                    }
                }
            }
        }
    }
}

/// Fixed-size tallies, turned into a report once at the end.
struct Counts {
    var cardsLeft: [Int]
    var seen: [Int]
    var withoutSet: [Int]
    var totalSets: [Int]

    /// Counts for tables of up to `largestTable` cards.
    init(largestTable: Int = SetSimulator.tableCapacity) {
        (cardsLeft, seen, withoutSet, totalSets) = ([Int](repeating: 0, count: largestTable + 1), [Int](repeating: 0, count: largestTable + 1),
                                                   [Int](repeating: 0, count: largestTable + 1), [Int](repeating: 0, count: largestTable + 1))
    }

    @inline(__always)
    mutating func recordLayout(size: Int, sets: Int) {
        seen[size] += 1
        totalSets[size] += sets
        if sets == 0 { withoutSet[size] += 1 }
    }

    func report(games: Int) -> SimulationReport {
        var report = SimulationReport()
        report.games = games
        for size in seen.indices where seen[size] > 0 {
            report.layouts[size] = .init(seen: seen[size], withoutSet: withoutSet[size], totalSets: totalSets[size])
        }
        for size in cardsLeft.indices where cardsLeft[size] > 0 { report.cardsLeft[size] = cardsLeft[size] }
        return report
    }
}
