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

    /// The commands on a letter with Shift: the one table that the keys are read by and that
    /// the Keyboard Shortcuts window and the tooltips show.
    public static let shiftedLetters: [(letter: Character, command: TableCommand)] = [
        ("d", .dealThreeMore), ("s", .shuffle), ("g", .toggleGather),
    ]

    /// GTK's name for the command's key ("<Shift>d"), if it has a key of its own.
    public var accelerator: String? {
        Self.shiftedLetters.first { $0.command == self }.map { "<Shift>" + String($0.letter) }  // not for people: key names
    }

    /// The command a typed character gives: a shifted letter's (Shift+D deals three more), or a
    /// card key's choice of its position in `layout`.
    public static func forKey(_ character: Character, shift: Bool, layout: TableKeys.Layout) -> TableCommand? {
        if shift {
            let letter = Character(character.lowercased())
            return shiftedLetters.first { $0.letter == letter }?.command
        }
        return TableKeys.position(for: character, layout: layout).map { .choose(position: $0) }
    }
}
