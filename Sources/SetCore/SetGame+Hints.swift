/// Help for a stuck player (the "cheat" of the assignments), and a way to start over on the
/// current choice.
extension SetGame {
    /// Reveals one more card of a Set on the table, at a cost; the same Set is continued until
    /// all three of its cards are shown. Returns the card revealed, or nil when there is no Set.
    @discardableResult
    public mutating func hint() -> SetCard? {
        let live = liveCards
        let sets = SetSolver.sets(among: live)
        let target = sets.first { set in hinted.allSatisfy(set.cards.contains) } ?? sets.first
        guard let target else { return nil }
        if !hinted.allSatisfy(target.cards.contains) { hinted = [] }
        guard let next = target.cards.first(where: { !hinted.contains($0) }) else { return nil }
        hinted.append(next)
        score -= scoring.hintPenalty
        return next
    }

    /// Esc: drops the current choice. One or two selected cards are deselected (each costing
    /// what a deselection costs); a judged trio is dealt with as the next choice would be.
    @discardableResult
    public mutating func clearSelection(at time: Double) -> SetMove {
        switch selectionIsSet {
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
