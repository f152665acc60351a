import GameSupport
import SetCore
@testable import SetTogether
import Testing

/// A host and its players' connections, without a network: what a player sends goes through
/// the wire format to the host, and what the host sends is applied to that player's replica.
struct Room {
    var host: TogetherHost
    var replicas: [ConnectionID: TogetherReplica] = [:]
    var closed: [ConnectionID: Refusal] = [:]
    var now = 1000.0

    init(seed: UInt64 = 7) { host = TogetherHost(hostName: "Host", secrets: SeededGenerator(seed: seed)) }

    /// A game under way between the host and Ann, who plays on connection 1.
    static func started(seed: UInt64 = 7) -> Room {
        var room = Room(seed: seed)
        room.join(1)
        room.start()
        return room
    }

    /// Connects `connection` from `address` (on `network`, if it is not the address's own) and
    /// sends it a join with the right code (or `code`).
    @discardableResult
    mutating func join(_ connection: ConnectionID, name: String = "Ann", code: String? = nil, token: String? = nil,
                       from address: String = "10.0.0.2", network: String? = nil, fromAnywhere: Bool = false) -> TogetherReplica {
        replicas[connection] = TogetherReplica()
        apply(host.connected(connection, from: Caller(computer: address, network: network ?? address, fromAnywhere: fromAnywhere), at: now))
        send(.join(name: name, code: code ?? host.code, token: token), on: connection)
        return replicas[connection]!
    }

    mutating func send(_ message: ClientMessage, on connection: ConnectionID) {
        send(bytes: TogetherWire.encode(message), on: connection)
    }

    mutating func send(bytes: [UInt8], on connection: ConnectionID) {
        apply(host.received(bytes, on: connection, at: now))
    }

    mutating func start() { apply(host.start()) }

    mutating func drop(_ connection: ConnectionID) {
        apply(host.disconnected(connection, at: now))
        replicas[connection]?.connectionLost()
    }

    mutating func apply(_ effects: [TogetherHost.Effect]) {
        for effect in effects {
            switch effect {
            case .send(let message, let connection):
                // Through the wire, as a player's app would read it.
                guard case .success(let read) = TogetherWire.decode(TogetherWire.encode(message), as: HostMessage.self) else {
                    fatalError("the host sent a message it cannot read back: \(message)")
                }
                replicas[connection]?.receive(read)
            case .close(let connection, let reason, _):
                replicas[connection]?.receive(.refused(reason))
                closed[connection] = reason
            }
        }
    }

    /// Plays the game until the deck is out, every Set found by player 1 (on connection 1).
    /// (Bounded: a game whose deck outlasts its own cards has stopped counting, and fails.)
    mutating func playToTheEnd() {
        for _ in 0 ... host.state.variant.deck.count where host.state.phase == .playing {
            send(.claim(cards: aSet, table: host.state.version), on: 1)
            now += 1
        }
        #expect(host.state.phase == .over, "every claim takes cards: the game ends within its deck")
    }

    /// A match on the table as the host has it (reusing the chain; in the Puzzle, one not yet
    /// found), as the places in the rules' deck a player's claim names.
    var aSet: [Int] { aSetIfAny! }

    /// A choice of the rules' size on the table that is not a match.
    var notASet: [Int] { notASetIfAny! }

    var notASetIfAny: [Int]? {
        let state = host.state
        var choice: [SetCard] = []
        func pick(from start: Int) -> Bool {
            if choice.count == state.variant.choiceSize { return !state.variant.isMatch(choice, chain: state.chain) }
            for next in start ..< state.table.count {
                choice.append(state.table[next])
                if pick(from: next + 1) { return true }
                choice.removeLast()
            }
            return false
        }
        return pick(from: 0) ? places(choice) : nil
    }

    var aSetIfAny: [Int]? {
        let state = host.state
        let found = Set((state.puzzle?.found ?? []).map(Set.init))
        return state.variant.matches(among: state.table, chain: state.chain)
            .first { !found.contains(Set($0)) }
            .map(places)
    }

    /// The cards' places in the rules' deck, as the wire names them.
    func places(_ cards: [SetCard]) -> [Int] { cards.map { host.state.variant.deck.position(of: $0)! } }
}

extension Caller {
    /// A computer on a network of its own (as every IPv4 address is).
    static func computer(_ address: String) -> Caller { Caller(computer: address, network: address) }
}
