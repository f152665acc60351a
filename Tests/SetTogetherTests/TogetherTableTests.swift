import SetCore
import SetFeature
import SetStyle
@testable import SetTogether
import Testing

/// One player's Set tab in a Together game: choosing, claiming, and what the screen says.
@Suite struct TogetherTableTests {
    /// A game under way: the host (0) and Ann (1), twelve cards with a Set among them.
    static func state(lastClaim: TogetherState.Claim? = nil) -> TogetherState {
        var state = TogetherState()
        state.phase = .playing
        state.version = 4
        state.table = Array(SetCard.deck.prefix(12))
        state.deckCount = 60
        state.players = [.init(id: 0, name: "Host", sets: 2, score: 2), .init(id: 1, name: "", sets: 1, score: 0)]
        state.lastClaim = lastClaim
        return state
    }

    @Test func theThirdChosenCardMakesAClaimOnTheTableAsSeen() {
        var table = TogetherTable(state: Self.state(), me: 1)
        let cards = Array(Self.state().table.prefix(3))
        #expect(table.choose(cards[0]) == nil)
        #expect(table.choose(cards[1]) == nil)
        #expect(table.choose(cards[1]) == nil, "a second click lets a card go")
        #expect(table.choose(cards[1]) == nil)
        #expect(table.choose(cards[2]) == .claim(cards: cards.map { Int($0.index) }, table: 4))
        #expect(table.selection.isEmpty)
    }

    @Test func cardsOffTheTableOrOutsideAGameCannotBeChosen() {
        var table = TogetherTable(state: Self.state(), me: 1)
        #expect(table.choose(SetCard.deck[80]) == nil)
        #expect(table.selection.isEmpty)
        var lobby = Self.state()
        lobby.phase = .lobby
        table.update(lobby)
        #expect(table.choose(SetCard.deck[0]) == nil && table.selection.isEmpty)
    }

    @Test func chosenCardsThatLeaveTheTableAreLetGo() {
        var table = TogetherTable(state: Self.state(), me: 1)
        _ = table.choose(SetCard.deck[0])
        _ = table.choose(SetCard.deck[5])
        var next = Self.state()
        next.table[0] = SetCard.deck[70]
        table.update(next)
        #expect(table.selection == [SetCard.deck[5]])
    }

    @Test func theScreenShowsMyScoreEverybodysAndWhatHappened() {
        let claim = TogetherState.Claim(player: 0, cards: [0, 1, 5].map { SetCard.deck[$0] }, wasSet: false)
        var table = TogetherTable(state: Self.state(lastClaim: claim), me: 1)
        _ = table.choose(SetCard.deck[7])
        let shown = SetPresentation(together: table, theme: .classic)
        #expect(shown.table.scoreText == "Score: 0" && shown.setsFound == 1)
        #expect(shown.table.cards.count == 12 && shown.table.cards[7].mark == .selected)
        #expect(shown.table.cards[0].mark == .mismatched && shown.table.cards[5].description == "not a Set")
        #expect(shown.table.sideline == "Host: 2 Sets, score 2\nYou: 1 Set, score 0")
        #expect(shown.table.status == "Host chose three cards that are not a Set.")
        #expect(!shown.canDeal && !shown.showsDeal && !shown.canHint)
        #expect(shown.table.deckCount == 60 && shown.table.discardCount == 9)
        #expect(shown.table.gameOver == nil)
    }

    @Test func playersAreNamedByNumberWithoutANameAndMarkedWhileAway() {
        var state = Self.state(lastClaim: .init(player: 1, cards: Array(SetCard.deck.prefix(3)), wasSet: true))
        state.players[1].connected = false
        let host = SetPresentation(together: TogetherTable(state: state, me: 0), theme: .classic)
        #expect(host.table.sideline == "You: 2 Sets, score 2\nPlayer 2: 1 Set, score 0 (reconnecting…)")
        #expect(host.table.status == "Player 2 found a Set.")
        state.players[1].gone = true
        #expect(SetPresentation(together: TogetherTable(state: state, me: 0), theme: .classic).table.sideline.hasSuffix("(left)"))
        #expect(SetPresentation(together: TogetherTable(state: state, me: 1), theme: .classic).table.status == "You found a Set.")
    }

    @Test func theEndSaysWhoWonOrThatTheHostLeft() {
        var state = Self.state()
        state.phase = .over
        state.ending = .deckOut
        #expect(SetPresentation(together: TogetherTable(state: state, me: 0), theme: .classic).table.gameOver?.summary
            == "No Sets are left. You won with 2 points.")
        state.players[1].score = 2
        #expect(SetPresentation(together: TogetherTable(state: state, me: 1), theme: .classic).table.gameOver?.summary
            == "No Sets are left. Host, You share the win with 2 points. Stay for the host's next game, or choose a mode to play alone.")
        state.ending = .hostLeft
        #expect(SetPresentation(together: TogetherTable(state: state, me: 1), theme: .classic).table.gameOver?.summary
            == "The host left, so the game has ended.")
    }
}
