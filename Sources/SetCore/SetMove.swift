/// What a player's action did, for the views to animate and announce. The game's state says
/// everything else.
public enum SetMove: Equatable, Sendable {
    /// The action did nothing (a card not in play, or dealing from an empty deck).
    case ignored
    case selected
    case deselected
    /// The third card made a Set.
    case foundSet
    /// The third card did not make a Set.
    case foundNonSet
    /// A found Set left the table (replaced from the deck, or removed when it is empty).
    case tookSet
    /// Three more cards joined the table.
    case dealt
}
