/// Other players at the same table. The computer's Set is shown selected, as the player's own
/// would be, and leaves the table with the next move; a shared table (Together) takes each
/// player's Set at once. The game scores none of these: whoever runs the match keeps the points.
extension SetGame {
    @discardableResult
    public mutating func selectForRival(_ cards: [SetCard]) -> Bool {
        guard selectionIsMatch != true, cards.allSatisfy(cardsInPlay.contains), variant.isMatch(cards, chain: chain) else {
            return false
        }
        selection = cards
        hinted = []
        return true
    }

    /// A match someone found leaves the table at once, replaced from the deck only while no
    /// more than the variant's table lies (Set Enterprises' rule; also how `setlab simulate`
    /// plays; a chain variant's match stays as the chain). Returns false, and changes nothing,
    /// unless `cards` is a match on the table.
    @discardableResult
    public mutating func take(_ cards: [SetCard], at time: Double) -> Bool {
        guard selection.isEmpty, selectForRival(cards) else { return false }
        takeSelectedSet(at: time, refillingBeyondTheOpeningDeal: false)
        return true
    }

    /// A shared table's move (the host of a Together game): `cards`, a Set someone found, are
    /// taken, then cards are dealt until a Set shows.
    @discardableResult
    public mutating func takeFromSharedTable(_ cards: [SetCard], at time: Double) -> Bool {
        guard take(cards, at: time) else { return false }
        dealUntilAMatchShows(at: time)
        return true
    }

    /// Three cards at a time join the table while no Set shows on it and the deck lasts (a
    /// shared table has no Deal button: nobody may hold the others back by dealing).
    public mutating func dealUntilAMatchShows(at time: Double) {
        while canDeal && !variant.hasMatch(among: cardsInPlay, chain: chain) {
            cardsInPlay += draw(3)
            tableChangedAt = time
        }
    }
}
