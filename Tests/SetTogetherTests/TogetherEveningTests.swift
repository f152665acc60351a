import GameSupport
import SetCore
import SetFeature
@testable import SetTogether
import Testing

/// A game night as the host runs it: the rules chosen in the lobby, latecomers who watch and
/// then play, game after game.
@Suite struct TogetherEveningTests {
    @Test func theHostChoosesJuniorInTheLobbyAndEverybodyPlaysIt() {
        var room = Room()
        room.join(1)
        room.apply(room.host.choose(.play(.junior)))
        #expect(room.replicas[1]?.state.variant == .junior && room.replicas[1]?.state.deckCount == 27,
                "the players see the choice before the start")
        #expect(room.host.choose(.play(.junior)).isEmpty, "choosing it again says nothing")
        room.start()
        let state = room.host.state
        #expect(state.table.allSatisfy { $0[.third] == 0 } && state.deckCount == 27 - state.table.count)
        #expect(state.isPossible && room.replicas[1]?.state == state)
        #expect(room.host.choose(.play(.standard)).isEmpty, "not once the game has begun")
        room.playToTheEnd()
        #expect(room.host.state.player(1)?.sets == 9, "27 cards: nine Sets at most")
        room.apply(room.host.playAgain())
        #expect(room.host.state.variant == .junior && room.host.state.table.allSatisfy { $0[.third] == 0 },
                "the next game keeps the rules")
    }

    @Test func aLatecomerWatchesTheGameAndPlaysTheNext() {
        var room = Room.started()
        room.join(2, name: "Bo", from: "10.0.0.3")
        #expect(room.replicas[2]?.standing == .playing(as: 2), "seated, with a token to come back")
        #expect(room.host.state.player(2)?.watching == true && room.replicas[2]?.state.player(2)?.watching == true)
        let version = room.host.state.version
        room.send(.claim(cards: room.aSet, table: version), on: 2)
        #expect(room.host.state.version == version && room.host.state.player(2)?.sets == 0 && room.closed[2] == nil,
                "a watcher's claim is not judged, nor punished")
        room.playToTheEnd()
        room.apply(room.host.playAgain())
        #expect(room.host.state.player(2)?.watching == false, "seated at the next game")
        room.send(.claim(cards: room.aSet, table: room.host.state.version), on: 2)
        #expect(room.host.state.player(2)?.sets == 1)
    }

    @Test func aWatcherWhoLeavesLeavesNoLine() {
        var room = Room.started()
        room.join(2, name: "Bo", from: "10.0.0.3")
        room.send(.leave, on: 2)
        #expect(room.host.state.player(2) == nil, "nothing to keep: they never played")
        room.join(3, name: "Cy", from: "10.0.0.4")
        #expect(room.replicas[3]?.standing == .playing(as: 2), "the number is free again")
        room.apply(room.host.remove(2))
        #expect(room.host.state.player(2) == nil && room.closed[3] == .removed)
        #expect(room.host.state.isPossible)
    }

    @Test func statesThatBreakTheVariantOrTheWatchersRulesAreImpossible() {
        // A Junior game just dealt, with a watcher: every count adds up.
        var honest = TogetherState()
        honest.phase = .playing
        honest.rules = .play(.junior)
        honest.version = 1
        honest.table = Array(SetVariant.junior.deck.cards.prefix(12))
        honest.deckCount = 15
        honest.players = [.init(id: 0, name: "Host"), .init(id: 1, name: "Ann"), .init(id: 2, name: "Bo", watching: true)]
        #expect(honest.isPossible)
        var lying = honest
        lying.table[11] = SetCard.deck.first { $0[.third] != 0 && !honest.table.contains($0) }!
        #expect(!lying.isPossible, "a junior deck has no striped or open cards")
        for other in [SetCard(index: 100)!, SetCard(index: 300)!] {   // a MegaSet card, a 4Set card
            lying.table[11] = other
            #expect(!lying.isPossible, "no card of a bigger deck on a shared table")
        }
        lying = honest
        lying.lastClaim = .init(player: 1, cards: [SetCard(index: 81)!, SetCard(index: 300)!, SetCard(index: 498)!], wasSet: false)
        #expect(!lying.isPossible, "a claim of cards of other decks")
        lying = honest
        lying.rules = .play(.chain)
        #expect(!lying.isPossible, "Junior's counts are no Set-Chain game's")
        lying = honest
        lying.players[2].score = -1
        #expect(!lying.isPossible, "a watcher has no points, not even lost ones")
        lying = honest
        lying.lastClaim = .init(player: 2, cards: Array(honest.table.prefix(3)),
                                wasSet: SetCard.formSet(honest.table[0], honest.table[1], honest.table[2]))
        #expect(!lying.isPossible, "a watcher makes no claims")
        lying.lastClaim = .init(player: 1, cards: lying.lastClaim!.cards, wasSet: lying.lastClaim!.wasSet)
        #expect(lying.isPossible == !lying.lastClaim!.wasSet, "the same claim by a player is judged as usual")
        var lobby = TogetherState()
        lobby.players = [.init(id: 0, name: "Host"), .init(id: 1, name: "Ann", watching: true)]
        lobby.deckCount = 81
        #expect(!lobby.isPossible, "nobody watches a game not begun")
    }

    @MainActor @Test func thoseWhoOnlyWatchedNeitherWinNorCountAsRivals() {
        var state = TogetherState()
        state.phase = .over
        state.ending = .deckOut
        state.players = [.init(id: 0, name: "Host", score: -1), .init(id: 1, name: "Ann", score: -2), .init(id: 2, name: "Bo", watching: true)]
        let game = TogetherModel.finishedGame(state, ending: .deckOut, me: 0, at: 1000)
        #expect(game.won && game.result == "Won against 1 player")
        #expect(SetPresentation.ending(of: state, me: 1)?.summary.hasPrefix("No Sets are left. Host won with -1 points.") == true)
    }
}
