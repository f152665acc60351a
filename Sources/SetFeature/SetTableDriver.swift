import CardTable
import SetCore
import SetStyle

/// What the Set tab plays: the solo game (`SetTableModel`) or a game played together (SetTogether's
/// connections). The tab draws the driver's presentation and hands it the player's input, the
/// same way whichever it is; what a driver does not offer (hints, dealing, a clock) it says so in
/// its presentation and ignores if asked.
@MainActor
public protocol SetTableDriver: AnyObject {
    /// Called after every change, for the view to redraw.
    var onChange: (@MainActor () -> Void)? { get set }
    /// Whether changes may come faster than frames (from the network): the view then draws at
    /// most once a frame, with the latest.
    var changesOftenerThanFrames: Bool { get }
    /// The help page about what is being played.
    var helpPage: String { get }

    func choose(cardID: Int)
    /// A command from the table's keys and gestures; whether it did anything.
    @discardableResult func perform(_ command: TableCommand) -> Bool
    func dealThreeMore()
    func hint()
    func claim(by player: SetDuel.Player)
    /// New Game: a fresh solo game, or the end of a game played together; says which.
    func startNewGame() -> NewGameOutcome

    /// Whether a new game would throw away something worth a question.
    var hasProgress: Bool { get }
    var offersHint: Bool { get }
    var offersUndo: Bool { get }
    var canPause: Bool { get }
    /// Whether the screen changes with time alone (a clock, the computer): the view then calls
    /// `tick()` a few times a second.
    var runsAgainstTheClock: Bool { get }
    func tick()
}

extension SetTableModel: SetTableDriver {
    public var changesOftenerThanFrames: Bool { false }
    public var helpPage: String { "set" }
    public func startNewGame() -> NewGameOutcome {
        newGame()
        return .dealt
    }
    public var offersHint: Bool { offersHints }
    public var offersUndo: Bool { true }
    public var canPause: Bool { runsAgainstTheClock || isPausedByPlayer }
}

/// What New Game did on a driver.
public enum NewGameOutcome: Equatable, Sendable {
    /// A new game is dealt on the same driver.
    case dealt
    /// The driver's game is over for good (a game played together was left): the tab goes back
    /// to its solo game.
    case leftForSolo
}
