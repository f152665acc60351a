import GtkKit

/// The keyboard shortcuts, as listed in the Keyboard Shortcuts window.
enum Shortcuts {
    static let groups: [ShortcutsWindow.Group] = [
        .init("Game", [
            .init("New game", "<Control>n"),
            .init("Undo choosing a card (Set)", "<Control>z"),
            .init("Hint", "<Control>h"),
            .init("Show a whole Set (Set)", "<Control><Shift>h"),
            .init("How to play", "F1"),
            .init("Preferences", "<Control>comma"),
            .init("Quit", "<Control>q"),
            .init("Keyboard shortcuts", "<Control>question"),
        ]),
        .init("Card table", [
            .init("Choose one of the first twelve cards", "1 2 3 q w e a s d z x c"),
            .init("Choose further cards", "r t y f g h v b n"),
            .init("Clear the selection", "Escape"),
            .init("Deal 3 more cards", "<Shift>d"),
            .init("Shuffle the cards on the table", "<Shift>s"),
            .init("Gather the cards into a pile, or spread them", "<Shift>g"),
            .init("Move between cards", "Left Right Up Down"),
            .init("Choose the focused card", "space"),
        ]),
        .init("Set for two players", [
            .init("Player 1 calls Set", "Shift_L"),
            .init("Player 2 calls Set", "Shift_R"),
        ]),
    ]
}
