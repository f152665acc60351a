import CardTable
import GameSupport
import SaveDoubles
import MatchingCore
@testable import MatchingFeature
import Testing

@MainActor
@Suite struct MatchingTableModelTests {
    func model(seed: UInt64 = 3) -> MatchingTableModel { MatchingTableModel(seed: seed, slot: .none, clocks: .stopped(at: 0)) }

    /// Two shown cards that match (same rank or suit) and two that do not, by grid index.
    func pairs(in model: MatchingTableModel) -> (match: (Int, Int), mismatch: (Int, Int)) {
        let cards = model.presentation.positions.map { model.game.table[$0].card }
        var match: (Int, Int)?, mismatch: (Int, Int)?
        for i in cards.indices {
            for j in cards.indices where j > i {
                let matches = cards[i].rank == cards[j].rank || cards[i].suit == cards[j].suit
                if matches, match == nil { match = (i, j) }
                if !matches, mismatch == nil { mismatch = (i, j) }
            }
        }
        return (match!, mismatch!)
    }

    @Test func tableCommandsTurnCardsAndEscapeTurnsThemBack() {
        let model = model()
        #expect(!model.perform(.clearChoice), "no card face up: Esc is left for the window")
        #expect(model.perform(.choose(position: 0)))
        #expect(model.hasFaceUpCards)
        #expect(model.perform(.clearChoice))
        #expect(!model.hasFaceUpCards)
        #expect(!model.perform(.dealThreeMore), "this game never deals on demand")
    }

    @Test func cardsAreDealtFaceDownAndNamedSo() {
        let presentation = model().presentation
        #expect(presentation.table.cards.count == MatchingGame.standardDeal)
        #expect(presentation.table.cards.allSatisfy { $0.name == "face-down card" && !$0.face.isFaceUp && $0.description.isEmpty })
        #expect(presentation.table.scoreText == "Score: 0")
        #expect(presentation.table.status == "Turn up 2 cards of the same rank or suit.")
    }

    @Test func aChosenCardIsNamedByItsFace() {
        let model = model()
        model.choose(shownAt: 0)
        let first = model.presentation.table.cards[0]
        #expect(first.face.isFaceUp)
        #expect(first.name == model.game.table[0].card.spokenName)
        #expect(model.presentation.table.scoreText == "Score: −1")
    }

    @Test func aMatchIsShownMarkedThenLeavesTheTable() {
        let model = model()
        let (match, _) = pairs(in: model)
        model.choose(shownAt: match.0)
        model.choose(shownAt: match.1)
        let matched = model.presentation.table.cards.filter { $0.description == "matched" }
        #expect(matched.count == 2 && matched.allSatisfy { $0.mark == .matched })
        #expect(model.presentation.table.status.hasPrefix("Matched "))
        #expect(model.presentation.table.discardCount == 0 && model.presentation.table.discardTop.isEmpty,
                "a card is never on the table and on the discard pile at once")
        // The next choice sends them to the discard pile.
        let remaining = model.presentation.positions.first { !model.game.table[$0].isMatched }!
        model.choose(cardID: model.session.id(ofPosition: remaining))
        #expect(model.presentation.table.cards.count == MatchingGame.standardDeal - 2)
        #expect(model.presentation.table.discardCount == 2)
        #expect(Set(model.presentation.table.discardTop.map(\.card)) == Set(matched.map(\.face.card)))
    }

    @Test func aMismatchIsReportedInMatchismosWords() {
        let model = model()
        let (_, mismatch) = pairs(in: model)
        model.choose(shownAt: mismatch.0)
        model.choose(shownAt: mismatch.1)
        #expect(model.presentation.table.status.hasSuffix("don't match! 2 point penalty!"))
        #expect(model.presentation.table.scoreText == "Score: −4")
    }

    @Test func escapeTurnsFaceUpCardsBackDownForFree() {
        let model = model()
        model.choose(shownAt: 3)
        model.turnFaceUpCardsDown()
        #expect(model.presentation.table.cards.allSatisfy { !$0.face.isFaceUp })
        #expect(model.game.score == -1)
    }

    @Test func aRedealDealsNewCardsWithNewIdentities() {
        let model = model()
        let before = Set(model.presentation.table.cards.map(\.id))
        model.choose(shownAt: 0)
        model.redeal()
        let after = model.presentation.table.cards
        #expect(Set(after.map(\.id)).isDisjoint(with: before))
        #expect(after.allSatisfy { !$0.face.isFaceUp })
        #expect(model.game.score == 0)
    }

    @Test func changingTheModeRedealsInIt() {
        let model = model()
        model.redeal(mode: .threeCards)
        #expect(model.game.mode == .threeCards)
        #expect(model.presentation.table.status == "Turn up 3 cards: any two of the same rank or suit score.")
        #expect(model.presentation.table.detailText.hasSuffix("matching 3"))
    }

    @Test func progressIsWorthConfirmingOnlyOnceSomethingIsTurned() {
        let model = model()
        #expect(!model.hasProgress)
        model.choose(shownAt: 0)
        #expect(model.hasProgress)
    }

    @Test func theEndOfTheGameIsAnnounced() {
        var session = MatchingSession(seed: 1)
        // Play every pair that matches until none is left.
        while !session.game.isOver, let pair = MatchingFinishedTests.matchingPair(in: session.game) {
            session.choose(at: pair.0)
            session.choose(at: pair.1)
        }
        let shown = MatchingPresentation(session).table
        let over = shown.gameOver
        #expect(over != nil)
        #expect(over?.summary.contains("scored \(session.game.score < 0 ? "\u{2212}\(-session.game.score)" : "\(session.game.score)") points") == true)
        // The cards nobody could match turn over at the end, for the player to see.
        #expect(session.game.table.contains { !$0.isMatched && !$0.isFaceUp }, "some were still face down")
        #expect(shown.cards.allSatisfy { $0.face.isFaceUp && $0.name != "face-down card" })
    }

    @Test func aLosingScoreEndsTheGameWithAMinusSignAsTheBarHasIt() {
        var session = MatchingSession(seed: 1)
        // Mismatch after mismatch first (the cards of a pair that differs in rank and suit).
        let table = session.game.table
        let mismatch = table.indices.flatMap { a in table.indices.map { (a, $0) } }
            .first { $0.0 < $0.1 && table[$0.0].card.rank != table[$0.1].card.rank && table[$0.0].card.suit != table[$0.1].card.suit }!
        for _ in 0..<40 {
            session.choose(at: mismatch.0)
            session.choose(at: mismatch.1)
        }
        while !session.game.isOver, let pair = MatchingFinishedTests.matchingPair(in: session.game) {
            session.choose(at: pair.0)
            session.choose(at: pair.1)
        }
        let shown = MatchingPresentation(session).table
        #expect(session.game.score < 0)
        #expect(shown.gameOver?.summary.contains("scored \u{2212}\(-session.game.score) points") == true, "\(shown.gameOver?.summary ?? "")")
        #expect(shown.scoreText == "Score: \u{2212}\(-session.game.score)")
    }

    @Test func theSessionSavesAndRestores() {
        let store = MemorySaves()
        let first = MatchingTableModel(seed: 9, slot: store.slot, clocks: .stopped(at: 0))
        first.choose(shownAt: 2)
        let second = MatchingTableModel(seed: 1, slot: store.slot, clocks: .stopped(at: 0))
        #expect(second.session == first.session)
    }

    @Test func restartDealsTheSameCardsFaceDownAndANewGameAfterItIsNew() {
        let model = model()
        model.redeal()
        let cards = model.game.table.map(\.card)
        let (match, _) = pairs(in: model)
        model.choose(shownAt: match.0)
        model.choose(shownAt: match.1)
        #expect(model.game.score != 0 && model.canRestart)
        model.restart()
        #expect(model.game.table.map(\.card) == cards)
        #expect(model.game.table.allSatisfy { !$0.isFaceUp && !$0.isMatched } && model.game.score == 0)
        model.redeal()
        #expect(model.game.table.map(\.card) != cards)
    }
}

@MainActor
@Suite struct MatchingLatestChoiceTests {
    @Test func aMismatchNamesTheCardsToShakeAndOtherActionsForgetIt() {
        let model = MatchingTableModel(seed: 3, slot: .none, clocks: .stopped(at: 0))
        let cards = model.presentation.positions.map { model.game.table[$0].card }
        let pair = cards.indices.flatMap { i in cards.indices.filter { $0 > i }.map { (i, $0) } }
            .first { cards[$0.0].rank != cards[$0.1].rank && cards[$0.0].suit != cards[$0.1].suit }!
        model.choose(shownAt: pair.0)
        #expect(model.latestChoiceIDs.isEmpty, "a card turned up is not a verdict")
        model.choose(shownAt: pair.1)
        guard case .mismatched? = model.latestChoice else {
            Issue.record("expected a mismatch")
            return
        }
        #expect(Set(model.latestChoiceIDs) == Set([pair.0, pair.1].map { model.session.id(ofPosition: $0) }))
        model.shuffle()
        #expect(model.latestChoice == nil && model.latestChoiceIDs.isEmpty)
    }
}
