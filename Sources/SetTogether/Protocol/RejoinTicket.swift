/// What a player's app keeps on disk while it plays a Together game, so that a player whose app
/// was closed (or crashed) can rejoin as themselves when it starts again: where the game is, as
/// whom, and when the connection was last known to be alive.
public struct RejoinTicket: Codable, Equatable, Sendable {
    /// The host's address and port ("192.168.1.20:43210").
    public var address: String
    public var code: String
    public var name: String
    public var player: PlayerID
    public var token: String
    /// Wall-clock seconds when the connection was last known to be alive.
    public var aliveAt: Double
    /// Launches that rejoined with this ticket since the game was last seen working for a
    /// while: should rejoining ever end the app, the ticket is not tried a third time.
    public var launches = 0
    public static let mostLaunches = 2

    /// While connected, the app renews `aliveAt` this often.
    public static let renewEvery = 15.0

    public init(address: String, code: String, name: String, player: PlayerID, token: String, aliveAt: Double, launches: Int = 0) {
        self.address = address
        self.code = code
        self.name = name
        self.player = player
        self.token = token
        self.aliveAt = aliveAt
        self.launches = launches
    }

    /// Whether the host may still hold the player's place: its rejoin window, counted from
    /// when the connection may have dropped at the earliest.
    public func isFresh(at now: Double) -> Bool {
        now >= aliveAt && now - aliveAt < TogetherHost.rejoinWindow + Self.renewEvery
    }

    /// Whether a launch may rejoin with it: fresh, tried less than `mostLaunches` times, and
    /// well formed (it is read from a file, like anything else from outside).
    public func isUsable(at now: Double) -> Bool {
        isFresh(at: now) && launches < Self.mostLaunches && HostAddress(address) != nil && JoinCode.digits(of: code) == code
            && (1..<TogetherState.maximumPlayers).contains(player) && RejoinToken.isWellFormed(token)
    }
}
