/// When a joined player's app tries the host again after losing it, when it renews its ticket,
/// and when it gives up: a value fed the time (monotonic seconds), so that every step is a unit
/// test. `JoinedGame` carries out what it says with its scheduler.
public struct RejoinPolicy: Equatable, Sendable {
    /// Between two attempts to reach the host.
    public static let retryEvery = 2.0
    /// While the connection lives, the ticket is written again this often.
    public static let renewEvery = RejoinTicket.renewEvery
    /// How long the host keeps a lost player's place: no attempt is made after it.
    public static let window = TogetherHost.rejoinWindow

    /// When the connection was lost, while rejoining.
    public private(set) var lostAt: Double?
    /// Launches of the app that rejoined with the ticket since the game last ran a while.
    public private(set) var launches: Int

    public enum Step: Equatable, Sendable {
        /// Try to connect again after this many seconds.
        case retry(after: Double)
        /// The host no longer keeps the place: stop, and forget the ticket.
        case giveUp
    }

    /// A policy for a game joined now (`launches` 0), or rejoined by a launch from its ticket:
    /// the connection counts as lost since `lostAt`.
    public init(launches: Int = 0, lostAt: Double? = nil) {
        self.launches = launches
        self.lostAt = lostAt
    }

    /// The connection was lost, or an attempt to make it failed, at `now`.
    public mutating func failed(at now: Double) -> Step {
        let since = lostAt ?? now
        lostAt = since
        let left = since + Self.window - now
        return left <= 0 ? .giveUp : .retry(after: min(Self.retryEvery, left))
    }

    /// The host welcomed the player back (or for the first time): nothing is lost.
    public mutating func welcomed() { lostAt = nil }

    /// The ticket was renewed on a living connection: the game has run a while, so the launches
    /// counted against a crashing rejoin start again from none.
    public mutating func renewed() { launches = 0 }
}
