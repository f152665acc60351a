import CardTable
import Foundation
import GameSupport
import MatchingCore
@testable import MatchingFeature
import SaveDoubles
import Testing

/// Cards at a shared table, through the view model: whose turn it is, a mismatch passing it on,
/// the computer playing, the winner named, and the game saved as it stands.
@MainActor
@Suite struct MatchingSharedTableTests {
    func model(_ players: MatchingPlayers, size: MatchingTableSize = .medium, slot: SaveSlot = .none) -> MatchingTableModel {
        MatchingTableModel(seed: 5, slot: slot, clocks: .stopped(at: 0), players: players, size: size)
    }

    /// Grid indices of two shown cards that match, or that do not.
    func pair(in model: MatchingTableModel, matching: Bool) -> (Int, Int)? {
        let cards = model.presentation.positions.map { model.game.table[$0].card }
        for i in cards.indices {
            for j in cards.indices where j > i && (cards[i].rank == cards[j].rank || cards[i].suit == cards[j].suit) == matching { return (i, j) }
        }
        return nil
    }

    @Test func whoseTurnItIsIsSaidAndAMismatchPassesItOnItsCardsOnShowUntilTheNextChoice() throws {
        let model = model(.two)
        #expect(model.presentation.table.status.hasSuffix("Player 1’s turn."))
        #expect(model.presentation.table.scoreText == "Player 1: 0 · Player 2: 0")
        let (a, b) = try #require(pair(in: model, matching: false))
        model.choose(shownAt: a)
        model.choose(shownAt: b)
        #expect(model.session.turns.current == 1)
        #expect(model.presentation.table.status.hasSuffix("don't match! 2 point penalty! · Player 2’s turn."))
        #expect(model.game.faceUpUnmatched.count == 2, "both missed cards on show, for everyone to see where they lie")
        #expect(model.presentation.table.scoreText == "Player 1: −4 · Player 2: 0")
        #expect(model.hasProgress, "a game under way, every card down or not")
        let other = try #require(model.presentation.positions.indices.first { ![a, b].contains($0) })
        model.choose(shownAt: other)
        #expect(model.game.faceUpUnmatched.count == 1, "the next choice turns the miss down")
    }

    @Test func atASharedTableACardUpStaysUpAndNothingShuffles() throws {
        let model = model(.two)
        model.choose(shownAt: 0)
        let up = model.game.faceUpUnmatched
        model.choose(shownAt: 0)
        #expect(!model.perform(.clearChoice), "Esc turns nothing down")
        model.turnFaceUpCardsDown()
        #expect(model.game.faceUpUnmatched == up && model.game.score == -1, "no free look")
        let cards = model.game.table.map(\.card)
        #expect(!model.perform(.shuffle))
        #expect(model.game.table.map(\.card) == cards)
    }

    @Test func theHistoryKeepsEachTableSizeAndPlayersApart() {
        let model = model(.two, size: .large)
        var finished: [FinishedGame] = []
        model.record.onFinished = { finished.append($0) }
        var generator = SeededGenerator(seed: 3)
        var moves = 0
        while !model.game.isOver && moves < 5_000 {
            model.choose(shownAt: Int.random(in: 0..<model.presentation.positions.count, using: &generator))
            moves += 1
        }
        #expect(finished.first?.mode == "2 Cards · Large table · 2 Players")
        #expect(FinishedGame.modeTitle(finished.first?.mode ?? "") == "2 Cards · Large table · 2 Players")
    }

    @Test func aSavedTableWithTooManyCardsUpOrAnImpossibleMemoryIsRefused() throws {
        let model = model(.computerSharp)
        model.choose(shownAt: 0)
        let data = try JSONEncoder().encode(model.session)
        var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        var game = try #require(object["game"] as? [String: Any])
        var table = try #require(game["table"] as? [[String: Any]])
        for index in 0..<3 { table[index]["isFaceUp"] = true }
        game["table"] = table
        var hostile = object
        hostile["game"] = game
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(MatchingSession.self, from: JSONSerialization.data(withJSONObject: hostile)) }
        var memory = try #require(object["memory"] as? [String: Any])
        let sighting = try #require((memory["seen"] as? [Any])?.first)
        memory["seen"] = Array(repeating: sighting, count: 3)
        object["memory"] = memory
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(MatchingSession.self, from: JSONSerialization.data(withJSONObject: object)) }
    }

    @Test func aMatchGivesAnotherTurn() throws {
        let model = model(.three)
        let (a, b) = try #require(pair(in: model, matching: true))
        model.choose(shownAt: a)
        model.choose(shownAt: b)
        #expect(model.session.turns.current == 0 && model.session.turns.matches == [1, 0, 0])
        #expect(model.presentation.table.status.hasSuffix("Player 1’s turn."))
    }

    @Test func theComputerPlaysOnItsTurnAndThePlayersCardsWaitMeanwhile() throws {
        let model = model(.computerSharp, size: .small)
        #expect(model.game.table.count == 12)
        let (a, b) = try #require(pair(in: model, matching: false))
        model.choose(shownAt: a)
        model.choose(shownAt: b)
        #expect(model.presentation.isComputersTurn)
        #expect(model.presentation.table.status.hasSuffix("The computer’s turn."))
        let shown = model.game.faceUpUnmatched
        model.choose(shownAt: (a + 1) % model.presentation.positions.count)
        #expect(model.game.faceUpUnmatched == shown, "the player's choice waits for the computer")
        var moves = 0
        while model.presentation.isComputersTurn && moves < 200 {
            model.playComputersCard()
            moves += 1
        }
        #expect(!model.presentation.isComputersTurn, "the computer's turn ends with a mismatch or the game")
        #expect(model.session.turns.current == 0 || model.game.isOver)
    }

    @Test func aWholeGameAgainstTheComputerNamesTheWinnerAndIsCounted() {
        let model = model(.computerFair, size: .small)
        var finished: [FinishedGame] = []
        model.record.onFinished = { finished.append($0) }
        var generator = SeededGenerator(seed: 8)
        var moves = 0
        while !model.game.isOver && moves < 2_000 {
            if model.presentation.isComputersTurn { model.playComputersCard() } else {
                model.choose(shownAt: Int.random(in: 0..<model.presentation.positions.count, using: &generator))
            }
            moves += 1
        }
        #expect(model.game.isOver)
        let turns = model.session.turns
        let over = model.presentation.table.gameOver
        let expected = turns.leaders.count > 1 ? "A Draw!" : (turns.leaders == [0] ? "You Win!" : "The Computer Wins!")
        #expect(over?.title == expected)
        #expect(over?.summary.hasPrefix("You: ") == true && over?.summary.contains("\nThe computer: ") == true)
        #expect(finished.count == 1)
        #expect(finished.first?.mode == "2 Cards · Small table · Me and a Fair Computer" && finished.first?.won == (turns.leaders == [0]))
        #expect(finished.first?.score == turns.scores[0])
    }

    @Test func aSharedGameComesBackAsItWasLeft() throws {
        let saves = MemorySaves()
        let model = model(.computerForgetful, slot: saves.slot)
        let (a, b) = try #require(pair(in: model, matching: false))
        model.choose(shownAt: a)
        model.choose(shownAt: b)
        let reopened = MatchingTableModel(seed: 99, slot: saves.slot, clocks: .stopped(at: 0))
        #expect(reopened.session == model.session)
        #expect(reopened.presentation.isComputersTurn)
        #expect(reopened.session.memory?.seen.count == 2)
    }

    @Test func restartBringsTheFirstPlayerBackWithTheSameCards() throws {
        let model = model(.four)
        let cards = model.game.table.map(\.card)
        let (a, b) = try #require(pair(in: model, matching: false))
        model.choose(shownAt: a)
        model.choose(shownAt: b)
        model.restart()
        #expect(model.game.table.map(\.card) == cards && model.session.turns.current == 0 && model.session.turns.scores == [0, 0, 0, 0])
    }
}

/// The sounds the Cards table asks for: a match, a miss, a deal, each once (a new serial).
@MainActor
@Suite struct MatchingSoundTests {
    @Test func aMatchAMissAndADealEachHaveTheirSound() throws {
        let model = MatchingTableModel(seed: 5, slot: .none, clocks: .stopped(at: 0))
        #expect(model.presentation.table.sound == nil, "nothing has happened yet")
        let shared = MatchingSharedTableTests()
        let (a, b) = try #require(shared.pair(in: model, matching: false))
        model.choose(shownAt: a)
        #expect(model.presentation.table.sound == nil, "a card turned up is no sound")
        model.choose(shownAt: b)
        let miss = try #require(model.presentation.table.sound)
        #expect(miss.kind == .miss)
        model.turnFaceUpCardsDown()
        #expect(model.presentation.table.sound == miss, "the same sound, not a new one")
        let (c, d) = try #require(shared.pair(in: model, matching: true))
        model.choose(shownAt: c)
        model.choose(shownAt: d)
        #expect(model.presentation.table.sound?.kind == .match && model.presentation.table.sound!.serial > miss.serial)
        model.redeal()
        #expect(model.presentation.table.sound?.kind == .dealt)
    }
}
