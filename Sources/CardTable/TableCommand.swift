/// What the player tells a card table, however they say it: a key, a gesture, the deck pile.
/// Keys and gestures are turned into these, and the tab carries them out in one place.
public enum TableCommand: Equatable, Sendable {
    /// Choose the card at this grid position (its key: 1 2 3, Q W E…).
    case choose(position: Int)
    /// Esc: drop the choice or turn the cards back (what "nothing chosen" means in the game).
    case clearChoice
    case dealThreeMore
    case shuffle
    /// Gather the cards into a pile, or spread them out again.
    case toggleGather

    /// The command a typed character gives: Shift+D deals three more, Shift+S shuffles and
    /// Shift+G gathers; a card key chooses its position in `layout`.
    public static func forKey(_ character: Character, shift: Bool, layout: TableKeys.Layout) -> TableCommand? {
        if shift {
            switch Character(character.lowercased()) {
            case "d": return .dealThreeMore
            case "s": return .shuffle
            case "g": return .toggleGather
            default: return nil
            }
        }
        return TableKeys.position(for: character, layout: layout).map { .choose(position: $0) }
    }
}
