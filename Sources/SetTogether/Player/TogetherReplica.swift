/// A joining player's copy of the game: what the host last said, and who this player is.
///
/// The host sends the whole state after every change over one ordered connection, so the copy
/// is simply the latest state; what changed since the one before is what the screen animates.
public struct TogetherReplica: Equatable, Sendable {
    public enum Standing: Equatable, Sendable {
        case joining
        case playing(as: PlayerID)
        /// The connection dropped; the app tries to rejoin with `token` meanwhile.
        case reconnecting(as: PlayerID)
        case refused(Refusal)
        /// No game answered at the address (nothing listens there, or the network is down).
        case unreachable
        case ended(TogetherState.Ending)
        /// The host sent what no honest host sends: this player left the game.
        case hostMisbehaved
    }

    public private(set) var state = TogetherState()
    public private(set) var standing = Standing.joining
    /// Lets this player rejoin as themselves.
    public private(set) var token: String?
    /// Set when the host answered a claim without judging it.
    public private(set) var lastAnswer: HostMessage?

    public init() {}

    /// A player coming back after their app was closed: they rejoin with the token they kept.
    public init(rejoining player: PlayerID, token: String) {
        self.token = token
        standing = .reconnecting(as: player)
    }

    /// Takes what the host said, if an honest host could have said it. Anything else ends this
    /// player's part in the game (the app closes the connection and forgets its ticket); the
    /// last good state stays on screen.
    public mutating func receive(_ message: HostMessage) {
        guard standing != .hostMisbehaved else { return }
        guard isAcceptable(message) else { return standing = .hostMisbehaved }
        switch message {
        case .welcome(let player, let token):
            self.token = token
            standing = .playing(as: player)
        case .state(let state):
            self.state = state
        case .late, .tooFast:
            lastAnswer = message
        case .refused(.seatInUse) where standing.isReconnecting:
            // The host has not yet seen this player's last connection go: the app tries again.
            lastAnswer = message
        case .refused(let reason):
            standing = .refused(reason)
        case .ended(let ending):
            standing = .ended(ending)
            state.phase = .over
            state.ending = ending
        }
    }

    /// The host sent bytes that are no message of this protocol.
    public mutating func heardNonsense() { standing = .hostMisbehaved }

    private func isAcceptable(_ message: HostMessage) -> Bool {
        guard message.isPossible else { return false }
        switch message {
        case .welcome(let player, _):
            switch standing {
            case .joining: return true
            case .reconnecting(let me): return player == me
            case .playing, .refused, .unreachable, .ended, .hostMisbehaved: return false
            }
        case .state(let next):
            guard state.canBeFollowed(by: next) else { return false }
            if case .playing(let me) = standing, next.player(me) == nil { return false }
            return true
        case .late, .tooFast, .refused, .ended: return true
        }
    }

    /// The connection is gone: a player in a game under way may rejoin; before that it is over.
    public mutating func connectionLost() {
        switch standing {
        // A seat waits over the end of a game too: the host may play again.
        case .playing(let player) where state.phase != .lobby: standing = .reconnecting(as: player)
        case .joining, .playing: standing = .ended(.hostLeft)
        case .reconnecting, .refused, .unreachable, .ended, .hostMisbehaved: break
        }
    }

    /// A connection could not be made. Joining, that is the answer; rejoining, the app tries
    /// again until the host's rejoin window has passed, or learns nothing listens any more.
    public mutating func couldNotConnect(nothingListens: Bool) {
        switch standing {
        case .joining: standing = .unreachable
        case .reconnecting where nothingListens: standing = .ended(.hostLeft)
        case .reconnecting, .playing, .refused, .unreachable, .ended, .hostMisbehaved: break
        }
    }

    /// The host's rejoin window has passed without a connection: the game is over for this player.
    public mutating func gaveUpRejoining() {
        if case .reconnecting = standing { standing = .unreachable }
    }

    /// What to send to rejoin after a lost connection.
    public func rejoin(name: String, code: String) -> ClientMessage? {
        guard case .reconnecting = standing, let token else { return nil }
        return .join(name: name, code: code, token: token)
    }

    /// A claim of three cards on the table as this player sees it.
    public func claim(_ cards: [Int]) -> ClientMessage { .claim(cards: cards, table: state.version) }
}

extension TogetherReplica.Standing {
    var isReconnecting: Bool {
        if case .reconnecting = self { return true }
        return false
    }
}
