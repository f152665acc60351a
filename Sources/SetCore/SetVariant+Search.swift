/// Finding the choices that score among the cards on a table: every one (the count on show),
/// the first (the hints, the end of the deck), and the first holding the cards a hint has shown.
///
/// A chain binds a match to exactly `chainLinks` of its cards, so a bound search tries each
/// choice of those links with the cards off the chain, holding the links: a handful of small
/// searches, never a list of every match on a large table filtered afterwards.
extension SetVariant {
    /// Every choice among `cards` that would score, each once.
    public func matches(among cards: [SetCard], chain: [SetCard] = []) -> [[SetCard]] {
        guard isBoundBy(chain) else { return unboundMatches(among: cards, containing: []) }
        return linkChoices(chain, on: cards).flatMap { links in
            unboundMatches(among: links + cards.filter { !chain.contains($0) }, containing: links)
        }
    }

    /// Whether any choice among `cards` scores.
    public func hasMatch(among cards: [SetCard], chain: [SetCard] = []) -> Bool {
        firstMatch(among: cards, chain: chain) != nil
    }

    /// One scoring choice among `cards` holding every card of `required` (the cards a hint has
    /// shown, if any), found without listing them all.
    public func firstMatch(among cards: [SetCard], chain: [SetCard] = [], containing required: [SetCard] = []) -> [SetCard]? {
        // A card required twice is required once (a match holds each card once).
        let required = required.enumerated().filter { !required.prefix($0.offset).contains($0.element) }.map(\.element)
        guard isBoundBy(chain) else { return unboundFirst(among: cards, containing: required) }
        for links in linkChoices(chain, on: cards) {
            let pool = links + cards.filter { !chain.contains($0) }
            if let match = unboundFirst(among: pool, containing: links + required.filter { !links.contains($0) }) { return match }
        }
        return nil
    }

    /// The ways to choose the links a bound match reuses, among the chain's cards on the table.
    private func linkChoices(_ chain: [SetCard], on cards: [SetCard]) -> [[SetCard]] {
        let present = chain.filter(cards.contains)
        var choices: [[SetCard]] = [[]]
        for card in present {
            choices += choices.filter { $0.count < chainLinks }.map { $0 + [card] }
        }
        return choices.filter { $0.count == chainLinks }
    }

    private func unboundFirst(among cards: [SetCard], containing required: [SetCard]) -> [SetCard]? {
        guard required.isEmpty else {
            return addsUpToZero && required.count < choiceSize ? ZeroSums.first(choiceSize, among: cards, containing: required)
                : unboundMatches(among: cards, containing: required).first
        }
        switch rule {
        case .set: return SetSolver.firstSet(among: cards)?.cards
        case .ultraSet: return Self.firstUltraSet(among: cards)
        case .ghostSet, .fourSet: return ZeroSums.first(choiceSize, among: cards)
        }
    }

    /// Every match among `cards` holding all of `required`, ignoring any chain.
    private func unboundMatches(among cards: [SetCard], containing required: [SetCard]) -> [[SetCard]] {
        guard required.count <= choiceSize, Set(required).count == required.count, required.allSatisfy(cards.contains) else { return [] }
        if required.count == choiceSize { return isMatch(required) ? [required.sorted()] : [] }
        switch rule {
        case .set:
            guard let anchor = required.first else { return SetSolver.sets(among: cards).map(\.cards) }
            return Self.setsHolding(anchor, among: cards).filter { set in required.allSatisfy(set.contains) }
        case .ultraSet:
            return Self.ultraSets(among: cards, holding: required.first).filter { ultra in required.allSatisfy(ultra.contains) }
        case .ghostSet, .fourSet:
            return ZeroSums.all(choiceSize, among: cards, containing: required)
        }
    }

    /// Whether a match is any choice of its size adding up to zero (see ZeroSums).
    private var addsUpToZero: Bool { rule == .ghostSet || rule == .fourSet }

    private static func completion(_ a: SetCard, _ b: SetCard) -> Int {
        Int(SetSolver.completion[Int(a.index) * SetSolver.cards + Int(b.index)])
    }

    /// The Sets among `cards` holding `anchor`: any other card and the one completing the pair.
    private static func setsHolding(_ anchor: SetCard, among cards: [SetCard]) -> [[SetCard]] {
        let place = SetSolver.places(of: cards)
        return cards.indices.compactMap { position -> [SetCard]? in
            let third = place[completion(anchor, cards[position])]
            // Each Set once: from the earlier of its two other cards.
            guard cards[position] != anchor, third > position, cards[third] != anchor else { return nil }
            return [anchor, cards[position], cards[third]]
        }
    }

    /// Two different pairs completing to the same card are always disjoint (a shared card
    /// would make the other two equal), so the first completion seen twice is an UltraSet.
    private static func firstUltraSet(among cards: [SetCard]) -> [SetCard]? {
        var firstPair = [(SetCard, SetCard)?](repeating: nil, count: SetSolver.cards)
        for i in cards.indices {
            for j in cards.indices where j > i {
                let completion = completion(cards[i], cards[j])
                if let (a, b) = firstPair[completion] { return [a, b, cards[i], cards[j]] }
                firstPair[completion] = (cards[i], cards[j])
            }
        }
        return nil
    }

    /// UltraSets: pairs grouped by the card they complete to; two pairs of one group. Only one
    /// way of pairing four cards can work (two would make two of the cards equal), so with an
    /// `anchor` each UltraSet holding it is met once, from the pair it is in.
    private static func ultraSets(among cards: [SetCard], holding anchor: SetCard? = nil) -> [[SetCard]] {
        var pairsByCompletion = [[(SetCard, SetCard)]](repeating: [], count: SetSolver.cards)
        for i in cards.indices {
            for j in cards.indices where j > i {
                pairsByCompletion[completion(cards[i], cards[j])].append((cards[i], cards[j]))
            }
        }
        var found: [[SetCard]] = []
        if let anchor {
            for other in cards where other != anchor {
                for pair in pairsByCompletion[completion(anchor, other)] where pair.0 != anchor && pair.1 != anchor && pair.0 != other && pair.1 != other {
                    found.append([anchor, other, pair.0, pair.1].sorted())
                }
            }
        } else {
            for pairs in pairsByCompletion where pairs.count > 1 {
                for i in pairs.indices {
                    for j in pairs.indices where j > i {
                        found.append([pairs[i].0, pairs[i].1, pairs[j].0, pairs[j].1].sorted())
                    }
                }
            }
        }
        return found.sorted { $0.lexicographicallyPrecedes($1) }
    }
}
