import GameSupport
import SetCore
@testable import SetTogether

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
                       from address: String = "10.0.0.2", network: String? = nil) -> TogetherReplica {
        replicas[connection] = TogetherReplica()
        apply(host.connected(connection, from: Caller(computer: address, network: network ?? address), at: now))
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
    mutating func playToTheEnd() {
        while host.state.phase == .playing {
            send(.claim(cards: aSet, table: host.state.version), on: 1)
            now += 1
        }
    }

    /// A Set on the table as the host has it.
    var aSet: [Int] { SetSolver.firstSet(among: host.state.table)!.cards.map { Int($0.index) } }

    /// Three cards on the table that are not a Set.
    var notASet: [Int] { notASetIfAny! }

    var notASetIfAny: [Int]? {
        let table = host.state.table
        for a in table.indices { for b in a + 1 ..< table.count { for c in b + 1 ..< table.count
            where !SetCard.formSet(table[a], table[b], table[c]) {
            return [table[a], table[b], table[c]].map { Int($0.index) }
        } } }
        return nil
    }

    var aSetIfAny: [Int]? { SetSolver.firstSet(among: host.state.table).map { $0.cards.map { Int($0.index) } } }
}

extension Caller {
    /// A computer on a network of its own (as every IPv4 address is).
    static func computer(_ address: String) -> Caller { Caller(computer: address, network: address) }
}
