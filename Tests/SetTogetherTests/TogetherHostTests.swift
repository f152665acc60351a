import GameSupport
import SetCore
@testable import SetTogether
import Testing

@Suite struct TogetherJoiningTests {
    @Test func aPlayerWithTheCodeJoinsAndEverybodySeesTheLobby() {
        var room = Room()
        let code = room.host.code
        #expect(code.count == 6 && code.allSatisfy(\.isNumber))
        room.join(1, name: "Ann")
        room.join(2, name: "Ben")
        #expect(room.replicas[1]?.standing == .playing(as: 1))
        #expect(room.replicas[2]?.standing == .playing(as: 2))
        #expect(room.replicas[1]?.state.players.map(\.name) == ["Host", "Ann", "Ben"])
        #expect(room.replicas[1]?.state.phase == .lobby)
    }

    @Test func aWrongCodeIsRefusedAfterADelayAndRepeatedOnesBlockTheAddress() {
        var room = Room()
        let wrong = room.host.code == "000000" ? "111111" : "000000"
        room.join(1, code: wrong, from: "10.0.0.9")
        #expect(room.closed[1] == .wrongCode)
        room.apply(room.host.connected(2, from: .computer("10.0.0.9"), at: room.now))
        #expect(room.host.received(TogetherWire.encode(ClientMessage.join(name: "x", code: wrong, token: nil)), on: 2, at: room.now)
            == [.close(2, .wrongCode, after: TogetherHost.wrongCodeDelay)])
        for connection in 3...5 { room.join(connection, code: wrong, from: "10.0.0.9") }
        #expect(room.closed[5] == .tooManyAttempts)
        room.now += 10
        room.join(6, from: "10.0.0.9")
        #expect(room.closed[6] == .tooManyAttempts, "even with the right code, for a while")
        room.join(7, from: "10.0.0.10")
        #expect(room.replicas[7]?.standing == .playing(as: 1), "other addresses are not blocked")
        room.now += WrongCodes.blockedFor
        room.join(8, from: "10.0.0.9")
        #expect(room.replicas[8]?.standing == .playing(as: 2), "and the block passes")
    }

    /// Wrong codes from one computer, `perMinute - 1` a minute (never blocked by the minute).
    func patientGuesses(in room: inout Room, from address: String, network: String? = nil, minutes: Int, first: ConnectionID) {
        let wrong = room.host.code == "000000" ? "111111" : "000000"
        var connection = first
        for _ in 0..<minutes {
            for _ in 1..<WrongCodes.perMinute {
                room.join(connection, code: wrong, from: address, network: network)
                connection += 1
            }
            room.now += 61
        }
    }

    @Test func patientGuessingIsStoppedForTheRestOfTheGame() {
        var room = Room()
        patientGuesses(in: &room, from: "10.0.0.9", minutes: 4, first: 100)
        let answers = (100..<(100 + WrongCodes.perGame)).map { room.closed[$0] }
        #expect(answers == Array(repeating: .wrongCode, count: WrongCodes.perGame - 1) + [.blockedForTheGame],
                "never blocked by the minute, until the game's allowance is spent")
        room.now += 3600
        room.join(1, from: "10.0.0.9")
        #expect(room.closed[1] == .blockedForTheGame, "an hour later, and with the right code")
        room.join(2, from: "10.0.0.8")
        #expect(room.replicas[2]?.standing == .playing(as: 1), "a neighbour is not blocked")
    }

    @Test func oneIPv6ComputersWrongCodesBlockNoNeighbourButANetworkIsCountedWhole() {
        var room = Room()
        let wrong = room.host.code == "000000" ? "111111" : "000000"
        for connection in 1...WrongCodes.perMinute { room.join(connection, code: wrong, from: "fd00::9", network: "fd00::/64") }
        #expect(room.closed[WrongCodes.perMinute] == .tooManyAttempts)
        room.join(10, from: "fd00::8", network: "fd00::/64")
        #expect(room.replicas[10]?.standing == .playing(as: 1), "a neighbour's typos lock nobody out")
        // One computer taking address after address of its network gains nothing.
        var blocked = false
        for attempt in 0..<(WrongCodes.perMinute * WrongCodes.networkFactor) {
            room.join(20 + attempt, code: wrong, from: "fd00::\(100 + attempt)", network: "fd00::/64")
            blocked = blocked || room.closed[20 + attempt] == .tooManyAttempts
        }
        #expect(blocked)
        room.join(99, from: "fd00::7", network: "fd00::/64")
        #expect(room.closed[99] == .tooManyAttempts, "the whole network waits")
        room.join(98, from: "fd01::7", network: "fd01::/64")
        #expect(room.replicas[98]?.standing == .playing(as: 2), "another network does not")
    }

    @Test func theGameHoldsEightPlayersWatchersAmongThem() {
        var room = Room()
        for connection in 1...7 { room.join(connection) }
        room.join(8)
        #expect(room.closed[8] == .gameFull)
        room.drop(7)
        room.join(9)
        #expect(room.replicas[9]?.standing == .playing(as: 7), "a seat left in the lobby is free again")
        room.start()
        room.drop(9)
        room.join(10)
        #expect(room.closed[10] == .gameFull, "a seat waiting for its player is not free")
    }

    @Test func namesAreShownAsTextOnly() {
        #expect(PlayerName.cleaned("  Ann\u{7}\n ") == "Ann")
        #expect(PlayerName.cleaned(String(repeating: "é", count: 50)).count == 32)
        #expect(PlayerName.cleaned("\u{202E}\t").isEmpty)
    }

    @Test func anEmojiOfSeveralCodePointsStaysWholeButLoneJoinersAndControlsGo() {
        let family = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}"           // 👨‍👩‍👧, one picture
        let firefighter = "\u{1F9D1}\u{1F3FD}\u{200D}\u{1F692}"             // 🧑🏽‍🚒
        let scotland = "\u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}"
        for emoji in [family, firefighter, scotland, "\u{2764}\u{FE0F}", "\u{1F1EB}\u{1F1F7}"] {
            #expect(PlayerName.cleaned("The \(emoji) team") == "The \(emoji) team")
            #expect(PlayerName.isClean(PlayerName.cleaned(emoji)))
        }
        #expect(PlayerName.cleaned("Ann\u{200D}a") == "Anna", "a joiner between letters is no emoji's")
        #expect(PlayerName.cleaned("\u{202E}\(family)\u{202C}") == family, "bidi controls still go")
        #expect(PlayerName.cleaned("1\u{FE0F}\u{20E3}") == "1\u{FE0F}\u{20E3}", "a keycap")
        #expect(PlayerName.cleaned(String(repeating: family, count: 10)).utf8.count <= PlayerName.maximumBytes)
        #expect(ShownName.cleaned("Kim \(family)\u{202E}", longest: 20) == "Kim \(family)")
    }

    @Test func namesPassForNothingElse() {
        // Blanks that are not spaces: Hangul fillers, the Braille blank, zero-width marks.
        #expect(PlayerName.cleaned("\u{3164}").isEmpty && PlayerName.cleaned("\u{115F}\u{1160}\u{FFA0}").isEmpty)
        #expect(PlayerName.cleaned("\u{2800}\u{200B}\u{034F}\u{FE0F}").isEmpty)
        #expect(PlayerName.cleaned("Ada\u{3164}") == "Ada")
        // Spaces of every kind, as one plain space.
        #expect(PlayerName.cleaned("Ada \u{3000}\u{00A0}  Lovelace") == "Ada Lovelace")
        // The screens' own words in brackets.
        #expect(PlayerName.cleaned("Ada (host)") == "Ada host")
        #expect(PlayerName.cleaned("Bea [reconnecting…]") == "Bea reconnecting…")
        #expect(PlayerName.isClean("Zoë 2") && !PlayerName.isClean("Ada (host)"))
    }

    @Test func twoPlayersAreNeverNamedAlike() {
        var room = Room()   // the host is "Host"
        room.join(1, name: "Ann")
        room.join(2, name: "ann")
        room.join(3, name: "ANN\u{3164}")
        room.join(4, name: "host")
        room.join(5, name: String(repeating: "x", count: 32))
        room.join(6, name: String(repeating: "X", count: 32))
        let names = room.host.state.players.map(\.name)
        #expect(names == ["Host", "Ann", "ann 2", "ANN 3", "host 2", String(repeating: "x", count: 32), String(repeating: "X", count: 30) + " 2"])
        #expect(names.allSatisfy(PlayerName.isClean))
        #expect(names.allSatisfy { $0.count <= PlayerName.maximumCharacters })
    }

    @Test func messagesOutOfOrderEndTheConnection() {
        var room = Room()
        room.apply(room.host.connected(1, from: .computer("10.0.0.2"), at: room.now))
        room.send(.claim(cards: [0, 1, 2], table: 0), on: 1)
        #expect(room.closed[1] == .outOfOrder, "a claim before joining")
        room.join(2)
        room.send(.claim(cards: [0, 1, 2], table: 0), on: 2)
        #expect(room.closed[2] == .outOfOrder, "a claim before the game started")
        room.join(3)
        room.send(.join(name: "again", code: room.host.code, token: nil), on: 3)
        #expect(room.closed[3] == .outOfOrder, "joining twice")
    }
}

@Suite struct TogetherPlayTests {
    @Test func startingDealsOneTableThatEveryPlayerSees() {
        var room = Room()
        room.join(1)
        room.join(2)
        room.start()
        let table = room.host.state.table
        #expect(table.count >= 12 && SetSolver.containsSet(table))
        #expect(room.replicas[1]?.state.table == table && room.replicas[2]?.state.table == table)
        #expect(room.host.state.deckCount == 81 - table.count)
    }

    @Test func twoClaimsForOneSetInOneTickAwardItOnce() {
        var again = Room()
        again.join(1)
        again.join(2)
        again.start()
        let set = again.aSet, version = again.host.state.version
        again.send(.claim(cards: set, table: version), on: 1)
        again.send(.claim(cards: set, table: version), on: 2)
        let players = again.host.state.players
        #expect(players.map(\.sets).reduce(0, +) == 1)
        #expect(players.first { $0.id == 1 }?.score == 1 && players.first { $0.id == 2 }?.score == 0, "the later claim costs nothing")
        #expect(again.replicas[2]?.lastAnswer == .late)
        #expect(again.closed.isEmpty)
        #expect(again.replicas[2]?.state == again.host.state && again.replicas[1]?.state == again.host.state)
    }

    @Test func aWrongTrioCostsThePlayerAPoint() {
        var room = Room.started()
        let table = room.host.state.table
        room.send(.claim(cards: room.notASet, table: room.host.state.version), on: 1)
        #expect(room.host.state.player(1)?.score == -1)
        #expect(room.host.state.table == table)
        #expect(room.replicas[1]?.state.lastClaim?.wasSet == false)
    }

    @Test func theHostClaimsOnItsOwnTableAndIsJudgedLikeEveryone() {
        var room = Room.started()
        let wrong = room.notASet.compactMap(SetCard.init(index:))
        room.apply(room.host.claimAsHost(wrong))
        #expect(room.host.state.player(0)?.score == -1 && room.replicas[1]?.state.lastClaim?.player == 0)
        let set = room.aSet.compactMap(SetCard.init(index:))
        room.apply(room.host.claimAsHost(set))
        #expect(room.host.state.player(0)?.sets == 1 && room.replicas[1]?.state == room.host.state)
        let absent = SetCard.deck.filter { !room.host.state.table.contains($0) }.prefix(3)
        #expect(room.host.claimAsHost(Array(absent)).isEmpty, "cards not on the table are no claim")
    }

    @Test func claimingCardsNeverOnTheTableEndsThatPlayersGameOnly() {
        var room = Room()
        room.join(1)
        room.join(2)
        room.start()
        let absent = SetCard.deck.filter { !room.host.state.table.contains($0) }.prefix(3).map { Int($0.index) }
        room.send(.claim(cards: absent, table: room.host.state.version), on: 1)
        #expect(room.closed[1] == .cardsNotOnTable)
        #expect(room.host.state.player(1)?.gone == true)
        room.send(.claim(cards: room.aSet, table: room.host.state.version), on: 2)
        #expect(room.host.state.player(2)?.sets == 1, "the game goes on for the others")
    }

    @Test func claimsFasterThanAPersonAreNotJudged() {
        var room = Room.started()
        for _ in 0..<TogetherHost.claimsPerSecond { room.send(.claim(cards: room.notASet, table: room.host.state.version), on: 1) }
        room.send(.claim(cards: room.aSet, table: room.host.state.version), on: 1)
        #expect(room.replicas[1]?.lastAnswer == .tooFast)
        #expect(room.host.state.player(1)?.sets == 0)
        room.now += 1
        room.send(.claim(cards: room.aSet, table: room.host.state.version), on: 1)
        #expect(room.host.state.player(1)?.sets == 1)
    }

    @Test func theGameEndsWhenTheDeckIsOutAndNoSetIsLeft() {
        var room = Room.started()
        var claims = 0
        while room.host.state.phase == .playing, claims < 40 {
            room.send(.claim(cards: room.aSet, table: room.host.state.version), on: 1)
            room.now += 1
            claims += 1
        }
        let state = room.host.state
        #expect(state.phase == .over && state.ending == .deckOut)
        #expect(state.deckCount == 0 && !SetSolver.containsSet(state.table))
        #expect(state.player(1)?.sets == claims)
        #expect(room.replicas[1]?.standing == .playing(as: 1), "the player stays seated: the host may play again")
        #expect(room.replicas[1]?.state.players == state.players && room.replicas[1]?.state.ending == .deckOut,
                "the final scoreboard agrees")
    }

    @Test func theHostRemovesAPlayerInTheLobbyOrInTheGame() throws {
        var room = Room()
        room.join(1)
        let token = try #require(room.replicas[1]?.token)
        room.join(2, name: "Bo", from: "10.0.0.3")
        #expect(room.host.remove(0).isEmpty, "the host cannot remove itself")
        room.apply(room.host.remove(1))
        #expect(room.closed[1] == .removed && room.replicas[1]?.standing == .refused(.removed))
        #expect(room.host.state.players.map(\.id) == [0, 2], "gone from the lobby's list")
        room.join(3, name: "Ann", token: token)
        #expect(room.closed[3] == .unknownToken, "the removed player's token is given up")
        room.start()
        room.send(.claim(cards: room.aSet, table: room.host.state.version), on: 2)
        room.apply(room.host.remove(2))
        #expect(room.closed[2] == .removed)
        #expect(room.host.state.player(2)?.gone == true && room.host.state.player(2)?.sets == 1, "in a game the score stays")
        #expect(room.host.remove(2).isEmpty, "once is enough")
    }

    @Test func playAgainDealsTheNextGameToTheSamePlayersWithFreshScores() {
        var room = Room()
        room.join(1)
        room.join(2, name: "Bo", from: "10.0.0.3")
        room.start()
        room.playToTheEnd()
        #expect(room.host.playAgain().isEmpty == false)
        #expect(room.host.state.phase == .playing, "not before the deck is out: playing again once is enough")
        #expect(room.host.playAgain().isEmpty, "the game under way is not dealt again")
        room.playToTheEnd()
        let before = room.host.state
        room.drop(1)
        room.apply(room.host.playAgain())
        let next = room.host.state
        #expect(next.round == before.round + 1 && next.phase == .playing && next.ending == nil && next.lastClaim == nil)
        #expect(next.version > before.version, "versions go on counting, so a claim on the last game's table is late")
        #expect(next.players.map(\.id) == before.players.filter { !$0.gone }.map(\.id))
        #expect(next.players.allSatisfy { $0.sets == 0 && $0.score == 0 })
        #expect(next.player(1)?.connected == false, "a player reconnecting keeps the seat")
        #expect(next.table.count >= 12 && next.deckCount == SetCard.deck.count - next.table.count)
        #expect(next.isPossible && before.canBeFollowed(by: next))
        #expect(room.replicas[2]?.state == next, "the players' copies follow into the next game")
    }

    @Test func aClaimOnTheLastGamesTableIsLateNotCheating() {
        var room = Room.started()
        room.playToTheEnd()
        let last = room.host.state
        room.apply(room.host.playAgain())
        let left = last.table.isEmpty ? Array(SetCard.deck.prefix(3)) : Array(last.table.prefix(3))
        let effects = room.host.received(TogetherWire.encode(ClientMessage.claim(cards: left.map { Int($0.index) }, table: last.version)),
                                         on: 1, at: room.now + 5)
        #expect(effects.allSatisfy { if case .close = $0 { false } else { true } }, "nobody is sent away for a claim made a moment before")
    }
}

@Suite struct TogetherConnectionTests {
    @Test func aDroppedPlayerRejoinsWithinAMinuteAndKeepsTheirScore() throws {
        var room = Room()
        room.join(1)
        room.join(2)
        room.start()
        room.send(.claim(cards: room.aSet, table: room.host.state.version), on: 1)
        let token = try #require(room.replicas[1]?.token)
        room.drop(1)
        #expect(room.replicas[2]?.state.player(1)?.connected == false, "the others see Ann reconnecting")
        #expect(room.replicas[1]?.standing == .reconnecting(as: 1))
        room.now += TogetherHost.rejoinWindow - 1
        room.apply(room.host.tick(at: room.now))
        let rejoin = try #require(room.replicas[1]?.rejoin(name: "Ann", code: room.host.code))
        room.replicas[3] = TogetherReplica()
        room.apply(room.host.connected(3, from: .computer("10.0.0.2"), at: room.now))
        room.send(rejoin, on: 3)
        #expect(room.replicas[3]?.standing == .playing(as: 1))
        #expect(room.host.state.player(1)?.sets == 1 && room.host.state.player(1)?.connected == true)
        #expect(token == room.replicas[3]?.token)
    }

    @Test func aSeatedPlayerRejoinsWhateverWrongCodesOthersTriedFromTheSameComputerOrNetwork() throws {
        var room = Room()
        room.join(1, from: "fd00::2", network: "fd00::/64")
        room.join(2, from: "10.0.0.5")
        room.start()
        let ann = try #require(room.replicas[1]?.token), ben = try #require(room.replicas[2]?.token)
        let wrong = room.host.code == "000000" ? "111111" : "000000"
        // Someone on Ann's network guesses until the network is blocked, and from Ben's computer until it is blocked for the game.
        for attempt in 0..<(WrongCodes.perMinute * WrongCodes.networkFactor) {
            room.join(100 + attempt, code: wrong, from: "fd00::\(10 + attempt)", network: "fd00::/64")
        }
        for attempt in 0..<WrongCodes.perGame {
            room.now += 20
            room.join(200 + attempt, code: wrong, from: "10.0.0.5")
        }
        #expect(room.closed[200 + WrongCodes.perGame - 1] == .blockedForTheGame)
        room.drop(1)
        room.drop(2)
        room.join(3, name: "Ann", token: ann, from: "fd00::2", network: "fd00::/64")
        room.join(4, name: "Ben", token: ben, from: "10.0.0.5")
        #expect(room.replicas[3]?.standing == .playing(as: 1) && room.replicas[4]?.standing == .playing(as: 2),
                "a seat's token is no six-digit code: the block does not guard it")
        room.join(5, name: "Cy", from: "10.0.0.5")
        #expect(room.closed[5] == .blockedForTheGame, "without a token the block holds")
        room.drop(4)
        room.join(6, name: "Ben", code: wrong, token: ben, from: "10.0.0.5")
        #expect(room.closed[6] == .wrongCode, "a token comes with the game's code")
    }

    @Test func aRelaunchedAppRejoinsWithTheTokenItKept() throws {
        var room = Room.started()
        room.send(.claim(cards: room.aSet, table: room.host.state.version), on: 1)
        let token = try #require(room.replicas[1]?.token)
        room.drop(1)
        var relaunched = TogetherReplica(rejoining: 1, token: token)
        relaunched.couldNotConnect(nothingListens: false)
        #expect(relaunched.standing == .reconnecting(as: 1), "a network that fails is tried again")
        let rejoin = try #require(relaunched.rejoin(name: "Ann", code: room.host.code))
        room.replicas[5] = relaunched
        room.apply(room.host.connected(5, from: .computer("10.0.0.1"), at: room.now))
        room.send(rejoin, on: 5)
        #expect(room.replicas[5]?.standing == .playing(as: 1) && room.replicas[5]?.state.player(1)?.sets == 1)
    }

    @Test func aJoinOrRejoinThatFindsNobodyEnds() {
        var joining = TogetherReplica()
        joining.couldNotConnect(nothingListens: false)
        #expect(joining.standing == .unreachable)
        var rejoining = TogetherReplica(rejoining: 1, token: "t")
        rejoining.couldNotConnect(nothingListens: true)
        #expect(rejoining.standing == .ended(.hostLeft), "nothing listens: the host has stopped")
        var waiting = TogetherReplica(rejoining: 1, token: "t")
        waiting.gaveUpRejoining()
        #expect(waiting.standing == .unreachable)
    }

    @Test func aPlayerWhoStaysAwayLongerIsGoneButTheirScoreStays() {
        var room = Room.started()
        room.send(.claim(cards: room.aSet, table: room.host.state.version), on: 1)
        let token = room.replicas[1]?.token
        room.drop(1)
        room.now += TogetherHost.rejoinWindow
        room.apply(room.host.tick(at: room.now))
        #expect(room.host.state.player(1)?.gone == true && room.host.state.player(1)?.sets == 1)
        room.join(4, token: token)
        #expect(room.closed[4] == .unknownToken)
    }

    @Test func theHostLeavingEndsTheGameForEverybody() {
        var room = Room()
        room.join(1)
        room.join(2)
        room.start()
        room.apply(room.host.stop())
        #expect(room.replicas[1]?.standing == .ended(.hostLeft) && room.replicas[2]?.standing == .ended(.hostLeft))
    }

    @Test func losingTheHostBeforeTheGameStartsEndsIt() {
        var replica = TogetherReplica()
        replica.receive(.welcome(player: 1, token: String(repeating: "a", count: 32)))
        replica.connectionLost()
        #expect(replica.standing == .ended(.hostLeft))
        #expect(replica.rejoin(name: "Ann", code: "123456") == nil)
    }
}
