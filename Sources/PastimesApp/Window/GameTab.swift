import GtkKit

/// What the window asks of each tab: its page, and the commands that act on the current game.
@MainActor
protocol GameTab: AnyObject {
    var title: String { get }
    /// The rules and the scoring, for the help dialog.
    var howToPlay: String { get }
    /// Starts a new game, first asking `confirm` (which calls back on "yes") if one is under way.
    func newGame(confirming confirm: (@escaping @MainActor () -> Void) -> Void)
    func hint()
    /// Ctrl+Z: takes back the last move, if the game allows it.
    func undo()
    /// A key pressed while the tab is showing; true when the tab used it.
    func handleKey(_ key: Key) -> Bool
    /// A key let go while the tab is showing (Simon's pads sound while held).
    func handleKeyRelease(_ key: Key)
}

extension GameTab {
    func handleKeyRelease(_ key: Key) {}
    func undo() {}
}
