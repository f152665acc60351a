/// How a card is marked on a table: the view model decides, the drawing shows it.
public enum CardMark: Equatable, Hashable, Sendable, Codable {
    case none
    /// Chosen by the player (one or two cards, or a face-up card in the matching game).
    case selected
    /// One of three selected cards that make a Set, or a matched playing card.
    case matched
    /// One of three selected cards that do not make a Set, or a mismatch.
    case mismatched
    /// Shown by a hint.
    case hinted
    /// Part of the last Set found, which the next Set must reuse (Set-Chain).
    case chained
}
