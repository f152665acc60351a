import Foundation
import GameSupport
import MatchingCore
import PropertyBased
import Testing

@Suite struct MatchingGamePropertyTests {
    static let choices = Gen.int(in: 0...40).array(of: 0...200)
    static let modes = Gen.int(in: 2...3)

    func play(_ choices: [Int], mode: Int, seed: UInt64, check: (MatchingGame) -> Void = { _ in }) -> MatchingGame {
        var generator = SeededGenerator(seed: seed)
        var game = MatchingGame(mode: MatchingGame.Mode(rawValue: mode)!, using: &generator)
        for choice in choices {
            if choice == 40 { game.deal(3) } else if !game.table.isEmpty { game.choose(at: choice % game.table.count) }
            check(game)
        }
        return game
    }

    @Test func invariantsHoldOverRandomPlay() async {
        await propertyCheck(input: Gen.uint64(), Self.modes, Self.choices) { seed, mode, choices in
            _ = play(choices, mode: mode, seed: seed) { game in
                #expect(game.table.allSatisfy { !$0.isMatched || $0.isFaceUp }, "matched cards stay face up")
                #expect(game.faceUpUnmatched.count < mode, "a full group is always judged at once")
                let cards = game.table.map(\.card) + game.deck
                #expect(cards.count == 52 && Set(cards).count == 52)
            }
        }
    }

    @Test func theScoreIsAPureFunctionOfTheChoices() async {
        await propertyCheck(input: Gen.uint64(), Self.modes, Self.choices) { seed, mode, choices in
            #expect(play(choices, mode: mode, seed: seed) == play(choices, mode: mode, seed: seed))
        }
    }

    @Test func aSavedGameRestoresExactly() async throws {
        await propertyCheck(input: Gen.uint64(), Self.modes, Self.choices) { seed, mode, choices in
            let game = play(choices, mode: mode, seed: seed)
            let saved = try? JSONEncoder().encode(game)
            let restored = saved.flatMap { try? JSONDecoder().decode(MatchingGame.self, from: $0) }
            #expect(restored == game)
        }
    }
}
