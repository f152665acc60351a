/// Finds Sets among cards, fast enough to run inside a simulation of a million games.
///
/// Any two cards complete exactly one Set, so instead of trying all triples the solver looks up
/// the completing card of every pair in a precomputed 81 x 81 table and asks whether that card is
/// on the table. Each Set is reported once: from the pair of its two lowest-numbered cards.
/// The loops are branch-free where a branch would be a coin toss: whether a pair's completion
/// is on the table cannot be predicted, and mispredictions would cost more than the work.
public enum SetSolver {
    /// `completion[a * 81 + b]` is the index of the card completing a Set with cards `a` and `b`.
    public static let completion: [UInt8] = {
        var table = [UInt8](repeating: 0, count: SetCard.count * SetCard.count)
        for a in SetCard.deck {
            for b in SetCard.deck {
                table[Int(a.index) * SetCard.count + Int(b.index)] = a.completingSet(with: b).index
            }
        }
        return table
    }()

    /// Every Set among `cards` (which must be distinct), each once.
    public static func sets(among cards: [SetCard]) -> [SetTriple] {
        guard cards.count >= 3 else { return [] }
        // Each pair of cards lies in at most one Set, so there are at most C(n, 2) / 3 Sets;
        // one more slot takes the candidate written after the last Set.
        let capacity = cards.count * (cards.count - 1) / 6 + 1
        return Array(unsafeUninitializedCapacity: capacity) { output, count in
            count = scan(cards) { a, b, c, isSet, found in
                output[found] = SetTriple(a, b, c)
                return found &+ isSet
            }
        }
    }

    /// How many Sets there are among `cards`.
    public static func countSets(among cards: [SetCard]) -> Int {
        scan(cards) { _, _, _, isSet, total in total &+ isSet }
    }

    /// The first Set in table order, if there is one.
    public static func firstSet(among cards: [SetCard]) -> SetTriple? {
        guard cards.count >= 3 else { return nil }
        return withPlaces(of: cards) { place in
            for i in 0..<(cards.count - 1) {
                for j in (i + 1)..<cards.count {
                    let c = completion[Int(cards[i].index) * SetCard.count + Int(cards[j].index)]
                    if place[Int(c)] > j + 1 { return SetTriple(cards[i], cards[j], SetCard(unchecked: c)) }
                }
            }
            return nil
        }
    }

    public static func containsSet(_ cards: [SetCard]) -> Bool { firstSet(among: cards) != nil }

    /// Visits every pair (i < j) with its completion `c` and whether `c` makes a new Set (on the
    /// table and above both cards, so each Set is counted once), threading a running total.
    @inline(__always)
    private static func scan(_ cards: [SetCard], _ visit: (SetCard, SetCard, SetCard, Int, Int) -> Int) -> Int {
        guard cards.count >= 3 else { return 0 }
        return withPlaces(of: cards) { place in
            completion.withUnsafeBufferPointer { table in
                cards.withUnsafeBufferPointer { hand in
                    var total = 0
                    for i in 0..<(hand.count &- 1) {
                        let a = hand[i].index
                        let row = Int(a) &* SetCard.count
                        for j in (i &+ 1)..<hand.count {
                            let b = hand[j].index
                            let c = table[row &+ Int(b)]
                            let isSet = (place[Int(c)] != 0 ? 1 : 0) & (c > a ? 1 : 0) & (c > b ? 1 : 0)
                            total = visit(hand[i], hand[j], SetCard(unchecked: c), isSet, total)
                        }
                    }
                    return total
                }
            }
        }
    }

    /// `places(of: cards)[card.index]`: the card's position in `cards`, or -1 when absent (for
    /// the other finders, which look a card up once per candidate rather than in a hot loop).
    static func places(of cards: [SetCard]) -> [Int] {
        var place = [Int](repeating: -1, count: SetCard.count)
        for (position, card) in cards.enumerated() { place[Int(card.index)] = position }
        return place
    }

    /// Calls `body` with place[card] = 1 + the card's position in `cards`, or 0 when absent.
    @inline(__always)
    private static func withPlaces<Result>(of cards: [SetCard], _ body: (UnsafeMutableBufferPointer<UInt8>) -> Result) -> Result {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: SetCard.count) { place in
            place.initialize(repeating: 0)
            for (position, card) in cards.enumerated() { place[Int(card.index)] = UInt8(truncatingIfNeeded: position + 1) }
            return body(place)
        }
    }
}

/// Three cards that form a Set.
public struct SetTriple: Hashable, Sendable {
    public let first, second, third: SetCard
    public init(_ first: SetCard, _ second: SetCard, _ third: SetCard) {
        self.first = first; self.second = second; self.third = third
    }
    public var cards: [SetCard] { [first, second, third] }
}
