import GameSupport
import SetCore
@testable import SetTogether
import Testing

/// Random play by several connections (joins with right and wrong codes, claims of Sets, of
/// wrong trios, of stale and impossible cards, noise, drops, rejoins, time passing): the host
/// never awards a Set twice, never deals a card twice, and every player's copy agrees with it.
@Suite struct TogetherPropertyTests {
    @Test(arguments: 0..<40 as Range<UInt64>)
    func randomPlayKeepsTheGameWhole(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        var room = Room(seed: seed)
        var nextConnection = 1
        var tokens: [String] = []
        var lastVersion = 0
        for step in 0..<400 {
            let open = room.replicas.keys.filter { room.closed[$0] == nil }.sorted()
            let connection = open.randomElement(using: &random) ?? 0
            let version = room.host.state.version
            switch Int.random(in: 0..<12, using: &random) {
            case 0, 1:
                let code = Bool.random(using: &random) ? room.host.code : "12345\(step % 10)"
                room.join(nextConnection, code: code, token: Bool.random(using: &random) ? tokens.randomElement(using: &random) : nil,
                          from: "10.0.\(step % 3).1")
                nextConnection += 1
            case 2 where room.host.state.phase == .lobby: room.start()
            case 3, 4:
                if let cards = room.aSetIfAny ?? room.notASetIfAny { room.send(.claim(cards: cards, table: version), on: connection) }
            case 5:
                if let cards = room.notASetIfAny {
                    room.send(.claim(cards: cards, table: version - Int.random(in: 0...2, using: &random)), on: connection)
                }
            case 6:
                let cards = (0..<3).map { _ in Int.random(in: -2...83, using: &random) }
                room.send(.claim(cards: cards, table: Int.random(in: -1...version + 1, using: &random)), on: connection)
            case 7:
                room.send(bytes: (0..<Int.random(in: 0...40, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) },
                          on: connection)
            case 8 where !open.isEmpty:
                if let token = room.replicas[connection]?.token { tokens.append(token) }
                room.drop(connection)
            case 9:
                room.now += Double.random(in: 0...30, using: &random)
                room.apply(room.host.tick(at: room.now))
            case 10 where room.host.state.phase == .playing:
                if let set = SetSolver.firstSet(among: room.host.state.table) { room.apply(room.host.claimAsHost(set.cards)) }
            default:
                room.now += 0.3
            }
            let state = room.host.state
            #expect(Set(state.table).count == state.table.count)
            #expect(state.table.count + state.deckCount + 3 * state.players.map(\.sets).reduce(0, +) == 81, "step \(step)")
            #expect(state.version >= lastVersion)
            #expect(state.players.filter { !$0.gone }.count <= TogetherHost.maximumPlayers)
            #expect(state.players.allSatisfy { $0.sets >= 0 })
            lastVersion = state.version
            for (id, replica) in room.replicas where room.closed[id] == nil {
                if case .playing = replica.standing { #expect(replica.state == state, "connection \(id) is behind") }
            }
        }
    }
}
