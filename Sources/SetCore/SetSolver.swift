/// Finds Sets among cards, fast enough to run inside a simulation of a million games.
///
/// Any two cards complete exactly one Set, so instead of trying all triples the solver looks up
/// the completing card of every pair in a precomputed table (of every card of three values: the
/// standard deck's and MegaSet's) and asks whether that card is on the table. Each Set is
/// reported once: from the pair of its two lowest-numbered cards.
/// The loops are branch-free where a branch would be a coin toss: whether a pair's completion
/// is on the table cannot be predicted, and mispredictions would cost more than the work.
public enum SetSolver {
    /// How many cards the tables cover: every card of three values.
    public static let cards = SetCard.threeValueCards

    /// `completion[a * cards + b]` is the index of the card completing a Set with cards `a` and `b`.
    public static let completion: [UInt8] = {
        var table = [UInt8](repeating: 0, count: cards * cards)
        for a in 0..<cards {
            for b in 0..<cards {
                table[a * cards + b] = UInt8(SetCard.combiningThreeValues(a, b) { (6 - $0 - $1) % 3 })
            }
        }
        return table
    }()

    /// Every Set among `cards` (which must be distinct cards of three values), each once.
    public static func sets(among cards: [SetCard]) -> [SetTriple] {
        guard cards.count >= 3, ofThreeValues(cards) else { return [] }
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
        guard ofThreeValues(cards) else { return 0 }
        return scan(cards) { _, _, _, isSet, total in total &+ isSet }
    }

    /// The first Set in table order, if there is one.
    public static func firstSet(among cards: [SetCard]) -> SetTriple? {
        guard cards.count >= 3, ofThreeValues(cards) else { return nil }
        return withPlaces(of: cards) { place in
            for i in 0..<(cards.count - 1) {
                for j in (i + 1)..<cards.count {
                    let c = completion[Int(cards[i].index) &* Self.cards &+ Int(cards[j].index)]
                    if place[Int(c)] > j + 1 { return SetTriple(cards[i], cards[j], SetCard(unchecked: Int(c))) }
                }
            }
            return nil
        }
    }

    public static func containsSet(_ cards: [SetCard]) -> Bool { firstSet(among: cards) != nil }

    /// The tables cover the cards of three values only; 4Set's cards make no Set of three (and
    /// must never index them: the loops below read them unchecked).
    private static func ofThreeValues(_ cards: [SetCard]) -> Bool { cards.allSatisfy { Int($0.index) < Self.cards } }

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
                        let a = Int(hand[i].index)
                        let row = a &* Self.cards
                        for j in (i &+ 1)..<hand.count {
                            let b = Int(hand[j].index)
                            let c = Int(table[row &+ b])
                            let isSet = (place[c] != 0 ? 1 : 0) & (c > a ? 1 : 0) & (c > b ? 1 : 0)
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
        var place = [Int](repeating: -1, count: SetCard.numbers)
        for (position, card) in cards.enumerated() { place[Int(card.index)] = position }
        return place
    }

    /// Calls `body` with place[card] = 1 + the card's position in `cards`, or 0 when absent.
    @inline(__always)
    private static func withPlaces<Result>(of cards: [SetCard], _ body: (UnsafeMutableBufferPointer<UInt8>) -> Result) -> Result {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Self.cards) { place in
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
