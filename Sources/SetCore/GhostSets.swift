/// GhostSets: six cards whose values, feature by feature, add up to a multiple of three (with
/// the values numbered 0, 1 and 2, as `Trit` does). Equivalently, three pairs whose completing
/// cards make a Set, which is how players look for them.
///
/// Any five cards leave exactly one sixth card that makes the sum zero, so the finder tries
/// every five and looks the sixth up on the table: C(n, 5) sums rather than C(n, 6) checks,
/// each GhostSet found once, from its five lowest places.
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
        if required.isEmpty {
            scan(cards) { found.append($0.sorted()); return false }
        } else if required.count < 6 {
            let start = required.reduce(UInt8(0)) { add($0, $1.index) }
            scan(cards.filter { !required.contains($0) }, choosing: 6 - required.count, from: start) { found.append((required + $0).sorted()); return false }
        }
        return found.sorted { $0.lexicographicallyPrecedes($1) }
    }

    /// The first GhostSet in table order, if there is one; with `required` cards (a hint's),
    /// the first holding them all, found among the others' fours rather than all fives.
    static func first(among cards: [SetCard], containing required: [SetCard] = []) -> [SetCard]? {
        var first: [SetCard]?
        if required.isEmpty {
            scan(cards) { first = $0; return true }
            return first
        }
        guard required.count < 6, Set(required).count == required.count, required.allSatisfy(cards.contains) else { return nil }
        let others = cards.filter { !required.contains($0) }
        let start = required.reduce(UInt8(0)) { add($0, $1.index) }
        scan(others, choosing: 6 - required.count, from: start) { first = required + $0; return true }
        return first
    }

    /// Calls `visit` with each GhostSet among `cards` until it returns true.
    private static func scan(_ cards: [SetCard], _ visit: ([SetCard]) -> Bool) {
        let n = cards.count
        guard n >= 6 else { return }
        var place = [Int](repeating: -1, count: SetCard.count)
        for (position, card) in cards.enumerated() { place[Int(card.index)] = position }
        let index = cards.map(\.index)
        for a in 0..<(n - 5) {
            for b in (a + 1)..<(n - 4) {
                let ab = add(index[a], index[b])
                for c in (b + 1)..<(n - 3) {
                    let abc = add(ab, index[c])
                    for d in (c + 1)..<(n - 2) {
                        let abcd = add(abc, index[d])
                        for e in (d + 1)..<(n - 1) {
                            let sixth = place[Int(negation[Int(add(abcd, index[e]))])]
                            guard sixth > e else { continue }
                            if visit([cards[a], cards[b], cards[c], cards[d], cards[e], cards[sixth]]) { return }
                        }
                    }
                }
            }
        }
    }

    /// Calls `visit` with each choice of `count` cards among `cards` that brings the sum
    /// `start` to zero (the rest of a GhostSet some of whose cards are known), until it returns
    /// true: all but the last are tried, and the last is looked up.
    private static func scan(_ cards: [SetCard], choosing count: Int, from start: UInt8, _ visit: ([SetCard]) -> Bool) {
        var place = [Int](repeating: -1, count: SetCard.count)
        for (position, card) in cards.enumerated() { place[Int(card.index)] = position }
        var chosen: [SetCard] = []
        func extend(after position: Int, sum: UInt8) -> Bool {
            if chosen.count == count - 1 {
                let last = place[Int(negation[Int(sum)])]
                return last >= position && visit(chosen + [cards[last]])
            }
            guard position + (count - chosen.count) <= cards.count else { return false }
            for next in position..<cards.count {
                chosen.append(cards[next])
                if extend(after: next + 1, sum: add(sum, cards[next].index)) { return true }
                chosen.removeLast()
            }
            return false
        }
        _ = extend(after: 0, sum: start)
    }
}
