import Foundation
import GameSupport
import PropertyBased
import SetCore
import Testing

/// Long random sequences of player actions, checked against the invariants of the game.
@Suite struct SetGamePropertyTests {
    enum Action {
        case choose(position: Int)
        case deal
        case shuffle(seed: UInt64)

        init(code: Int) {
            switch code {
            case 0..<88: self = .choose(position: code)
            case 88..<98: self = .deal
            default: self = .shuffle(seed: UInt64(code))
            }
        }
    }

    static let actions = Gen.int(in: 0...99).array(of: 0...250)

    func apply(_ codes: some Sequence<Int>, to game: inout SetGame, startingAt step: Int = 0) {
        for (offset, code) in codes.enumerated() {
            let time = Double(step + offset) * 1.7
            switch Action(code: code) {
            case .choose(let position):
                // A short deck (Junior) can be played out by chance, leaving nothing to choose.
                guard !game.cardsInPlay.isEmpty else { continue }
                game.choose(game.cardsInPlay[position % game.cardsInPlay.count], at: time)
            case .deal: game.dealThreeMore(at: time)
            case .shuffle(let seed):
                var generator = SeededGenerator(seed: seed)
                game.shuffleCardsInPlay(using: &generator)
            }
        }
    }

    @Test func theCardsAreAlwaysExactlyPartitioned() async {
        await propertyCheck(input: Gen.uint64(), Self.actions) { seed, codes in
            var generator = SeededGenerator(seed: seed)
            var game = SetGame(using: &generator)
            for code in codes {
                apply([code], to: &game)
                let all = game.deck + game.cardsInPlay + game.matched
                #expect(all.count == 81)
                #expect(Set(all).count == 81)
                #expect(game.selection.count <= 3)
                #expect(Set(game.selection).count == game.selection.count)
                #expect(game.selection.allSatisfy(game.cardsInPlay.contains))
            }
        }
    }

    @Test func theScoreIsAPureFunctionOfTheMoves() async {
        await propertyCheck(input: Gen.uint64(), Self.actions) { seed, codes in
            var firstGenerator = SeededGenerator(seed: seed), secondGenerator = SeededGenerator(seed: seed)
            var first = SetGame(using: &firstGenerator)
            var second = SetGame(using: &secondGenerator)
            apply(codes, to: &first)
            apply(codes, to: &second)
            #expect(first == second)
            #expect(first.score == second.score)
        }
    }

    @Test func aSavedAndRestoredGameContinuesIdentically() async throws {
        await propertyCheck(input: Gen.uint64(), Self.actions, Gen.int(in: 0...250)) { seed, codes, split in
            var generator = SeededGenerator(seed: seed)
            var played = SetGame(using: &generator)
            let cut = min(split, codes.count)
            apply(codes.prefix(cut), to: &played)
            let saved = try? JSONEncoder().encode(played)
            guard let saved, var restored = try? JSONDecoder().decode(SetGame.self, from: saved) else {
                Issue.record("a game could not be saved and restored")
                return
            }
            #expect(restored == played)
            apply(codes.dropFirst(cut), to: &played, startingAt: cut)
            apply(codes.dropFirst(cut), to: &restored, startingAt: cut)
            #expect(restored == played)
        }
    }
}
