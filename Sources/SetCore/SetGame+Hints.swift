/// Help for a stuck player, and a way to start over on the current choice.
extension SetGame {
    /// Every scoring choice on the table as it will be once a found Set has left it.
    public var matchesOnTable: [[SetCard]] {
        let next = settled
        return variant.matches(among: next.cardsInPlay, chain: next.chain)
    }

    /// Reveals one more card of a Set on the table, at a cost; the same Set is continued until
    /// all its cards are shown. Returns the card revealed, or nil when there is no Set.
    @discardableResult
    public mutating func hint() -> SetCard? {
        guard let target = hintTarget, let next = target.first(where: { !hinted.contains($0) }) else { return nil }
        reveal([next])
        return next
    }

    /// The cheat ("Show the Set I’m Missing"): shows every card of a Set at once, each card it
    /// reveals costing what a hint costs. Returns the whole Set, or nil when there is none.
    @discardableResult
    public mutating func revealSet() -> [SetCard]? {
        guard let target = hintTarget else { return nil }
        reveal(target.filter { !hinted.contains($0) })
        return target
    }

    /// One scoring choice on the table as it will be once a found Set has left it.
    public var firstMatchOnTable: [SetCard]? {
        let next = settled
        return variant.firstMatch(among: next.cardsInPlay, chain: next.chain)
    }

    /// The Set the hints so far belong to, or any one when they belong to none.
    private var hintTarget: [SetCard]? {
        guard !hinted.isEmpty else { return firstMatchOnTable }
        let next = settled
        return variant.firstMatch(among: next.cardsInPlay, chain: next.chain, containing: hinted) ?? firstMatchOnTable
    }

    private mutating func reveal(_ cards: [SetCard]) {
        if let target = hintTarget, !hinted.allSatisfy(target.contains) { hinted = [] }
        hinted += cards
        hintsUsed += cards.count
        score -= scoring.hintPenalty * cards.count
    }

    /// Esc: drops the current choice. Selected cards are deselected (each costing what a
    /// deselection costs); a judged choice is dealt with as the next choice would be.
    @discardableResult
    public mutating func clearSelection(at time: Double) -> SetMove {
        switch selectionIsMatch {
        case true?:
            takeSelectedSet(at: time)
            return .tookSet
        case false?:
            selection = []
            return .deselected
        case nil:
            guard !selection.isEmpty else { return .ignored }
            score -= scoring.deselectPenalty * selection.count
            selection = []
            return .deselected
        }
    }
}
