/// The computer's pace at a shared table, as time fed in (the monotonic clock): it turns one
/// card at a time, each a moment after the last change, so that the players can follow; a miss
/// stays on show twice as long; and it waits while the player is away (another tab, a dialog),
/// so that no card it turns up goes unseen. The view asks when the next card is due and calls
/// `advance(to:)` then.
extension MatchingTableModel {
    /// How long the computer takes over each card: long enough to see which it turned up.
    public static let computerPace = 0.9

    /// When the computer's next card is due (monotonic seconds), or nil: not its turn, or the
    /// player is away.
    public var computerMoveDue: Double? {
        guard session.isComputersTurn, !isAway, let since = computerWaitingSince else { return nil }
        return since + (session.isShowingMiss ? Self.computerPace * 2 : Self.computerPace)
    }

    /// Time has come to `now`: the computer plays its card if it is due.
    public func advance(to now: Double) {
        guard let due = computerMoveDue, now >= due else { return }
        playComputersCard()
    }

    /// The player left the game (away) or came back to it: the computer's wait starts again
    /// from their return.
    public func setAway(_ away: Bool) {
        guard away != isAway else { return }
        isAway = away
        if !away { computerWaitingSince = clocks.monotonic() }
    }
}
