import GameSupport
import SetCore
@testable import SetTogether
import Testing

/// The computer at a shared table: seated by the host in the lobby, it looks at what every
/// screen is sent, takes the solo opponent's time, and claims by a player's message.
@Suite struct SharedTableComputerTests {
    /// Ann and the computer at a table of `rules`, dealt; the computer's seat.
    static func room(_ rules: TogetherRules, level: SetOpponent.Level = .hard) -> (Room, PlayerID) {
        var room = Room()
        room.join(1)
        room.apply(room.host.seatComputer(level))
        room.apply(room.host.choose(rules))
        room.start()
        return (room, room.host.computerPlayer!)
    }

    @Test func theHostSeatsOneComputerInTheLobbyOnly() {
        var room = Room()
        room.join(1)
        room.apply(room.host.seatComputer(.easy))
        room.apply(room.host.seatComputer(.hard))
        let computers = room.host.state.players.filter { $0.computer != nil }
        #expect(computers.map(\.computer) == [.hard], "a second choice changes the level, not the count")
        #expect(room.replicas[1]?.state == room.host.state && room.host.state.isPossible, "the players see it seated")
        room.apply(room.host.seatComputer(nil))
        #expect(room.host.computerPlayer == nil && room.host.state.players.count == 2)
        room.start()
        #expect(room.host.seatComputer(.easy).isEmpty, "not once the game has begun")
    }

    @Test(arguments: TogetherRules.all)
    func itClaimsAMatchWhenItsTimeComesByAPlayersMessage(_ rules: TogetherRules) throws {
        var (room, seat) = Self.room(rules)
        var computer = SharedTableComputer(player: seat, level: .hard, seed: 3)
        computer.see(room.host.state, at: room.now)
        let deadline = try #require(computer.deadline)
        #expect(computer.move(on: room.host.state, at: deadline - 0.01) == nil, "not before its time")
        let move = computer.move(on: room.host.state, at: deadline)
        let claim = try #require(move)
        room.apply(room.host.received(TogetherWire.encode(claim), on: TogetherHost.computerConnection, at: deadline))
        #expect(room.host.state.player(seat)?.sets == 1 && room.host.state.lastClaim?.player == seat)
        #expect(room.replicas[1]?.state == room.host.state, "Ann's screen shows the computer's match")
        #expect(computer.move(on: room.host.state, at: deadline + 100) == nil, "one claim for each look")
    }

    @Test func aNewTableStartsItsTimeAgainAndTheSameTableDoesNot() throws {
        var (room, seat) = Self.room(.play(.standard), level: .easy)
        var computer = SharedTableComputer(player: seat, level: .easy, seed: 5)
        computer.see(room.host.state, at: 0)
        let first = try #require(computer.deadline)
        room.send(.claim(cards: room.notASet, table: room.host.state.version), on: 1)
        computer.see(room.host.state, at: 1)
        #expect(computer.deadline == first, "a wrong choice leaves the table as it was")
        room.send(.claim(cards: room.aSet, table: room.host.state.version), on: 1)
        computer.see(room.host.state, at: 2)
        #expect(try #require(computer.deadline) > 2, "Ann's match dealt a table it has not looked at")
    }

    @Test func itNeitherClaimsInThePuzzleWhatIsFoundNorWhileItWatches() throws {
        var (room, seat) = Self.room(.puzzle)
        for _ in 1 ..< room.host.state.puzzle!.matchCount { room.send(.claim(cards: room.aSet, table: room.host.state.version), on: 1) }
        let left = room.aSet
        var computer = SharedTableComputer(player: seat, level: .hard, seed: 1)
        computer.see(room.host.state, at: 0)
        #expect(computer.deadline != nil)
        let claim = computer.move(on: room.host.state, at: 1000)
        #expect(claim == .claim(cards: left, table: room.host.state.version), "the one Set nobody found yet")

        var watching = room.host.state
        watching.players = watching.players.map { var player = $0; player.watching = $0.id == seat; return player }
        var watcher = SharedTableComputer(player: seat, level: .hard, seed: 1)
        watcher.see(watching, at: 0)
        #expect(watcher.deadline == nil && watcher.move(on: watching, at: 1000) == nil)
    }

    @Test func theComputerStaysForTheNextGameAndIsSentNothing() {
        var (room, seat) = Self.room(.play(.junior))
        let sent = room.host.start() + room.host.choose(.play(.standard))
        #expect(sent.isEmpty)
        room.playToTheEnd()
        let effects = room.host.playAgain()
        #expect(room.host.state.player(seat)?.computer == .hard, "Play Again keeps the computer's seat")
        #expect(!effects.contains { if case .send(_, TogetherHost.computerConnection) = $0 { true } else { false } },
                "no network carries the computer's connection")
    }
}
