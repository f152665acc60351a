/// Matches made of cards that add up to zero, feature by feature: modulo 3 for cards of three
/// values (a GhostSet: six cards; three pairs whose completing cards make a Set, which is how
/// players look for them), and as pairs of bits, by exclusive or, for cards of four (a 4Set:
/// four cards all the same, all different or two pairs in every feature, which is exactly a
/// sum of zero when the values 0...3 are read as two bits).
///
/// Any `size - 1` cards leave exactly one last card that brings the sum to zero, so the finder
/// tries every `size - 1` and looks the last up on the table: C(n, size - 1) sums rather than
/// C(n, size) checks, each match found once, from its lowest places (with a hint's cards known,
/// only the rest are tried).
enum ZeroSums {
    /// `ternarySum[a * 243 + b]`: the card of three values whose every feature is card `a`'s plus
    /// card `b`'s, modulo 3.
    private static let ternarySum: [UInt8] = {
        let cards = SetCard.threeValueCards
        var table = [UInt8](repeating: 0, count: cards * cards)
        for a in 0..<cards {
            for b in 0..<cards {
                table[a * cards + b] = UInt8(SetCard.combiningThreeValues(a, b) { ($0 + $1) % 3 })
            }
        }
        return table
    }()

    /// The card of three values adding to card `a` to give zero in every feature.
    private static let ternaryNegation: [UInt8] = (0..<SetCard.threeValueCards).map { index in
        UInt8(SetCard.combiningThreeValues(index, 0) { a, _ in (3 - a) % 3 })
    }

    /// A sum of cards, kept as the code (`SetCard.code`) of the card it equals.
    private static func add(_ sum: Int, _ card: SetCard) -> Int {
        card.values == 3 ? Int(ternarySum[sum * SetCard.threeValueCards + card.code]) : sum ^ card.code
    }

    /// The card that brings `sum` to zero.
    private static func last(completing sum: Int, values: Int) -> Int {
        values == 3 ? Int(ternaryNegation[sum]) : SetCard.threeValueCards + sum
    }

    /// Whether `cards` (all of one kind) add up to zero in every feature (the card of all-first
    /// values has code 0).
    static func addUpToZero(_ cards: [SetCard]) -> Bool {
        cards.allSatisfy { $0.values == cards.first?.values } && cards.reduce(0, add) == 0
    }

    /// Every match of `size` cards among `cards` (which must be distinct and of one kind) holding
    /// all of `required`, each once, its cards sorted.
    static func all(_ size: Int, among cards: [SetCard], containing required: [SetCard] = []) -> [[SetCard]] {
        var found: [[SetCard]] = []
        scan(size, cards, holding: required) { found.append($0.sorted()); return false }
        return found.sorted { $0.lexicographicallyPrecedes($1) }
    }

    /// The first match of `size` cards in table order, if there is one; with `required` cards (a
    /// hint's), the first holding them all, found among the other cards rather than all of them.
    static func first(_ size: Int, among cards: [SetCard], containing required: [SetCard] = []) -> [SetCard]? {
        var first: [SetCard]?
        scan(size, cards, holding: required) { first = $0; return true }
        return first
    }

    /// Calls `visit` with each match among `cards` holding `required` (its cards first), until
    /// it returns true: every choice of the rest but one is tried, in table order, and the last
    /// card, the one that brings the sum to zero, is looked up on the table after them.
    private static func scan(_ size: Int, _ cards: [SetCard], holding required: [SetCard], _ visit: ([SetCard]) -> Bool) {
        guard let values = cards.first?.values, cards.allSatisfy({ $0.values == values }), required.count < size, Set(required).count == required.count,
              required.allSatisfy(cards.contains) else { return }
        let others = required.isEmpty ? cards : cards.filter { !required.contains($0) }
        let place = SetSolver.places(of: others)
        var chosen = required
        func extend(from position: Int, sum: Int) -> Bool {
            if chosen.count == size - 1 {
                let last = place[last(completing: sum, values: values)]
                return last >= position && visit(chosen + [others[last]])
            }
            guard position + (size - chosen.count) <= others.count else { return false }
            for next in position..<others.count {
                chosen.append(others[next])
                if extend(from: next + 1, sum: add(sum, others[next])) { return true }
                chosen.removeLast()
            }
            return false
        }
        _ = extend(from: 0, sum: required.reduce(0, add))
    }
}
