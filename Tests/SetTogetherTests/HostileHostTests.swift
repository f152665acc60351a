import GameSupport
import PropertyBased
import SetCore
@testable import SetTogether
import Testing

/// A joining player's app against a host that sends what no honest host sends: each such
/// message is refused whole, the last good state stays, and the player has left the game.
@Suite struct HostileHostTests {
    /// A replica in a game under way as player 1, with the honest state it last had.
    static func playing() -> (TogetherReplica, TogetherState) {
        var room = Room.started()
        room.send(.claim(cards: room.aSet, table: room.host.state.version), on: 1)
        return (room.replicas[1]!, room.host.state)
    }

    static let token = String(repeating: "0f", count: 16)

    /// The lies of the hostile hosts that crashed 0.3, and a few more.
    static let lies: [(String, @Sendable (inout TogetherState) -> Void)] = [
        ("a deck of Int.max cards", { $0.deckCount = .max }),
        ("a deck of Int.min cards", { $0.deckCount = .min }),
        ("a negative deck", { $0.deckCount = -5 }),
        ("a score of Int.min", { $0.players[0].score = .min }),
        ("a score above the Sets found", { $0.players[0].score = 50 }),
        ("a player Int.max with no name", { $0.players.append(.init(id: .max, name: "")) }),
        ("a player numbered twice", { $0.players.append(.init(id: 1, name: "Twin")) }),
        ("no host", { $0.players.removeAll { $0.id == 0 } }),
        ("nine players", { state in for id in 2..<9 where state.player(id) == nil { state.players.append(.init(id: id, name: "")) }; state.players.append(.init(id: 7, name: "x")) }),
        ("a card twice on the table", { $0.table[1] = $0.table[0] }),
        ("a table of 24 cards", { $0.table = Array(SetCard.deck.prefix(24)); $0.deckCount = 81 - 24 - 3 * $0.players.map(\.sets).reduce(0, +) }),
        ("cards unaccounted for", { $0.deckCount -= 3 }),
        ("a name of a letter and 1,990 accents", { $0.players[0].name = "a" + String(repeating: "\u{301}", count: 1990) }),
        ("a name with a control character", { $0.players[0].name = "Ann\u{7}" }),
        ("a claim by nobody", { $0.lastClaim = .init(player: 5, cards: Array(SetCard.deck.prefix(3)), wasSet: true) }),
        ("a claim called a Set that is none", { state in
            let table = state.table
            state.lastClaim = .init(player: 0, cards: Array(table.prefix(3)), wasSet: true)
        }),
        ("a claim of a card of another deck", { $0.lastClaim = .init(player: 0, cards: [SetCard.deck[0], SetCard.deck[1], SetDeck.four.cards[9]],
                                                                                    wasSet: false) }),
        ("a version from the past", { $0.version = 0 }),
        ("a version of Int.max", { $0.version = .max }),
        ("an end while playing", { $0.ending = .deckOut }),
        ("back to the lobby", { $0.phase = .lobby }),
        ("a player gone but connected", { $0.players[0].gone = true; $0.players[0].connected = true }),
        ("Sets of Int.max", { $0.players[0].sets = .max }),
    ]

    @Test func everyLieIsRefusedWholeAndTheLastGoodStateStays() {
        for (lie, tell) in Self.lies {
            var (replica, honest) = Self.playing()
            var state = honest
            tell(&state)
            replica.receive(.state(state))
            #expect(replica.standing == .hostMisbehaved, "\(lie)")
            #expect(replica.state == honest, "\(lie)")
            replica.receive(.state(honest))
            #expect(replica.standing == .hostMisbehaved, "nothing is taken from that host any more (\(lie))")
        }
    }

    @Test func aStateWithoutThisPlayerIsRefused() {
        var (replica, honest) = Self.playing()
        honest.players.removeAll { $0.id == 1 }
        honest.players[0].sets = 1
        honest.players[0].score = 1
        replica.receive(.state(honest))
        #expect(replica.standing == .hostMisbehaved)
    }

    @Test func welcomesMustBeOneOfTheGamesSeatsWithAProperToken() {
        for welcome in [HostMessage.welcome(player: 0, token: Self.token), .welcome(player: 8, token: Self.token),
                        .welcome(player: .max, token: Self.token), .welcome(player: 1, token: "guessable"),
                        .welcome(player: 1, token: String(repeating: "G", count: 32))] {
            var replica = TogetherReplica()
            replica.receive(welcome)
            #expect(replica.standing == .hostMisbehaved, "\(welcome)")
        }
        var rejoining = TogetherReplica(rejoining: 3, token: Self.token)
        rejoining.receive(.welcome(player: 4, token: Self.token))
        #expect(rejoining.standing == .hostMisbehaved, "a rejoin seats the player who left")
        var twice = TogetherReplica()
        twice.receive(.welcome(player: 1, token: Self.token))
        twice.receive(.welcome(player: 2, token: Self.token))
        #expect(twice.standing == .hostMisbehaved)
    }

    @Test func bytesThatAreNoMessageEndTheGameForThisPlayer() {
        var (replica, _) = Self.playing()
        replica.heardNonsense()
        #expect(replica.standing == .hostMisbehaved)
        replica.connectionLost()
        #expect(replica.standing == .hostMisbehaved, "and it does not try to rejoin")
        #expect(replica.rejoin(name: "Ann", code: "123456") == nil)
    }

    @Test func everyStateAnHonestHostSendsInRandomPlayIsPossible() {
        for seed in 0..<20 as Range<UInt64> {
            var random = SeededGenerator(seed: seed)
            var room = Room(seed: seed)
            for connection in 1...Int.random(in: 1...7, using: &random) { room.join(connection, name: "P\(connection)") }
            room.start()
            var previous = room.host.state
            for _ in 0..<200 where room.host.state.phase == .playing {
                let open = room.replicas.keys.filter { room.closed[$0] == nil }
                let connection = open.randomElement(using: &random) ?? 1
                let cards = Bool.random(using: &random) ? room.aSetIfAny : room.notASetIfAny
                if let cards { room.send(.claim(cards: cards, table: room.host.state.version), on: connection) }
                room.now += 0.3
                let state = room.host.state
                #expect(state.isPossible && previous.canBeFollowed(by: state), "seed \(seed)")
                previous = state
            }
            for replica in room.replicas.values { #expect(replica.standing != .hostMisbehaved) }
        }
    }

    @Test func randomStatesAreEitherRefusedOrWithinEveryBound() async {
        await propertyCheck(input: Gen.int(in: -3...90).array(of: 0...24), Gen.int(in: -100...100).array(of: 1...10),
                            Gen.int(in: -2...10).array(of: 1...10), Gen.int(in: -2...90)) { table, scores, ids, deck in
            var state = TogetherState()
            state.phase = .playing
            state.version = 1
            state.table = table.compactMap(SetCard.init(index:))
            state.deckCount = deck
            state.players = zip(ids, scores).map { TogetherState.Player(id: $0, name: "", sets: max(0, $1 / 10), score: $1) }
            guard state.isPossible else { return }
            #expect((0...81).contains(state.deckCount) && state.table.count <= TogetherState.largestTable(.standard))
            #expect(Set(state.table).count == state.table.count)
            #expect(state.players.allSatisfy { (0..<8).contains($0.id) && $0.score >= TogetherState.lowestScore && $0.score <= 27 })
        }
    }
}
