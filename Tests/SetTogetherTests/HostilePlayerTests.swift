import GameSupport
import SetCore
@testable import SetTogether
import Testing

/// A host against players (or anybody on the network) who do what no Pastimes does.
@Suite struct HostilePlayerTests {
    @Test func aConnectionThatHasNotJoinedMaySayOneThingAndThatIsAJoin() {
        var room = Room()
        room.apply(room.host.connected(1, from: .computer("10.0.0.2"), at: room.now))
        let leave = TogetherWire.encode(ClientMessage.leave)
        #expect(room.host.received(leave, on: 1, at: room.now) == [.close(1, .outOfOrder, after: 0)])
        for _ in 0..<100_000 { #expect(room.host.received(leave, on: 1, at: room.now).isEmpty) }
        #expect(room.host.state.players.count == 1, "nothing changed, nothing to redraw")
    }

    @Test func aConnectionThatDoesNotJoinInTimeIsClosed() {
        var room = Room()
        room.apply(room.host.connected(1, from: .computer("10.0.0.2"), at: room.now))
        room.join(2)
        room.now += TogetherHost.joinWindow - 0.5
        #expect(room.host.tick(at: room.now).isEmpty)
        room.now += 1
        #expect(room.host.tick(at: room.now) == [.close(1, .tooSlow, after: 0)])
        #expect(room.host.tick(at: room.now + 5).isEmpty, "once, and the player who joined stays")
        #expect(room.host.state.player(1) != nil)
    }

    @Test func wrongCodesCountForEveryConnectionAlreadyOpenAndAreCheckedAtEachJoin() {
        var room = Room()
        let wrong = room.host.code == "000000" ? "111111" : "000000"
        // Many connections first, codes after: the block reaches those opened before it.
        for connection in 1...20 { room.apply(room.host.connected(connection, from: .computer("loopback"), at: room.now)) }
        for connection in 1...WrongCodes.perMinute {
            room.send(.join(name: "x", code: wrong, token: nil), on: connection)
        }
        room.send(.join(name: "x", code: room.host.code, token: nil), on: 20)
        #expect(room.closed[20] == .tooManyAttempts, "the right code from a blocked address is not even tried")
        #expect(room.host.state.players.count == 1)
    }

    @Test func aCopiedTokenDoesNotTakeASeatWhileItsOwnerIsConnected() throws {
        var room = Room.started()
        let token = try #require(room.replicas[1]?.token)
        room.join(2, name: "Thief", token: token, from: "10.0.0.66")
        #expect(room.closed[2] == .seatInUse)
        #expect(room.closed[1] == nil && room.replicas[1]?.standing == .playing(as: 1), "Ann plays on, undisturbed")
        #expect(room.host.state.player(1)?.connected == true)
        // Once her connection is gone, the token is hers, or whoever holds it: the first to come back.
        room.drop(1)
        room.join(3, name: "Ann", token: token)
        #expect(room.replicas[3]?.standing == .playing(as: 1))
    }

    @Test func anAppRejoiningWhileItsOldConnectionLingersTriesAgain() throws {
        var room = Room.started()
        let token = try #require(room.replicas[1]?.token)
        // Ann's network changed: her app has lost the connection, the host has not yet.
        var rejoining = TogetherReplica(rejoining: 1, token: token)
        room.replicas[4] = rejoining
        room.apply(room.host.connected(4, from: .computer("10.0.0.3"), at: room.now))
        room.send(try #require(rejoining.rejoin(name: "Ann", code: room.host.code)), on: 4)
        #expect(room.closed[4] == .seatInUse)
        #expect(room.replicas[4]?.standing == .reconnecting(as: 1), "not an answer to give up on")
        rejoining = try #require(room.replicas[4])
        rejoining.connectionLost()
        #expect(rejoining.rejoin(name: "Ann", code: room.host.code) != nil, "the app asks again")
        // The host lets the silent connection go; the next attempt takes the seat back.
        room.drop(1)
        room.replicas[5] = rejoining
        room.apply(room.host.connected(5, from: .computer("10.0.0.3"), at: room.now))
        room.send(try #require(rejoining.rejoin(name: "Ann", code: room.host.code)), on: 5)
        #expect(room.replicas[5]?.standing == .playing(as: 1))
        var fresh = TogetherReplica()
        fresh.receive(.refused(.seatInUse))
        #expect(fresh.standing == .refused(.seatInUse), "a player joining anew is simply refused")
    }

    @Test func tokensComeFromTheSecretsNotFromTheGamesGenerator() {
        // Every token is 128 bits of the secrets source, in hexadecimal.
        struct Steady: RandomNumberGenerator, Sendable {
            mutating func next() -> UInt64 { 0x0123_4567_89AB_CDEF }
        }
        var host = TogetherHost(hostName: "Host", secrets: Steady())
        _ = host.connected(1, from: .computer("10.0.0.2"), at: 0)
        let effects = host.received(TogetherWire.encode(ClientMessage.join(name: "Ann", code: host.code, token: nil)), on: 1, at: 0)
        #expect(effects.first == .send(.welcome(player: 1, token: "0123456789abcdef0123456789abcdef"), to: 1))
    }

    @Test func aPlayerWhoJoinsTwiceLearnsNothingOfTheNextToken() {
        var room = Room()
        room.join(1)
        room.join(2)
        let mine = [room.replicas[1]?.token, room.replicas[2]?.token].compactMap { $0 }
        room.join(3, name: "Bea")
        let hers = room.replicas[3]?.token
        // A thief who knows the table's seed and every token so far still does not have hers:
        // a host with the same table seed but other secrets hands out other tokens.
        var other = Room(seed: 7)
        other.host = TogetherHost(hostName: "Host", secrets: SeededGenerator(seed: 8))
        other.join(1)
        other.join(2)
        other.join(3, name: "Bea")
        #expect(hers != nil && hers != other.replicas[3]?.token && !mine.contains(hers!))
        #expect(mine.allSatisfy(RejoinToken.isWellFormed))
    }

    @Test func aNameOfALetterAndThousandsOfAccentsIsShortAndTheStateStaysSmall() {
        let vandal = "a" + String(repeating: "\u{301}", count: 1990)
        let cleaned = PlayerName.cleaned(vandal)
        #expect(cleaned.utf8.count <= PlayerName.maximumBytes && cleaned.unicodeScalars.count <= PlayerName.maximumScalarsPerCharacter)
        #expect(PlayerName.isClean(cleaned))
        // The largest state there can be still travels: every card of the largest deck on the table.
        var state = TogetherState()
        state.phase = .playing
        state.rules = .play(.fourSet)
        state.version = state.latestVersion
        state.table = SetDeck.four.cards
        state.chain = Array(SetDeck.four.cards.suffix(4))
        state.deckCount = 0
        let longest = PlayerName.cleaned(String(repeating: "\u{1F600}", count: 40))
        state.players = (0..<8).map { .init(id: $0, name: longest, sets: 0, score: TogetherState.lowestScore, connected: false, gone: false) }
        state.lastClaim = .init(player: 7, cards: Array(SetDeck.four.cards.prefix(4)), wasSet: false)
        #expect(TogetherWire.encode(HostMessage.state(state)).count < TogetherWire.maximumBytes)
    }

    @Test func namesAreCleanedByCharacterAndByByte() {
        #expect(PlayerName.cleaned("  Ann\u{7}\n ") == "Ann")
        #expect(PlayerName.cleaned(String(repeating: "é", count: 50)).count == 32)
        #expect(PlayerName.cleaned(String(repeating: "語", count: 50)).utf8.count <= 64)
        #expect(PlayerName.cleaned("\u{202E}\t").isEmpty)
        #expect(PlayerName.cleaned("\u{200B}\u{301}Zoë") == "Zoë" || PlayerName.isClean(PlayerName.cleaned("\u{200B}\u{301}Zoë")))
    }

    @Test func scoresStopAtTheLowestAWrongTrioCanTake() {
        var room = Room.started()
        for step in 0..<1100 {
            room.now += 1
            room.send(.claim(cards: room.notASet, table: room.host.state.version), on: 1)
            if step % 100 == 0 { #expect(room.closed.isEmpty) }
        }
        #expect(room.host.state.player(1)?.score == TogetherState.lowestScore)
        #expect(room.host.state.isPossible)
    }
}
