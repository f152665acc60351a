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

    public static let maximumPlayers = 8
    public static let rejoinWindow = 60.0
    /// A wrong code is answered only after this delay, so codes cannot be tried quickly...
    public static let wrongCodeDelay = 1.0
    /// ...and an address that tries this many within a minute is refused for five minutes.
    public static let wrongCodesAllowed = 5
    public static let blockedFor = 300.0
    /// Faster than anybody finds Sets: claims beyond this many in one second are not judged.
    public static let claimsPerSecond = 4

    public private(set) var state = TogetherState()
    /// The six digits a player types to join.
    public let code: String
    private var table: SharedTable
    private var generator: SeededGenerator
    private var seats: [ConnectionID: PlayerID] = [:]
    private var addresses: [ConnectionID: String] = [:]
    /// Connections refused and being closed: whatever else they send is not read.
    private var closing: Set<ConnectionID> = []
    private var tokens: [String: PlayerID] = [:]
    private var lostAt: [PlayerID: Double] = [:]
    private var wrongCodes: [String: [Double]] = [:]
    private var blockedUntil: [String: Double] = [:]
    private var claimTimes: [PlayerID: [Double]] = [:]
    /// The tables of the last few versions, to tell a late claim from one for cards never dealt.
    private var recentTables: [Int: Set<SetCard>] = [:]

    /// `seed` must come from a source players cannot guess: it makes the code and the tokens.
    public init(hostName: String, seed: UInt64) {
        generator = SeededGenerator(seed: seed)
        code = String(generator.next(below: 1_000_000) + 1_000_000).dropFirst().description
        table = SharedTable(using: &generator)
        state.deckCount = table.deck.count
        state.players = [.init(id: 0, name: Self.cleaned(hostName))]
    }

    // MARK: Events

    public mutating func connected(_ connection: ConnectionID, from address: String, at now: Double) -> [Effect] {
        if let until = blockedUntil[address], now < until { return refuse(connection, .tooManyAttempts) }
        addresses[connection] = address
        return []
    }

    public mutating func received(_ bytes: [UInt8], on connection: ConnectionID, at now: Double) -> [Effect] {
        guard !closing.contains(connection) else { return [] }
        let message: ClientMessage
        switch TogetherWire.decode(bytes, as: ClientMessage.self) {
        case .failure(let problem): return refuse(connection, problem.refusal)
        case .success(let decoded): message = decoded
        }
        switch (message, seats[connection]) {
        case (.join(let name, let code, let token), nil):
            return join(connection, name: name, code: code, token: token, at: now)
        case (.claim(let cards, let seen), let player?):
            return claim(cards, seenOn: seen, by: player, replyTo: connection, at: now)
        case (.leave, let player?):
            seats[connection] = nil
            markGone(player)
            return broadcast()
        case (.leave, nil):
            return []
        case (.join, _?), (.claim, nil):
            return refuse(connection, .outOfOrder)
        }
    }

    public mutating func disconnected(_ connection: ConnectionID, at now: Double) -> [Effect] {
        addresses[connection] = nil
        closing.remove(connection)
        guard let player = seats.removeValue(forKey: connection) else { return [] }
        if state.phase == .playing, let index = index(of: player) {
            state.players[index].connected = false
            lostAt[player] = now
        } else {
            markGone(player)
        }
        return broadcast()
    }

    /// Lets go of players who did not come back within the rejoin window.
    public mutating func tick(at now: Double) -> [Effect] {
        let expired = lostAt.filter { now - $0.value >= Self.rejoinWindow }.keys
        guard !expired.isEmpty else { return [] }
        for player in expired { markGone(player) }
        return broadcast()
    }

    public mutating func start() -> [Effect] {
        guard state.phase == .lobby else { return [] }
        table.dealFirstCards()
        state.phase = .playing
        tableChanged()
        return broadcast()
    }

    /// The host's own claim, made on the table the host sees (which is always the current one).
    public mutating func claimAsHost(_ cards: [SetCard]) -> [Effect] {
        guard state.phase == .playing, Set(cards).count == 3, cards.allSatisfy(table.cards.contains) else { return [] }
        return judge(cards, by: 0)
    }

    /// The host leaves: the game ends for everybody.
    public mutating func stop() -> [Effect] {
        state.phase = .over
        state.ending = .hostLeft
        return seats.keys.sorted().map { .send(.ended(.hostLeft), to: $0) }
    }

    // MARK: Joining

    private mutating func join(_ connection: ConnectionID, name: String, code: String, token: String?, at now: Double) -> [Effect] {
        let address = addresses[connection] ?? ""
        guard code == self.code else {
            let recent = (wrongCodes[address] ?? []).filter { now - $0 < 60 } + [now]
            wrongCodes[address] = recent
            if recent.count >= Self.wrongCodesAllowed { blockedUntil[address] = now + Self.blockedFor }
            return refuse(connection, recent.count >= Self.wrongCodesAllowed ? .tooManyAttempts : .wrongCode, after: Self.wrongCodeDelay)
        }
        if let token {
            guard let player = tokens[token], let index = index(of: player), !state.players[index].gone else {
                return refuse(connection, .unknownToken)
            }
            let previous = seats.filter { $0.value == player }.map(\.key)
            for old in previous {
                seats[old] = nil
                closing.insert(old)
            }
            seats[connection] = player
            state.players[index].connected = true
            lostAt[player] = nil
            return previous.map { .close($0, .outOfOrder, after: 0) } + [.send(.welcome(player: player, token: token), to: connection)] + broadcast()
        }
        guard state.phase == .lobby else { return refuse(connection, .alreadyStarted) }
        guard state.players.filter({ !$0.gone }).count < Self.maximumPlayers else { return refuse(connection, .gameFull) }
        let player = (state.players.map(\.id).max() ?? 0) + 1
        let token = (0..<2).map { _ in String(generator.next(), radix: 16) }.joined()
        tokens[token] = player
        seats[connection] = player
        state.players.append(.init(id: player, name: Self.cleaned(name)))
        return [.send(.welcome(player: player, token: token), to: connection)] + broadcast()
    }

    /// A name to show, never more: printable characters only, at most 32 of them. Empty when
    /// none is left: each screen then names the player by number, in its own language.
    static func cleaned(_ name: String) -> String {
        let printable = String(name.unicodeScalars.filter { !$0.properties.generalCategory.isControlOrFormat }.map(Character.init))
        return String(printable.trimmingWhitespace().prefix(32))
    }

    // MARK: Claims

    private mutating func claim(_ indexes: [Int], seenOn seen: Int, by player: PlayerID, replyTo connection: ConnectionID,
                                at now: Double) -> [Effect] {
        let cards = indexes.compactMap { SetCard(index: $0) }
        guard cards.count == 3, Set(cards).count == 3 else { return refuse(connection, .malformed) }
        switch state.phase {
        case .lobby: return refuse(connection, .outOfOrder)
        case .over: return [.send(.late, to: connection)]
        case .playing: break
        }
        let recent = (claimTimes[player] ?? []).filter { now - $0 < 1 }
        guard recent.count < Self.claimsPerSecond else { return [.send(.tooFast, to: connection)] }
        claimTimes[player] = recent + [now]
        if cards.allSatisfy(table.cards.contains) { return judge(cards, by: player) }
        if seen < state.version, let earlier = recentTables[seen], earlier.isSuperset(of: cards) {
            return [.send(.late, to: connection)]
        }
        return refuse(connection, .cardsNotOnTable)
    }

    private mutating func judge(_ cards: [SetCard], by player: PlayerID) -> [Effect] {
        guard let index = index(of: player) else { return [] }
        let wasSet = SetCard.formSet(cards[0], cards[1], cards[2])
        state.lastClaim = .init(player: player, cards: cards.map { Int($0.index) }, wasSet: wasSet)
        if wasSet {
            state.players[index].sets += 1
            state.players[index].score += 1
            table.take(cards)
            if table.isOver {
                state.phase = .over
                state.ending = .deckOut
            }
            tableChanged()
        } else {
            state.players[index].score -= 1
        }
        var effects = broadcast()
        if state.phase == .over { effects += seats.keys.sorted().map { .send(.ended(.deckOut), to: $0) } }
        return effects
    }

    // MARK: Helpers

    private mutating func tableChanged() {
        state.version += 1
        state.table = table.cards
        state.deckCount = table.deck.count
        recentTables[state.version] = Set(table.cards)
        recentTables[state.version - 16] = nil
    }

    private func index(of player: PlayerID) -> Int? { state.players.firstIndex { $0.id == player } }

    private mutating func markGone(_ player: PlayerID) {
        lostAt[player] = nil
        tokens = tokens.filter { $0.value != player }
        guard let index = index(of: player) else { return }
        if state.phase == .lobby {
            state.players.remove(at: index)
        } else {
            state.players[index].connected = false
            state.players[index].gone = true
        }
    }

    /// Ends a connection with a reason; a player who misbehaved leaves the game.
    private mutating func refuse(_ connection: ConnectionID, _ reason: Refusal, after delay: Double = 0) -> [Effect] {
        closing.insert(connection)
        guard let player = seats.removeValue(forKey: connection) else { return [.close(connection, reason, after: delay)] }
        markGone(player)
        return [.close(connection, reason, after: delay)] + broadcast()
    }

    private func broadcast() -> [Effect] { seats.keys.sorted().map { .send(.state(state), to: $0) } }
}

private extension Unicode.GeneralCategory {
    var isControlOrFormat: Bool { self == .control || self == .format || self == .lineSeparator || self == .paragraphSeparator }
}

extension String {
    /// The text without the white space around it.
    func trimmingWhitespace() -> Substring {
        let start = firstIndex { !$0.isWhitespace } ?? endIndex
        let end = lastIndex { !$0.isWhitespace }.map(index(after:)) ?? start
        return self[start..<end]
    }
}
