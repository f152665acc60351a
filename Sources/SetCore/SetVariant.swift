/// The ways of playing Set on one table: which deck is used, how many cards lie on the table,
/// how many a choice holds, which choices score and what a chain binds. Everything else
/// (dealing, replacing, scoring, hints) is shared by SetGame.
public enum SetVariant: String, Codable, CaseIterable, Sendable {
    /// Three cards that agree or all differ in every feature.
    case standard
    /// The same rule with one feature held fixed: 27 cards that differ in three features
    /// (in the classic look, every card is solid), nine on the table.
    case junior
    /// The standard rule; the table rearranges itself after every Set.
    case shuffle
    /// Every Set after the first reuses exactly one card of the Set found before it, which
    /// stays on the table as the chain.
    case chain
    /// Four cards that split into two pairs completing to the same card.
    case ultra
    /// UltraSets, each after the first reusing two cards of the one before.
    case ultraChain = "ultra-chain"
    /// UltraSets on a table of nine.
    case ultra9
    /// Six cards whose values add up to a multiple of three in every feature: three pairs whose
    /// completing cards themselves make a Set.
    case ghost
    /// Sets of three among 243 cards of five features (the fifth drawn as a border), 16 on the table.
    case mega
    /// Four cards of a deck of four values per feature that, feature by feature, are all the
    /// same, all different or two pairs; 15 on the table.
    case fourSet = "4set"
    /// 4Set with one feature held fixed: 64 cards, 11 on the table.
    case fourSetJunior = "4set-junior"
    /// 4Set Junior where each 4Set after the first reuses two cards of the one before.
    case fourSetJuniorChain = "4set-junior-chain"

    /// What makes a choice of the right size score.
    public enum Rule: CaseIterable, Sendable {
        case set, ultraSet, ghostSet, fourSet
    }

    public var rule: Rule {
        switch self {
        case .standard, .junior, .shuffle, .chain, .mega: .set
        case .ultra, .ultraChain, .ultra9: .ultraSet
        case .ghost: .ghostSet
        case .fourSet, .fourSetJunior, .fourSetJuniorChain: .fourSet
        }
    }

    /// The cards this variant is played with.
    public var deck: SetDeck {
        switch self {
        case .junior: .junior
        case .mega: .mega
        case .fourSet: .four
        case .fourSetJunior, .fourSetJuniorChain: .fourJunior
        case .standard, .shuffle, .chain, .ultra, .ultraChain, .ultra9, .ghost: .standard
        }
    }

    /// How many cards a choice holds.
    public var choiceSize: Int {
        switch rule {
        case .set: 3
        case .ultraSet, .fourSet: 4
        case .ghostSet: 6
        }
    }

    /// How many cards a game opens with, and how many the table is refilled to (as the
    /// community plays each variant).
    public var tableSize: Int {
        switch self {
        case .junior, .ultra9: 9
        case .ghost: 10
        case .fourSetJunior, .fourSetJuniorChain: 11
        case .standard, .shuffle, .chain, .ultra, .ultraChain: 12
        case .fourSet: 15
        case .mega: 16
        }
    }

    /// In the chain variants, how many cards of the last match the next must reuse (the
    /// match found stays on the table as the chain); 0 elsewhere.
    public var chainLinks: Int {
        switch self {
        case .chain: 1
        case .ultraChain, .fourSetJuniorChain: 2
        default: 0
        }
    }

    /// Whether the table is rearranged after every Set. SetGame has no randomness of its own:
    /// the Set tab's session shuffles it with its random stream (SetGame(.shuffle) alone plays
    /// as the standard game).
    public var rearrangesAfterEachSet: Bool { self == .shuffle }

    /// Whether `cards` score, given the chain (the last match found, in the chain variants).
    public func isMatch(_ cards: [SetCard], chain: [SetCard] = []) -> Bool {
        guard cards.count == choiceSize, Set(cards).count == cards.count, cards.allSatisfy(deck.contains),
              keepsChain(cards, chain) else { return false }
        switch rule {
        case .set: return SetCard.formSet(cards[0], cards[1], cards[2])
        case .ultraSet: return Self.pairings(of: cards).contains { $0.0 == $0.1 }
        case .ghostSet, .fourSet: return ZeroSums.addUpToZero(cards)
        }
    }

    func isBoundBy(_ chain: [SetCard]) -> Bool { chainLinks > 0 && !chain.isEmpty }

    /// A match after the first of a chain reuses exactly `chainLinks` of the last one's cards.
    private func keepsChain(_ cards: [SetCard], _ chain: [SetCard]) -> Bool {
        !isBoundBy(chain) || cards.filter(chain.contains).count == chainLinks
    }

    /// For four cards, the completions of the two pairs of each of the three ways to pair them.
    private static func pairings(of cards: [SetCard]) -> [(SetCard, SetCard)] {
        let (a, b, c, d) = (cards[0], cards[1], cards[2], cards[3])
        return [(a.completingSet(with: b), c.completingSet(with: d)),
                (a.completingSet(with: c), b.completingSet(with: d)),
                (a.completingSet(with: d), b.completingSet(with: c))]
    }
}
