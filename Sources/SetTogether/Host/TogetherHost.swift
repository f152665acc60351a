import GameSupport
import SetCore

/// One connection to the host, numbered by whoever accepts it (the transport).
public typealias ConnectionID = Int

/// The host's authority over a Together game: who plays, which claims win, the scores.
///
/// Pure: the transport hands it each event (a connection, its bytes, its end, the passing of
/// time) with the time it happened, and carries out the effects it returns. The host's own
/// player is player 0 and claims through `claimAsHost`. Claims are judged in the order they
/// arrive, so of two claims for one Set exactly one wins; the other was made on a table that
/// has since changed and is answered `late`, without a penalty.
public struct TogetherHost: Sendable {
    public enum Effect: Equatable, Sendable {
        case send(HostMessage, to: ConnectionID)
        /// Sends `refused` after `delay` seconds, then closes the connection.
        case close(ConnectionID, Refusal, after: Double)
    }

    public static let maximumPlayers = TogetherState.maximumPlayers
    public static let rejoinWindow = 60.0
    /// A connection that has not joined within this many seconds is closed.
    public static let joinWindow = 10.0
    /// A wrong code is answered only after this delay, so codes cannot be tried quickly, and
    /// a computer that tries many is refused for a while, then for the game (`WrongCodes`).
    public static let wrongCodeDelay = 1.0
    /// Faster than anybody finds Sets: claims beyond this many in one second are not judged.
    public static let claimsPerSecond = 4

    public internal(set) var state = TogetherState()
    /// The six digits a player types to join.
    public let code: String
    /// The code of the link for friends anywhere (`InternetCode`): the only one a caller from
    /// outside the local networks may join with, as six digits are too few against the internet.
    /// None until the host invites from anywhere; a new one each time the way in opens again,
    /// so that a link that went further than meant stops working when the switch goes off.
    public private(set) var internetCode: String?
    /// The cards, dealt by SetGame's own rules for a shared table (the host keeps no clock:
    /// its times are all 0, and the points are kept in `state`).
    var table: SetGame
    /// The shared Puzzle's table, judged by SetPuzzle's own rules; nil in every other game.
    var puzzle: SetPuzzle?
    /// The system's generator, for the tokens: nobody can tell the next from the last.
    var secrets: any RandomNumberGenerator & Sendable
    var seats: [ConnectionID: PlayerID] = [:]
    /// Where each connection comes from, as limits count it (every loopback address is one).
    private var callers: [ConnectionID: Caller] = [:]
    /// Connections that have not joined yet, with when they came.
    private var arrivals: [ConnectionID: Double] = [:]
    /// Connections refused and being closed: whatever else they send is not read.
    private var closing: Set<ConnectionID> = []
    private var tokens: [String: PlayerID] = [:]
    private var lostAt: [PlayerID: Double] = [:]
    private var wrongCodes = WrongCodes()
    var claimTimes: [PlayerID: [Double]] = [:]
    /// The tables of the last few versions, to tell a late claim from one for cards never dealt.
    var recentTables: [Int: Set<SetCard>] = [:]

    /// `secrets` must be a generator players cannot predict (the system's): it makes the code,
    /// the tokens, and the seed of the deck's order.
    public init(hostName: String, secrets: some RandomNumberGenerator & Sendable) {
        var secrets = secrets
        code = String(secrets.next(upperBound: 1_000_000 as UInt64) + 1_000_000).dropFirst().description
        var generator = SeededGenerator(seed: secrets.next())
        table = SetGame(using: &generator)   // shuffled again at the start, in the chosen variant
        self.secrets = secrets
        state.deckCount = SetVariant.standard.deck.count
        state.players = [.init(id: 0, name: PlayerName.cleaned(hostName))]
    }

    // MARK: Events

    /// A connection from `caller`. A caller blocked for wrong codes is refused when it says who
    /// it is (its join), not here: a seated player's token is answered whatever the block.
    public mutating func connected(_ connection: ConnectionID, from caller: Caller, at now: Double) -> [Effect] {
        callers[connection] = caller
        arrivals[connection] = now
        return []
    }

    public mutating func received(_ bytes: [UInt8], on connection: ConnectionID, at now: Double) -> [Effect] {
        guard !closing.contains(connection) else { return [] }
        let message: ClientMessage
        switch TogetherWire.decode(bytes, as: ClientMessage.self) {
        case .failure(let problem): return refuse(connection, problem.refusal)
        case .success(let decoded): message = decoded
        }
        // A connection that has not joined may say one thing, and that is a join: whatever
        // the answer, it is seated or closing afterwards.
        switch (message, seats[connection]) {
        case (.join(let name, let code, let token), nil):
            arrivals[connection] = nil
            return join(connection, name: name, code: code, token: token, at: now)
        case (.claim, let player?) where state.player(player)?.watching == true:
            return []   // a watcher's page offers no cards to choose: nothing to judge
        case (.claim(let cards, let seen), let player?):
            return claim(cards, seenOn: seen, by: player, replyTo: connection, at: now)
        case (.leave, let player?):
            seats[connection] = nil
            closing.insert(connection)   // it closes the connection itself
            markGone(player)
            return broadcast()
        case (.join, _?), (.claim, nil), (.leave, nil):
            return refuse(connection, .outOfOrder)
        }
    }

    public mutating func disconnected(_ connection: ConnectionID, at now: Double) -> [Effect] {
        callers[connection] = nil
        arrivals[connection] = nil
        closing.remove(connection)
        guard let player = seats.removeValue(forKey: connection) else { return [] }
        // Once the game has begun a seat waits for its player, over the end of a game too (the
        // host may play again).
        if state.phase != .lobby, state.ending != .hostLeft, let index = index(of: player) {
            state.players[index].connected = false
            lostAt[player] = now
        } else {
            markGone(player)
        }
        return broadcast()
    }

    /// Lets go of players who did not come back within the rejoin window, and of connections
    /// that never joined.
    public mutating func tick(at now: Double) -> [Effect] {
        var effects: [Effect] = []
        for (connection, arrived) in arrivals.sorted(by: { $0.key < $1.key }) where now - arrived >= Self.joinWindow {
            arrivals[connection] = nil
            if !closing.contains(connection) { effects += refuse(connection, .tooSlow) }
        }
        let expired = lostAt.filter { now - $0.value >= Self.rejoinWindow }.keys
        guard !expired.isEmpty else { return effects }
        for player in expired { markGone(player) }
        return effects + broadcast()
    }

    /// The host removes `player` (not the host): their connection is closed with the reason, and
    /// their seat and token are given up (in the lobby they leave the list; in a game their
    /// score stays, as a player who left).
    public mutating func remove(_ player: PlayerID) -> [Effect] {
        guard player != 0, let index = index(of: player), !state.players[index].gone else { return [] }
        let connections = seats.filter { $0.value == player }.keys.sorted()
        for connection in connections {
            seats[connection] = nil
            closing.insert(connection)
        }
        markGone(player)
        return connections.map { .close($0, .removed, after: 0) } + broadcast()
    }

    /// The host leaves: the game ends for everybody.
    public mutating func stop() -> [Effect] {
        state.phase = .over
        state.ending = .hostLeft
        return seats.keys.sorted().map { .send(.ended(.hostLeft), to: $0) }
    }

    // MARK: Joining

    /// A new internet code, each time the host invites friends from anywhere (the last one no
    /// longer lets anybody in; seated players rejoin by their tokens with the code they joined with
    /// only while it is the current one).
    public mutating func inviteFromAnywhere() -> String {
        let made = InternetCode.make(using: &secrets)
        internetCode = made
        return made
    }

    private mutating func join(_ connection: ConnectionID, name: String, code: String, token: String?, at now: Double) -> [Effect] {
        let caller = callers[connection] ?? Caller(computer: "", network: "")
        // A seat's own token (128 random bits) rejoins whatever the block on wrong codes says:
        // the block guards the six-digit code, and someone else's guesses from the same
        // computer or network must not lock a seated player out of their game.
        let seated = seat(for: token)
        // Checked at every attempt, not only when the connection came: connections opened
        // before the block are no way round it.
        if seated == nil, let refusal = blocked(caller, at: now) { return refuse(connection, refusal, after: Self.wrongCodeDelay) }
        guard (internetCode != nil && code == internetCode) || (code == self.code && !caller.isFromAnywhere) else {
            wrongCodes.record(caller, at: now)
            return refuse(connection, seated == nil ? blocked(caller, at: now) ?? .wrongCode : .wrongCode, after: Self.wrongCodeDelay)
        }
        if let token {
            guard let (player, index) = seated else { return refuse(connection, .unknownToken) }
            // A seat is taken back only once its owner's connection is gone (the transport lets
            // a silent one go): a copy of the token is no way to push its owner out.
            guard !seats.values.contains(player) else { return refuse(connection, .seatInUse) }
            seats[connection] = player
            state.players[index].connected = true
            lostAt[player] = nil
            return [.send(.welcome(player: player, token: token), to: connection)] + broadcast()
        }
        // Whoever comes once the game has begun watches it, and plays from the next one. A
        // player who leaves the lobby, or stops watching, leaves the list, and one who left a
        // game leaves it at the next: the lowest free number keeps every id below the largest game.
        guard let player = (1..<Self.maximumPlayers).first(where: { state.player($0) == nil }) else {
            return refuse(connection, .gameFull)
        }
        let token = RejoinToken.make(using: &secrets)
        tokens[token] = player
        seats[connection] = player
        state.players.append(.init(id: player, name: PlayerName.distinct(PlayerName.cleaned(name), from: state.players.map(\.name)),
                                   watching: state.phase != .lobby))
        return [.send(.welcome(player: player, token: token), to: connection)] + broadcast()
    }

    /// The seat `token` names, if its player is still in the game.
    private func seat(for token: String?) -> (player: PlayerID, index: Int)? {
        guard let token, let player = tokens[token], let index = index(of: player), !state.players[index].gone else { return nil }
        return (player, index)
    }

    /// Why `caller` may not join now, if it may not.
    private func blocked(_ caller: Caller, at now: Double) -> Refusal? {
        wrongCodes.blocked(caller, at: now).map { $0 == .infinity ? .blockedForTheGame : .tooManyAttempts }
    }

    // MARK: Helpers

    func index(of player: PlayerID) -> Int? { state.players.firstIndex { $0.id == player } }

    mutating func markGone(_ player: PlayerID) {
        lostAt[player] = nil
        tokens = tokens.filter { $0.value != player }
        guard let index = index(of: player) else { return }
        if state.phase == .lobby || state.players[index].watching {
            state.players.remove(at: index)
        } else {
            state.players[index].connected = false
            state.players[index].gone = true
        }
    }

    /// Ends a connection with a reason; a player who misbehaved leaves the game.
    mutating func refuse(_ connection: ConnectionID, _ reason: Refusal, after delay: Double = 0) -> [Effect] {
        closing.insert(connection)
        guard let player = seats.removeValue(forKey: connection) else { return [.close(connection, reason, after: delay)] }
        markGone(player)
        return [.close(connection, reason, after: delay)] + broadcast()
    }

    /// The state to every seat's connection (not the computer's: it reads the state it is handed).
    func broadcast() -> [Effect] { seats.keys.filter { $0 != Self.computerConnection }.sorted().map { .send(.state(state), to: $0) } }
}
