import Foundation
import SetCore
@testable import SetLabKit
import Testing

@Suite struct SimulationTests {
    @Test(arguments: [SetPolicy.random, .first])
    func resultsDependOnTheSeedButNotOnTheThreads(policy: SetPolicy) {
        let simulator = SetSimulator(policy: policy, seed: 99)
        let one = SimulationRunner.run(simulator, games: 2000, threads: 1).report
        let two = SimulationRunner.run(simulator, games: 2000, threads: 2).report
        let three = SimulationRunner.run(simulator, games: 2000, threads: 3).report
        #expect(one == two && two == three)
        #expect(one != SimulationRunner.run(SetSimulator(policy: policy, seed: 100), games: 2000, threads: 1).report)
    }

    @Test func everyGameEndsWithAPossibleNumberOfCards() {
        let report = SetSimulator(policy: .random, seed: 5).play(games: 0..<5000)
        #expect(report.cardsLeft.values.reduce(0, +) == 5000)
        // The 81 cards sum to zero in every feature, as does every Set, so three cards left
        // would have to be a Set: a game can never end with exactly 3.
        #expect(report.cardsLeft[3] == nil)
        #expect(report.cardsLeft.keys.allSatisfy { $0 % 3 == 0 && $0 <= 20 })
    }

    @Test func theFinalTableOfEveryGameIsCountedAndHoldsNoSet() {
        let report = SetSimulator(policy: .first, seed: 6).play(games: 0..<3000)
        for (cards, games) in report.cardsLeft {
            #expect(report.layouts[cards]!.withoutSet >= games)
        }
        // A table of 21 cards always holds a Set (the largest Set-free collection has 20).
        #expect(report.layouts[21].map { $0.withoutSet == 0 } ?? true)
        // Every game's opening table has 12 cards.
        #expect(report.layouts[12]!.seen >= 3000)
    }

    @Test func randomTwelveCardDrawsMatchTheKnownOdds() {
        // P(no Set in 12 random cards) = 3.2302% (Knuth); expected Sets = C(12,3)/79 = 2.785.
        let draws = RandomDraws.run(cards: 12, samples: 200_000, seed: 1)
        let rate = Double(draws.withoutSet) / Double(draws.samples)
        #expect(abs(rate - 0.032302) < 0.0025)
        #expect(abs(draws.meanSets - 220.0 / 79.0) < 0.02)
    }

    @Test func threeRandomCardsAreASetOnceIn79() {
        let draws = RandomDraws.run(cards: 3, samples: 400_000, seed: 2)
        #expect(abs(draws.meanSets - 1.0 / 79.0) < 0.001)
    }

    @Test func drawsOfAVariantComeFromItsDeckAndCountItsMatches() {
        let junior = RandomDraws.run(cards: 27, samples: 2, seed: 3, variant: .junior)
        #expect(junior.meanSets == 117 && junior.withoutSet == 0, "the whole Junior deck, every time")
        // Five cards leave one sixth that makes a GhostSet: about one draw of six in 81 is one.
        let ghosts = RandomDraws.run(cards: 6, samples: 200_000, seed: 4, variant: .ghost)
        #expect(ghosts.meanSets > 0.0105 && ghosts.meanSets < 0.0140)
        #expect(ReportFormat.text(ghosts).contains("without a GhostSet"))
    }

    @Test func theWholeDeckAlwaysHolds1080Sets() {
        let draws = RandomDraws.run(cards: 81, samples: 3, seed: 3)
        #expect(draws.meanSets == 1080 && draws.withoutSet == 0)
    }

    @Test func jsonHasTheDocumentedShape() throws {
        let timed = SimulationRunner.run(SetSimulator(policy: .random, seed: 1), games: 100, threads: 1)
        let object = try #require(JSONSerialization.jsonObject(with: Data(ReportFormat.json(timed).utf8)) as? [String: Any])
        #expect(object["games"] as? Int == 100)
        #expect(object["seconds"] is Double && object["gamesPerSecond"] is Double)
        let left = try #require(object["cardsLeft"] as? [String: Int])
        #expect(left.values.reduce(0, +) == 100)
        let layouts = try #require(object["layouts"] as? [String: [String: Any]])
        let twelve = try #require(layouts["12"])
        #expect(twelve["seen"] is Int && twelve["withoutSet"] is Int && twelve["meanSets"] is Double)
    }

    @Test func randomDrawJSONHasTheDocumentedShape() throws {
        let json = try ReportFormat.json(RandomDraws.run(cards: 12, samples: 50, seed: 1))
        let object = try #require(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["variant", "cards", "samples", "withoutSet", "meanSets"])
        #expect(object["variant"] as? String == "standard")
    }
}

/// `setlab simulate --variant`: the Set tab's own engine playing whole games.
@Suite struct VariantSimulationTests {
    @Test(arguments: [SetVariant.mega, .fourSet, .fourSetJuniorChain, .ghost])
    func everyVariantPlaysToTheEndAlikeOnAnyThreads(variant: SetVariant) {
        let simulator = VariantSimulator(variant: variant, policy: .random, seed: 7)
        let one = SimulationRunner.run(simulator, games: 24, threads: 1).report
        let two = SimulationRunner.run(simulator, games: 24, threads: 2).report
        #expect(one == two && one.cardsLeft.values.reduce(0, +) == 24)
        for (cards, games) in one.cardsLeft {
            #expect(one.layouts[cards]!.withoutSet >= games, "the last table of a game holds no match")
        }
    }

    /// Each deck's cards add up to zero in every feature, as does every match taken (modulo 3,
    /// or as pairs of bits in 4Set), so the cards left do too: one match's worth of cards left
    /// would be a match, and no game can end there.
    @Test func noGameEndsWithExactlyOneMatchsWorthOfCards() {
        let mega = VariantSimulator(variant: .mega, policy: .random, seed: 8).play(games: 0..<60)
        let four = VariantSimulator(variant: .fourSet, policy: .first, seed: 8).play(games: 0..<60)
        #expect(mega.cardsLeft[3] == nil && four.cardsLeft[4] == nil, "\(mega.cardsLeft) \(four.cardsLeft)")
        #expect(mega.cardsLeft.values.reduce(0, +) == 60 && four.cardsLeft.values.reduce(0, +) == 60)
    }
}
