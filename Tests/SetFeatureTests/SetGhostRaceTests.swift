import Foundation
import GameSupport
import SaveDoubles
import SetCore
@testable import SetFeature
import Testing

/// Racing a friend's game: their deal dealt again, their Sets counted as the race's time
/// reaches the moments they found them, and a file from anywhere read only if it is a possible game.
@MainActor
@Suite struct SetGhostRaceTests {
    /// Plays `model`'s game to its end, `seconds` per Set: the Set of the lowest cards on the
    /// table each time (whatever their places), dealing when there is none.
    static func playOut(_ model: SetTableModel, _ fixture: SetFixture, seconds: Double) {
        while !model.isFinished {
            fixture.now += seconds
            guard let set = SetSolver.sets(among: model.game.cardsInPlay).map({ $0.cards.sorted() }).min(by: { $0.lexicographicallyPrecedes($1) }) else {
                model.dealThreeMore()
                continue
            }
            for card in set { model.choose(cardID: model.session.id(of: card)) }
        }
        model.clearSelection()
    }

    static func finishedGhost(seed: UInt64, seconds: Double) throws -> (SetGhost, SetStory) {
        let fixture = SetFixture()
        let model = fixture.reopened(seed: seed)
        model.newGame(.solo(.standard))
        playOut(model, fixture, seconds: seconds)
        let story = model.session.story
        return (try #require(SetGhost(story: story, name: "Ada")), story)
    }

    @Test func theSameDealBringsTheSameCardsToTheSamePlay() throws {
        let (ghost, theirs) = try Self.finishedGhost(seed: 21, seconds: 5)
        #expect(Set(ghost.deck) == Set(SetCard.deck) && ghost.deck.count == 81)
        #expect(ghost.finds.first == 5 && ghost.finds.count == theirs.tables.flatMap(\.finds).count)
        let fixture = SetFixture()
        let model = fixture.reopened(seed: 99)
        model.race(ghost)
        #expect(Set(model.game.cardsInPlay) == Set(theirs.tables[0].cards))
        Self.playOut(model, fixture, seconds: 5)
        // Played the same way, every table holds the same cards as theirs did.
        #expect(model.session.story.tables.map { Set($0.cards) } == theirs.tables.map { Set($0.cards) })
    }

    @Test func theGhostsSetsAppearAsTheRaceReachesThemAndTheFasterWins() throws {
        let (ghost, _) = try Self.finishedGhost(seed: 5, seconds: 10)
        let fixture = SetFixture()
        let model = fixture.reopened(seed: 1)
        var finished: [FinishedGame] = []
        model.record.onFinished = { finished.append($0) }
        model.race(ghost)
        #expect(model.mode == .ghostRace && model.runsAgainstTheClock)
        #expect(model.presentation.table.sideline.hasPrefix("Ada’s ghost: 0 of \(ghost.finds.count) Sets"))
        fixture.now += 10
        model.tick()
        #expect(model.presentation.table.sideline.hasPrefix("Ada’s ghost: 1 of "))
        #expect(model.presentation.table.scoreText == "You 0 · Ghost 1")
        Self.playOut(model, fixture, seconds: 6)
        let over = try #require(model.presentation.table.gameOver)
        #expect(over.title == "Race Over" && over.summary.hasSuffix("you win!"))
        #expect(finished.count == 1 && finished[0].won && finished[0].mode == "Ghost Race" && finished[0].result.hasPrefix("Beat the ghost"))
        // New Game races the same ghost again, and the race comes back with the save.
        model.newGame()
        #expect(model.session.play.ghost == ghost && Set(model.game.cardsInPlay) == Set(ghost.deck.prefix(12)))
        #expect(fixture.reopened().session.play.ghost == ghost)
    }

    @Test func onlyAFinishedClassicGameWithThePlayersSetsMakesAGhost() {
        let set = [SetCard(.zero, .zero, .zero, .zero), SetCard(.zero, .zero, .zero, .one), SetCard(.zero, .zero, .zero, .two)]
        var story = SetStory(.standard, table: SetCard.deck, at: 0)
        #expect(SetGhost(story: story, name: "") == nil, "not finished")
        story.found(set, by: .computer, at: 3)
        story.end(at: 4)
        #expect(SetGhost(story: story, name: "") == nil, "no Set of the player's")
        var partial = SetStory(.standard, table: set, at: 0)
        partial.found(set, by: .player, at: 3)
        partial.end(at: 4)
        #expect(SetGhost(story: partial, name: "") == nil, "not dealt to the last card (a puzzle, a story begun from an old save)")
        var junior = SetStory(.junior, table: set, at: 0)
        junior.found(set, by: .player, at: 3)
        junior.end(at: 4)
        #expect(SetGhost(story: junior, name: "") == nil, "another deck")
    }

    /// A file from anywhere: each of these is refused.
    @Test(arguments: [
        #"{"name":"Ada","deck":[0],"finds":[1],"finishedAt":2}"#,                                  // not a whole deck
        #"{"name":"Ada","deck":[\#((0..<80).map(String.init).joined(separator: ",")),0],"finds":[1],"finishedAt":2}"#,  // a card twice
        #"{"name":"Ada","deck":[\#((0..<81).map(String.init).joined(separator: ","))],"finds":[5,1],"finishedAt":9}"#,  // time going back
        #"{"name":"Ada","deck":[\#((0..<81).map(String.init).joined(separator: ","))],"finds":[1],"finishedAt":1e300}"#, // no clock shows it
        #"{"name":"Ada\nEve","deck":[\#((0..<81).map(String.init).joined(separator: ","))],"finds":[1],"finishedAt":2}"#,  // a name of two lines
        #"{"name":"Ada","deck":[\#((0..<81).map(String.init).joined(separator: ","))],"finds":[],"finishedAt":2}"#,  // nothing found
    ])
    func anImpossibleGhostIsRefused(json: String) {
        #expect(throws: (any Error).self) { try JSONDecoder().decode(SetGhost.self, from: Data(json.utf8)) }
    }
}

/// The file a ghost race travels in.
@Suite struct SetGhostFileTests {
    @Test func aGhostReadsBackFromItsFileAndNothingElseDoes() throws {
        let set = [SetCard(.zero, .zero, .zero, .zero), SetCard(.zero, .zero, .zero, .one), SetCard(.zero, .zero, .zero, .two)]
        var story = SetStory(.standard, table: SetCard.deck, at: 10)
        story.found(set, by: .player, at: 13)
        story.end(at: 20)
        let ghost = try #require(SetGhost(story: story, name: "Ada\u{202E}\u{200B}\nEve" + String(repeating: "\u{301}", count: 500)))
        #expect(ghost.finds == [3] && ghost.finishedAt == 10, "times from the game's start")
        #expect(String(ghost.name.unicodeScalars.prefix(6)) == "AdaEve" && ghost.name.unicodeScalars.count <= 80 && ghost.name.utf8.count <= 160,
                "no bidi override, zero-width space or line break; a name of bounded size")
        let bytes = try #require(SetGhostFile.bytes(of: ghost))
        #expect(bytes.count < 1024)
        #expect(SetGhostFile.ghost(from: bytes) == ghost)
        #expect(SetGhostFile.ghost(from: Array("{}".utf8)) == nil)
        #expect(SetGhostFile.ghost(from: Array(String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "\"version\":1", with: "\"version\":2").utf8)) == nil,
                "a later version's file is not misread")
        #expect(SetGhostFile.ghost(from: bytes + Array(repeating: 32, count: SetGhostFile.largest)) == nil, "too large to be one")
    }
}
