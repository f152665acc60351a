import GameSupport
import SetCore
@testable import SetFeature
import Testing

/// Pace by kind: each find timed from when its Set first lay, sorted by the features that
/// differ in it; only the player's own Sets of three.
@Suite struct SetPaceTests {
    /// Sets differing in: the shape alone; the colour and the shape; every feature.
    static let shapeOnly = [SetCard(.zero, .zero, .zero, .zero), SetCard(.zero, .zero, .zero, .one), SetCard(.zero, .zero, .zero, .two)]
    static let colourAndShape = [SetCard(.one, .zero, .zero, .zero), SetCard(.one, .one, .zero, .one), SetCard(.one, .two, .zero, .two)]
    static let all = [SetCard(.zero, .zero, .one, .one), SetCard(.one, .one, .two, .two), SetCard(.two, .two, .zero, .zero)]

    /// A story of one table per find, each found `seconds` after its table lay.
    static func story(_ finds: [([SetCard], Double, SetStory.Finder)], variant: SetVariant = .standard) -> SetStory {
        var story = SetStory(variant, table: finds[0].0, at: 0)
        var time = 0.0
        for (index, (cards, seconds, finder)) in finds.enumerated() {
            if index > 0 { story.see(cards, chain: [], at: time) }
            story.found(cards, by: finder, at: time + seconds)
            time += seconds + 1
        }
        return story
    }

    @Test func setsAreAveragedByHowManyAndWhichFeaturesDiffer() {
        let pace = SetPace([Self.story([(Self.shapeOnly, 4, .player), (Self.colourAndShape, 10, .player), (Self.all, 20, .player),
                                        (Self.shapeOnly, 6, .player)])])
        #expect(pace.byDifferingCount[1] == .init(count: 2, seconds: 10))
        #expect(pace.byDifferingCount[2] == .init(count: 1, seconds: 10))
        #expect(pace.byDifferingCount[4] == .init(count: 1, seconds: 20))
        #expect(pace.byFeature[.fourth] == .init(count: 4, seconds: 40), "the shape differs in every one")
        #expect(pace.byFeature[.second] == .init(count: 2, seconds: 30))
        #expect(pace.byFeature[.first] == .init(count: 1, seconds: 20))
        #expect(pace.slowestFeature == .first, "number and shading both average 20 s: the first feature named is said")
        #expect(pace.rows.first! == ("Sets differing in 1 feature", "5 s on average, 2 Sets"))
        #expect(pace.rows.contains { $0 == ("Sets differing in number", "20 s on average, 1 Set · your slowest") })
    }

    @Test func onlyThePlayersOwnSetsOfThreeCount() {
        let pace = SetPace([
            Self.story([(Self.shapeOnly, 4, .computer), (Self.all, 5, .playerTwo), (Self.colourAndShape, 7, .player)]),
            Self.story([([SetCard(.zero, .zero, .zero, .zero), SetCard(.zero, .zero, .zero, .one),
                          SetCard(.zero, .zero, .one, .zero), SetCard(.zero, .zero, .one, .one)], 3, .player)], variant: .ultra),
        ])
        #expect(pace.recent == .init(count: 1, seconds: 7))
        #expect(pace.byDifferingCount.keys.sorted() == [2])
    }

    @Test func theLatestGamesAreSetAgainstTheOnesBefore() {
        let slow = Self.story([(Self.shapeOnly, 20, .player)]), quick = Self.story([(Self.shapeOnly, 5, .player)])
        let pace = SetPace(Array(repeating: slow, count: 3) + Array(repeating: quick, count: SetPace.recentGames))
        #expect(pace.earlier == .init(count: 3, seconds: 60))
        #expect(pace.recent == .init(count: 10, seconds: 50))
        #expect(pace.rows.suffix(2).map(\.title) == ["Your latest 10 games", "The games before them"])
    }

    @Test func theDrillIsNeverAskedToCoachABorderTheClassicDeckHasNot() {
        let borders = [SetCard(.zero, .zero, .zero, .zero, .zero), SetCard(.zero, .zero, .zero, .zero, .one), SetCard(.zero, .zero, .zero, .zero, .two)]
        let pace = SetPace([Self.story([(borders, 50, .player)], variant: .mega), Self.story([(Self.shapeOnly, 4, .player), (Self.all, 8, .player)])])
        #expect(pace.byFeature[.fifth] != nil, "MegaSet's borders have their pace")
        #expect(pace.slowestFeature == .first, "but the slowest feature the Drill can deal is the Classic deck's")
    }

    @Test func noStoriesNoPace() {
        #expect(SetPace(history: [FinishedGame(game: .set, mode: "Classic Solo", finishedAt: 0, seconds: 1, score: 0, found: 0, hintsUsed: 0,
                                               won: true, result: "", story: Array("not a story".utf8))]).isEmpty)
        #expect(SetPace([]).rows.isEmpty)
    }
}
