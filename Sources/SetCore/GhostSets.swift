/// GhostSets: six cards whose values, feature by feature, add up to a multiple of three (with
/// the values numbered 0, 1 and 2, as `Trit` does). Equivalently, three pairs whose completing
/// cards make a Set, which is how players look for them.
///
/// Any five cards leave exactly one sixth card that makes the sum zero, so the finder tries
/// every five and looks the sixth up on the table: C(n, 5) sums rather than C(n, 6) checks,
/// each GhostSet found once, from its five lowest places (with a hint's cards known, only the
/// rest are tried).
enum GhostSets {
    /// `sum[a * 81 + b]`: the card whose every feature is card `a`'s plus card `b`'s, modulo 3.
    private static let sum: [UInt8] = {
        var table = [UInt8](repeating: 0, count: SetCard.count * SetCard.count)
        for a in SetCard.deck {
            for b in SetCard.deck {
                let digits = SetCard.Feature.allCases.map { Trit(rawValue: (a[$0].rawValue + b[$0].rawValue) % 3)! }
                table[Int(a.index) * SetCard.count + Int(b.index)] = SetCard(digits[0], digits[1], digits[2], digits[3]).index
            }
        }
        return table
    }()

    /// `negation[a]`: the card that adds to card `a` to give zero in every feature.
    private static let negation: [UInt8] = SetCard.deck.map { card in
        let digits = SetCard.Feature.allCases.map { Trit(rawValue: (3 - card[$0].rawValue) % 3)! }
        return SetCard(digits[0], digits[1], digits[2], digits[3]).index
    }

    private static func add(_ a: UInt8, _ b: UInt8) -> UInt8 { sum[Int(a) * SetCard.count + Int(b)] }

    /// Whether `cards`' values add up to a multiple of three in every feature (the card of
    /// all-zero features is index 0).
    static func addUpToZero(_ cards: [SetCard]) -> Bool {
        cards.reduce(UInt8(0)) { add($0, $1.index) } == 0
    }

    /// Every GhostSet among `cards` (which must be distinct) holding all of `required`, each
    /// once, its cards sorted.
    static func all(among cards: [SetCard], containing required: [SetCard] = []) -> [[SetCard]] {
        var found: [[SetCard]] = []
        scan(cards, holding: required) { found.append($0.sorted()); return false }
        return found.sorted { $0.lexicographicallyPrecedes($1) }
    }

    /// The first GhostSet in table order, if there is one; with `required` cards (a hint's),
    /// the first holding them all, found among the other cards' fours rather than all fives.
    static func first(among cards: [SetCard], containing required: [SetCard] = []) -> [SetCard]? {
        var first: [SetCard]?
        scan(cards, holding: required) { first = $0; return true }
        return first
    }

    /// Calls `visit` with each GhostSet among `cards` holding `required` (its cards first), until
    /// it returns true: every choice of the rest but one is tried, in table order, and the last
    /// card, the one that brings the sum to zero, is looked up on the table after them.
    private static func scan(_ cards: [SetCard], holding required: [SetCard], _ visit: ([SetCard]) -> Bool) {
        guard required.count < 6, Set(required).count == required.count, required.allSatisfy(cards.contains) else { return }
        let others = required.isEmpty ? cards : cards.filter { !required.contains($0) }
        let place = SetSolver.places(of: others)
        var chosen = required
        func extend(from position: Int, sum: UInt8) -> Bool {
            if chosen.count == 5 {
                let last = place[Int(negation[Int(sum)])]
                return last >= position && visit(chosen + [others[last]])
            }
            guard position + (6 - chosen.count) <= others.count else { return false }
            for next in position..<others.count {
                chosen.append(others[next])
                if extend(from: next + 1, sum: add(sum, others[next].index)) { return true }
                chosen.removeLast()
            }
            return false
        }
        _ = extend(from: 0, sum: required.reduce(UInt8(0)) { add($0, $1.index) })
    }
}
