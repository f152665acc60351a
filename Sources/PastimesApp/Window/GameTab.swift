import GameSupport
import GtkKit

/// What the window asks of each tab: its page, the commands that act on the current game, and
/// which of them make sense now (the window enables and disables the actions to match).
/// How a tab starts a game over one under way (another mode, say): the window asks first.
typealias GameReplacer = @MainActor (_ start: @escaping @MainActor () -> Void, _ cancelled: @escaping @MainActor () -> Void) -> Void

@MainActor
protocol GameTab: ReplaceableGame {
    /// Which game the tab plays: its name, icon, help page and where it saves.
    var kind: GameKind { get }
    /// The help page for what the tab shows now (the game's own page unless it says otherwise).
    var helpPage: String { get }

    /// Whether New Game can be used now (not while Simon plays the sequence).
    var canStartNewGame: Bool { get }
    func startNewGame()

    /// Whether the game has hints, undo and redo, and a clock the player may pause by hand.
    var offersHint: Bool { get }
    var offersUndo: Bool { get }
    var canPause: Bool { get }
    func hint()
    func undo()
    func redo()
    /// P and the Pause key.
    func togglePause()
    /// The player is away from this game (another tab, a dialog, the window out of focus):
    /// clocks the player races stop until they are back.
    func setAway(_ away: Bool)

    /// A key pressed while the tab is showing; true when the tab used it.
    func handleKey(_ key: Key) -> Bool
    /// A key let go while the tab is showing (Simon's pads sound while held).
    func handleKeyRelease(_ key: Key)

    /// The tab is about to be shown `width` pixels wide (the window's width now): it lays itself
    /// out for that width before GTK measures it, so a layout made for another width (while the
    /// tab was hidden) never holds the window wider than it is.
    func willShow(inWidth width: Int)

    /// Where the tab shows notices, if not at the window's foot (a card table's, above its bar).
    var noticeArea: ToastOverlay? { get }

    /// Called by the tab when what the window shows for it (enabled actions) may have changed.
    var onStateChanged: (@MainActor () -> Void)? { get set }

    /// The tab's own buttons in the window's header bar, after New Game and before the main
    /// menu, shown while the tab is (Simon's way back to its menu and its sound switch).
    var headerStart: [Widget] { get }
    var headerEnd: [Widget] { get }
}

extension GameTab {
    var headerStart: [Widget] { [] }
    var headerEnd: [Widget] { [] }
    var helpPage: String { kind.helpPage }
    var offersHint: Bool { false }
    var offersUndo: Bool { false }
    var canPause: Bool { false }
    func hint() {}
    func undo() {}
    func redo() {}
    func togglePause() {}
    func handleKeyRelease(_ key: Key) {}
    func willShow(inWidth width: Int) {}
    var noticeArea: ToastOverlay? { nil }
}

/// An item of the primary menu: its label with an access key ("_New Game") and the action it
/// runs, or the items of its submenu.
struct MenuItem: Sendable {
    let label: String
    let action: String?
    let submenu: [MenuItem]

    init(_ label: String, action: String) {
        self.label = label
        self.action = action
        submenu = []
    }

    init(_ label: String, submenu: [MenuItem]) {
        self.label = label
        action = nil
        self.submenu = submenu
    }
}
