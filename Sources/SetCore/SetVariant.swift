/// The ways of playing Set on one table: which deck is used, how many cards a choice holds, and
/// which choices score. Everything else (dealing, replacing, scoring, hints) is shared by SetGame.
public enum SetVariant: String, Codable, CaseIterable, Sendable {
    /// Three cards that agree or all differ in every feature.
    case standard
    /// The same rule with one feature held fixed: 27 cards that differ in three features
    /// (in the classic look, every card is solid).
    case junior
    /// Every Set after the first reuses exactly one card of the Set found before it, which
    /// stays on the table as the chain.
    case chain
    /// Four cards that split into two pairs completing to the same card.
    case ultra

    /// The cards this variant is played with, in index order.
    public var deck: [SetCard] {
        self == .junior ? SetCard.deck.filter(contains) : SetCard.deck
    }

    /// Whether `card` is one of this variant's deck.
    public func contains(_ card: SetCard) -> Bool { self != .junior || card[.third] == .zero }

    /// How many cards a choice holds.
    public var choiceSize: Int { self == .ultra ? 4 : 3 }

    /// Whether `cards` score, given the chain (the last Set found, in the chain variant).
    public func isMatch(_ cards: [SetCard], chain: [SetCard] = []) -> Bool {
        guard cards.count == choiceSize, Set(cards).count == cards.count else { return false }
        switch self {
        case .standard, .junior:
            return SetCard.formSet(cards[0], cards[1], cards[2])
        case .chain:
            let links = cards.filter(chain.contains).count
            return SetCard.formSet(cards[0], cards[1], cards[2]) && (chain.isEmpty ? true : links == 1)
        case .ultra:
            return Self.pairings(of: cards).contains { $0.0 == $0.1 }
        }
    }

    /// Every choice among `cards` that would score, each once.
    public func matches(among cards: [SetCard], chain: [SetCard] = []) -> [[SetCard]] {
        switch self {
        case .standard, .junior:
            return SetSolver.sets(among: cards).map(\.cards)
        case .chain:
            return SetSolver.sets(among: cards).map(\.cards).filter { isMatch($0, chain: chain) }
        case .ultra:
            return Self.ultraSets(among: cards)
        }
    }

    /// Whether any choice among `cards` scores.
    public func hasMatch(among cards: [SetCard], chain: [SetCard] = []) -> Bool {
        firstMatch(among: cards, chain: chain) != nil
    }

    /// One scoring choice among `cards`, found without listing them all.
    public func firstMatch(among cards: [SetCard], chain: [SetCard] = []) -> [SetCard]? {
        switch self {
        case .standard, .junior: return SetSolver.firstSet(among: cards)?.cards
        case .chain: return matches(among: cards, chain: chain).first
        case .ultra: return Self.firstUltraSet(among: cards)
        }
    }

    /// Two different pairs completing to the same card are always disjoint (a shared card
    /// would make the other two equal), so the first completion seen twice is an UltraSet.
    private static func firstUltraSet(among cards: [SetCard]) -> [SetCard]? {
        var firstPair = [(SetCard, SetCard)?](repeating: nil, count: SetCard.count)
        for i in cards.indices {
            for j in cards.indices where j > i {
                let completion = Int(SetSolver.completion[Int(cards[i].index) * SetCard.count + Int(cards[j].index)])
                if let (a, b) = firstPair[completion] { return [a, b, cards[i], cards[j]] }
                firstPair[completion] = (cards[i], cards[j])
            }
        }
        return nil
    }

    /// For four cards, the completions of the two pairs of each of the three ways to pair them.
    private static func pairings(of cards: [SetCard]) -> [(SetCard, SetCard)] {
        let (a, b, c, d) = (cards[0], cards[1], cards[2], cards[3])
        return [(a.completingSet(with: b), c.completingSet(with: d)),
                (a.completingSet(with: c), b.completingSet(with: d)),
                (a.completingSet(with: d), b.completingSet(with: c))]
    }

    /// UltraSets: pairs grouped by the card they complete to; two disjoint pairs of one group.
    private static func ultraSets(among cards: [SetCard]) -> [[SetCard]] {
        var pairsByCompletion = [[(SetCard, SetCard)]](repeating: [], count: SetCard.count)
        for i in cards.indices {
            for j in cards.indices where j > i {
                pairsByCompletion[Int(SetSolver.completion[Int(cards[i].index) * SetCard.count + Int(cards[j].index)])]
                    .append((cards[i], cards[j]))
            }
        }
        var found: [[SetCard]] = []
        for pairs in pairsByCompletion where pairs.count > 1 {
            for i in pairs.indices {
                for j in pairs.indices where j > i {
                    found.append([pairs[i].0, pairs[i].1, pairs[j].0, pairs[j].1].sorted())
                }
            }
        }
        return found.sorted { $0.lexicographicallyPrecedes($1) }
    }
}
