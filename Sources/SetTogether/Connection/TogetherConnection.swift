import CardTable
import SetCore
import SetFeature
import SetStyle

/// This app's end of a Together game, hosting or joined: the model the Set tab shows, and
/// what only the network can do. The Set tab plays it as it plays its solo game.
@MainActor
public protocol TogetherConnection: SetTableDriver {
    var model: TogetherModel { get }
    /// Deals the first cards (only a host can).
    func start()
    /// Leaves the game (a host leaving ends it for everybody).
    func leave()
    /// The rules of the evening's games, chosen in the lobby (only a host can).
    func choose(_ rules: TogetherRules)
    /// The computer seated at a level, or not at all (nil), in the lobby (only a host can).
    func seatComputer(_ level: SetOpponent.Level?)
    /// Sends a player away, before or during the game (only a host can).
    func remove(_ player: PlayerID)
}

/// A game played together as the Set tab drives it: the shared table's presentation and the
/// player's choices; no dealing, hints, undo, pause or clock, which are the host's or not there.
extension TogetherConnection {
    public var onChange: (@MainActor () -> Void)? {
        get { model.onChange }
        set { model.onChange = newValue }
    }
    /// States come from the network as fast as the host sends them.
    public var changesOftenerThanFrames: Bool { true }
    public var helpPage: String { "set-together" }
    public func choose(cardID: Int) { model.choose(cardID: cardID) }
    @discardableResult public func perform(_ command: TableCommand) -> Bool { model.perform(command) }
    public func dealThreeMore() {}
    public func hint() {}
    public func claim(by _: SetDuel.Player) {}
    /// New Game leaves the game for the solo one.
    public func startNewGame() -> NewGameOutcome {
        leave()
        return .leftForSolo
    }
    public var hasProgress: Bool { model.isUnderWay }
    public var offersHint: Bool { false }
    public var offersUndo: Bool { false }
    public var canPause: Bool { false }
    public var runsAgainstTheClock: Bool { false }
    public func tick() {}
    /// A joined game has no rules to choose, no computer to seat and nobody to remove: the host does that.
    public func choose(_: TogetherRules) {}
    public func seatComputer(_: SetOpponent.Level?) {}
    public func remove(_: PlayerID) {}
}
