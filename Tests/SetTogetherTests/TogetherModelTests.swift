import CardTable
import GameSupport
import SetCore
import SetFeature
@testable import SetTogether
import Testing

/// The Set tab's view model in a Together game: what it sends, what it shows before the start
/// and after a refusal, and what it leaves in the statistics.
@MainActor
@Suite struct TogetherModelTests {
    final class Outbox {
        var sent: [ClientMessage] = []
        var finished: [FinishedGame] = []
    }

    static func player(_ outbox: Outbox) -> TogetherModel {
        let model = TogetherModel(role: .player(address: "127.0.0.1:43210"), me: -1, now: { 1000 }) { outbox.sent.append($0) }
        model.onFinished = { outbox.finished.append($0) }
        return model
    }

    /// A player's model in `TogetherTableTests.state()`, as `standing` says.
    static func playing(_ standing: TogetherReplica.Standing = .playing(as: 1)) -> (TogetherModel, Outbox, TogetherState) {
        let outbox = Outbox()
        let model = player(outbox)
        let state = TogetherTableTests.state()
        model.receive(state, standing: standing)
        return (model, outbox, state)
    }

    static func id(_ card: SetCard) -> Int { TableCardID.of(card: Int(card.index), inDeal: TogetherModel.deal) }

    @Test func threeCardsChosenOnScreenAreSentAsOneClaim() {
        let (model, outbox, state) = Self.playing()
        for card in state.table.prefix(3) { model.choose(cardID: Self.id(card)) }
        #expect(outbox.sent == [.claim(cards: state.table.prefix(3).map { Int($0.index) }, table: state.version)])
        model.choose(cardID: Self.id(SetCard.deck[80]))
        model.choose(cardID: 7)   // not a card of this table's deal
        #expect(outbox.sent.count == 1)
        #expect(model.perform(.choose(position: 11)))
        #expect(model.table.selection == [state.table[11]])
        #expect(model.perform(.clearChoice) && model.table.selection.isEmpty)
        #expect(!model.perform(.clearChoice), "Esc with nothing chosen is left to the window")
        #expect(!model.perform(.dealThreeMore), "only the host's rules deal")
    }

    @Test func nothingIsSentWhileReconnecting() {
        let (model, outbox, state) = Self.playing(.reconnecting(as: 1))
        for card in state.table.prefix(3) { model.choose(cardID: Self.id(card)) }
        #expect(outbox.sent.isEmpty)
        #expect(model.presentation(theme: .classic).table.status.contains("reconnecting"))
    }

    @Test func aPointLostIsAMissToShake() {
        var (model, _, state) = Self.playing()
        #expect(!model.missed)
        state.players[1].score -= 1
        model.receive(state, standing: .playing(as: 1))
        #expect(model.missed)
        state.players[0].score -= 1
        model.receive(state, standing: .playing(as: 1))
        #expect(!model.missed, "another player's miss is not this player's")
    }

    @Test func aFinishedGameIsRecordedOnceAndOnlyTheBestScoreWins() {
        var (model, outbox, state) = Self.playing(.playing(as: 0))
        #expect(outbox.finished.isEmpty)
        state.phase = .over
        state.ending = .deckOut
        model.receive(state, standing: .playing(as: 0))
        model.receive(state, standing: .ended(.deckOut))
        #expect(outbox.finished.count == 1)
        let game = outbox.finished[0]
        #expect(game.mode == "Together" && game.won && game.score == 2 && game.found == 2 && game.finishedAt == 1000)
        #expect(!TogetherModel.finishedGame(state, ending: .deckOut, me: 1, at: 0).won)
    }

    @Test func eachGameOfTheEveningIsRecordedOnce() {
        var (model, outbox, state) = Self.playing(.playing(as: 0))
        state.phase = .over
        state.ending = .deckOut
        model.receive(state, standing: .playing(as: 0))
        model.receive(state, standing: .playing(as: 0))
        state.round = 2
        state.phase = .playing
        state.ending = nil
        state.version += 1
        model.receive(state, standing: .playing(as: 0))
        #expect(outbox.finished.count == 1 && !model.isOver)
        state.phase = .over
        state.ending = .deckOut
        model.receive(state, standing: .playing(as: 0))
        #expect(outbox.finished.count == 2)
    }

    @Test func onlyTheHostIsOfferedToPlayAgain() {
        var state = TogetherTableTests.state()
        state.phase = .over
        state.ending = .deckOut
        #expect(SetPresentation.ending(of: state, me: 0)?.offersPlayAgain == true)
        let player = SetPresentation.ending(of: state, me: 1)
        #expect(player?.offersPlayAgain == false && player?.summary.hasSuffix("Stay for the host's next game, or choose a mode to play alone.") == true)
    }

    @Test func aGameTheHostLeftIsUnfinishedAndALobbyIsNoGame() {
        let outbox = Outbox()
        let model = Self.player(outbox)
        var lobby = TogetherTableTests.state()
        lobby.phase = .lobby
        model.receive(lobby, standing: .playing(as: 1))
        model.receive(lobby, standing: .ended(.hostLeft))
        #expect(outbox.finished.isEmpty, "a game that never began is not in the statistics")

        // The host stops hosting before anybody joined: its own state goes from lobby to over.
        let hostOutbox = Outbox()
        let host = TogetherModel(role: .host(code: "123456", addresses: [], port: 43210), me: 0, now: { 1000 }) { _ in }
        host.onFinished = { hostOutbox.finished.append($0) }
        var hosting = TogetherHost(hostName: "Ada", secrets: SeededGenerator(seed: 3))
        host.receive(hosting.state, standing: .playing(as: 0))
        _ = hosting.stop()
        host.receive(hosting.state, standing: .playing(as: 0))
        #expect(hostOutbox.finished.isEmpty, "nor is a game its host stopped before it began")

        let (playing, other, _) = Self.playing()
        playing.receive(TogetherTableTests.state(), standing: .unreachable)
        #expect(other.finished.count == 1 && !other.finished[0].won && other.finished[0].result.hasPrefix("Unfinished"))
        #expect(playing.isOver && !playing.isUnderWay)
    }

    @Test func theLobbySaysHowToJoinAndLetsTheHostStartOnceSomebodyHasJoined() {
        var state = TogetherState()
        state.players = [.init(id: 0, name: "Ada")]
        let role = TogetherModel.Role.host(code: "042917", addresses: ["192.168.1.20", "10.0.0.5"], port: 43210)
        let alone = SetPresentation.Cover(lobbyOf: role, state: state, standing: .playing(as: 0), me: 0)
        #expect(alone?.code == "042 917")
        #expect(alone?.addresses == ["192.168.1.20:43210", "10.0.0.5:43210"], "every address, each with its port, as a player types it")
        let sixToFour = TogetherModel.Role.host(code: "042917", addresses: ["2001:db8::1"], port: 5000)
        #expect(SetPresentation.Cover(lobbyOf: sixToFour, state: state, standing: .playing(as: 0), me: 0)?.addresses == ["[2001:db8::1]:5000"])
        #expect(alone?.showsStart == true && alone?.canStart == false)
        #expect(alone?.players == ["You (host)"])
        state.players.append(.init(id: 1, name: ""))
        let joined = SetPresentation.Cover(lobbyOf: role, state: state, standing: .playing(as: 0), me: 0)
        #expect(joined?.canStart == true && joined?.players == ["You (host)", "Player 2"])
        #expect(joined?.removable == [nil, 1], "the host may remove each player but itself")
        #expect(SetPresentation.Cover(lobbyOf: .player(address: "10.0.0.1:43210"), state: state, standing: .playing(as: 1), me: 1)?
                    .removable == [], "a player removes nobody")
        state.phase = .playing
        #expect(SetPresentation.Cover(lobbyOf: role, state: state, standing: .playing(as: 0), me: 0) == nil, "in play the table shows")
    }

    @Test func theHostChoosesTheRulesInTheLobbyAndThePlayersReadThem() {
        var state = TogetherState()
        state.players = [.init(id: 0, name: "Ada"), .init(id: 1, name: "Bo")]
        state.rules = .play(.fourSet)
        state.players.append(.init(id: 2, name: "", computer: .hard))
        let host = SetPresentation.Cover(lobbyOf: .host(code: "042917", addresses: [], port: 43210), state: state,
                                         standing: .playing(as: 0), me: 0)
        #expect(host?.rules == .init(title: "4Set", name: "4set", isChoosable: true))
        #expect(host?.computer == .init(title: "Computer (Hard)", level: "hard", isChoosable: true))
        #expect(host?.players == ["You (host)", "Bo", "Computer (Hard)"] && host?.removable == [nil, 1, nil],
                "the computer leaves by the Computer choice, not by Remove")
        let player = SetPresentation.Cover(lobbyOf: .player(address: "10.0.0.1:43210"), state: state, standing: .playing(as: 1), me: 1)
        #expect(player?.rules?.isChoosable == false && player?.rules?.title == "4Set" && player?.computer?.isChoosable == false)
    }

    @Test func aLatecomerWatchesWithoutChoosingAndIsNotCountedInTheStatistics() {
        let outbox = Outbox()
        let model = Self.player(outbox)
        var state = TogetherTableTests.state()
        state.players.append(.init(id: 2, name: "Cy", watching: true))
        model.receive(state, standing: .playing(as: 2))
        for card in state.table.prefix(3) { model.choose(cardID: Self.id(card)) }
        #expect(outbox.sent.isEmpty && model.table.selection.isEmpty, "a watcher's choice goes nowhere")
        let shown = model.presentation(theme: .classic).table
        #expect(shown.scoreText == "Watching" && shown.status.hasPrefix("The game had begun when you came"))
        #expect(shown.sideline.hasSuffix("You: 0 Sets, score 0 (watching)"))
        state.phase = .over
        state.ending = .deckOut
        state.version += 1
        model.receive(state, standing: .playing(as: 2))
        #expect(outbox.finished.isEmpty, "a game watched is not one played")
        #expect(model.presentation(theme: .classic).table.gameOver?.summary.hasPrefix("No Sets are left. Host won with 2 points.") == true)
        state.round += 1
        state.phase = .playing
        state.ending = nil
        state.players[2].watching = false
        model.receive(state, standing: .playing(as: 2))
        for card in state.table.prefix(3) { model.choose(cardID: Self.id(card)) }
        #expect(outbox.sent.count == 1, "seated at the next game")
    }

    @Test func theHostInvitesOverTheGameUnderWayAndGoesBackToIt() {
        let host = TogetherModel(role: .host(code: "042917", addresses: ["192.168.1.20"], port: 43210, servesPage: true), me: 0,
                                 now: { 1000 }) { _ in }
        var lobby = TogetherTableTests.state()
        lobby.phase = .lobby
        lobby.table = []
        lobby.deckCount = 81
        lobby.version = 0
        lobby.players = lobby.players.map { .init(id: $0.id, name: $0.name) }
        host.receive(lobby, standing: .playing(as: 0))
        host.showInvitation(true)
        #expect(!host.isInviting, "the lobby shows how to join already")
        host.receive(TogetherTableTests.state(), standing: .playing(as: 0))
        #expect(host.presentation(theme: .classic).cover == nil, "in play the table shows")
        host.showInvitation(true)
        let cover = host.presentation(theme: .classic).cover
        #expect(cover?.title == "Invite Players" && cover?.code == "042 917" && cover?.webLink == "http://192.168.1.20:43210/#042917")
        #expect(cover?.showsBack == true && cover?.showsStart == false && cover?.rules?.isChoosable == false,
                "back to the game; the rules are the game's")
        #expect(cover?.removable == [nil, 1])
        host.showInvitation(false)
        #expect(host.presentation(theme: .classic).cover == nil)
        let (player, _, _) = Self.playing()
        player.showInvitation(true)
        #expect(player.presentation(theme: .classic).cover == nil, "only the host invites")
    }

    @Test func aHostServingTheWebPlayerShowsItsLinkWithTheCodeInTheFragment() {
        var state = TogetherState()
        state.players = [.init(id: 0, name: "Ada")]
        func link(_ role: TogetherModel.Role) -> String? {
            SetPresentation.Cover(lobbyOf: role, state: state, standing: .playing(as: 0), me: 0)?.webLink
        }
        #expect(link(.host(code: "042917", addresses: ["192.168.1.20", "10.0.0.5"], port: 43210, servesPage: true))
                == "http://192.168.1.20:43210/#042917", "the likeliest address")
        #expect(link(.host(code: "042917", addresses: ["2001:db8::1"], port: 5000, servesPage: true)) == "http://[2001:db8::1]:5000/#042917")
        #expect(link(.host(code: "042917", addresses: [], port: 43210, servesPage: false)) == nil, "no page served, no link")
        #expect(link(.player(address: "127.0.0.1:43210")) == nil)
    }

    @Test func aPlayerWhoCannotJoinIsToldWhyAndOffersSoloPlay() {
        let role = TogetherModel.Role.player(address: "127.0.0.1:43210")
        for (standing, words) in [(TogetherReplica.Standing.refused(.wrongCode), "code"), (.refused(.gameFull), "eight"),
                                  (.unreachable, "No game answered"), (.refused(.unknownToken), "more than a minute")] {
            let lobby = SetPresentation.Cover(lobbyOf: role, state: TogetherState(), standing: standing, me: -1)
            #expect(lobby?.message.contains(words) == true, "\(standing)")
            #expect(lobby?.showsStart == false && lobby?.leaveLabel == "Play Solo")
        }
        let joining = SetPresentation.Cover(lobbyOf: role, state: TogetherState(), standing: .joining, me: -1)
        #expect(joining?.title == "Joining…" && joining?.message.contains("127.0.0.1:43210") == true)
    }

    /// A clock the test moves by hand.
    final class Clock {
        var now = 1000.0
    }

    /// Each player's app keeps the game's story from the host's states, for its review.
    @Test func aTogetherGameKeepsItsStoryAsThisPlayerSawIt() throws {
        let outbox = Outbox()
        let clock = Clock()
        let model = TogetherModel(role: .player(address: "127.0.0.1:43210"), me: -1, now: { clock.now }) { outbox.sent.append($0) }
        model.onFinished = { outbox.finished.append($0) }
        var state = TogetherTableTests.state()
        model.receive(state, standing: .playing(as: 1))
        // The host takes the first three cards (a Set), 4 s in; then this player's claim is refused.
        clock.now += 4
        state.version += 1
        state.lastClaim = .init(player: 0, cards: Array(state.table.prefix(3)), wasSet: true)
        state.table.replaceSubrange(0..<3, with: SetCard.deck[12..<15])
        model.receive(state, standing: .playing(as: 1))
        clock.now += 2
        state.lastClaim = .init(player: 1, cards: [3, 4, 6].map { SetCard.deck[$0] }, wasSet: false)
        model.receive(state, standing: .playing(as: 1))
        model.receive(state, standing: .playing(as: 1))   // the same state again changes nothing
        clock.now += 1
        state.phase = .over
        state.ending = .deckOut
        model.receive(state, standing: .playing(as: 1))
        let story = try #require(outbox.finished.first?.story)
        let review = try #require(SetReview(record: story, mode: "Together"))
        #expect(review.count == 2)
        #expect(review.step.table.finds.map(\.by) == [.other] && review.step.table.finds.first?.at == 4)
        #expect(review.presentation(theme: .classic).lines.first?.hasPrefix("Another player found ") == true)
        var last = review
        last.go(to: 1)
        #expect(last.step.table.mistakes == [6])
        #expect(review.story.endedAt == 7)
        #expect(model.story?.story.endedAt == 7, "the end panel's review ends where the game did")
    }
}
