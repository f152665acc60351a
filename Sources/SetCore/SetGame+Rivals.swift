/// Another player at the same table (the computer): its Set is shown selected, as the
/// player's own would be, and leaves the table with the next move. It scores nothing here;
/// the other player's points are kept by whoever runs the match.
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
}
