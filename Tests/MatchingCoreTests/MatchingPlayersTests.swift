import Foundation
import GameSupport
import MatchingCore
import Testing

/// Turns at a shared table, the computer's memory and its choices, and the table sizes.
@Suite struct MatchingPlayersTests {
    static let aces = [PlayingCard(.ace, .spades), PlayingCard(.ace, .hearts)]
    static let mismatch = [PlayingCard(.two, .clubs), PlayingCard(.nine, .diamonds)]

    @Test func aMatchGivesAnotherTurnAndAMismatchPassesItOn() {
        var turns = MatchingTurns(seats: MatchingPlayers.three.seats)
        turns.take(.turnedUp(Self.aces[0]), points: -1)
        turns.take(.matched(Self.aces, points: 16), points: 15)
        #expect(turns.current == 0 && turns.scores == [14, 0, 0] && turns.matches == [1, 0, 0])
        turns.take(.mismatched(Self.mismatch, penalty: 2), points: -3)
        #expect(turns.current == 1 && turns.scores == [11, 0, 0])
        turns.take(.mismatched(Self.mismatch, penalty: 2), points: -3)
        turns.take(.mismatched(Self.mismatch, penalty: 2), points: -3)
        #expect(turns.current == 0, "round the table and back to the first")
        #expect(turns.leaders == [0])
    }

    @Test func equalBestScoresAreADraw() {
        var turns = MatchingTurns(seats: MatchingPlayers.two.seats)
        turns.take(.mismatched(Self.mismatch, penalty: 2), points: -3)
        turns.take(.mismatched(Self.mismatch, penalty: 2), points: -3)
        #expect(turns.leaders == [0, 1])
    }

    @Test(arguments: MatchingTableSize.allCases)
    func everyTableSizeDealsItsCardsInBothModes(size: MatchingTableSize) {
        for mode in MatchingGame.Mode.allCases {
            var generator = SeededGenerator(seed: 4)
            let game = MatchingGame(mode: mode, dealing: size.cards, using: &generator)
            #expect(game.table.count == size.cards && Set(game.table.map(\.card)).count == size.cards)
        }
        #expect(MatchingTableSize.allCases.map(\.cards) == [12, 16, 24])
    }

    @Test(arguments: MatchingMemory.Recall.allCases)
    func theComputerKeepsOnlyItsLatestSightings(recall: MatchingMemory.Recall) {
        var memory = MatchingMemory(recall: recall)
        for (position, card) in PlayingCard.fullDeck.prefix(20).enumerated() { memory.saw(card, at: position) }
        #expect(memory.seen.count == min(20, recall.capacity))
        #expect(memory.seen.last?.position == 19, "the latest is kept")
        memory.forget([19])
        #expect(!memory.seen.contains { $0.position == 19 })
    }

    /// A table whose cards 0 and 5 are a pair of aces; no other card shares a rank, and the cards
    /// at 1, 2 and 3 share no suit either.
    static func table(_ mode: MatchingGame.Mode) -> MatchingGame {
        let ranks: [PlayingCard.Rank] = [.two, .three, .four, .five, .six, .seven, .eight, .nine, .ten, .jack]
        let suits: [PlayingCard.Suit] = [.hearts, .diamonds, .clubs, .spades]
        var deck = ranks.enumerated().map { PlayingCard($0.element, suits[$0.offset % 4]) }
        deck.insert(aces[0], at: 0)
        deck.insert(aces[1], at: 5)
        return MatchingGame(mode: mode, deck: deck, dealing: 12)
    }

    @Test func aComputerThatRemembersAPairTakesIt() {
        var memory = MatchingMemory(recall: .sharp)
        var game = Self.table(.twoCards)
        memory.saw(Self.aces[0], at: 0)
        memory.saw(game.table[3].card, at: 3)
        memory.saw(Self.aces[1], at: 5)
        var generator = SeededGenerator(seed: 1)
        let first = memory.choice(in: game, using: &generator)
        #expect(first == 0 || first == 5)
        game.choose(at: first!)
        #expect(memory.choice(in: game, using: &generator) == (first == 0 ? 5 : 0), "the other ace, which it remembers")
    }

    @Test func aComputerThatForgotThePairTurnsUpCardsItHasNotSeen() {
        var memory = MatchingMemory(recall: .forgetful)
        let game = Self.table(.twoCards)
        memory.saw(Self.aces[0], at: 0)
        for position in [1, 2] { memory.saw(game.table[position].card, at: position) }   // the first ace is forgotten
        #expect(memory.seen.map(\.position) == [1, 2])
        var generator = SeededGenerator(seed: 1)
        for _ in 0..<20 {
            let choice = memory.choice(in: game, using: &generator)!
            #expect(![1, 2].contains(choice), "never a card it knows does not pair")
        }
    }

    @Test func inThreeCardMatchingAKnownPairIsTakenTowardsATrio() {
        var memory = MatchingMemory(recall: .fair)
        var game = Self.table(.threeCards)
        memory.saw(Self.aces[0], at: 0)
        memory.saw(Self.aces[1], at: 5)
        var generator = SeededGenerator(seed: 2)
        let first = memory.choice(in: game, using: &generator)!
        #expect([0, 5].contains(first))
        game.choose(at: first)
        #expect(memory.choice(in: game, using: &generator) == (first == 0 ? 5 : 0))
    }

    @Test func aSavedTurnThatDoesNotFitItsSeatsIsRefused() throws {
        let data = try JSONEncoder().encode(MatchingTurns(seats: MatchingPlayers.two.seats))
        var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        for (key, value) in [("current", 5), ("scores", [1]), ("seats", [] as [Any]), ("matches", [99, 0])] as [(String, Any)] {
            var hostile = object
            hostile[key] = value
            #expect(throws: DecodingError.self) { try JSONDecoder().decode(MatchingTurns.self, from: JSONSerialization.data(withJSONObject: hostile)) }
        }
        object["current"] = 1
        #expect(try JSONDecoder().decode(MatchingTurns.self, from: JSONSerialization.data(withJSONObject: object)).current == 1)
    }
}
