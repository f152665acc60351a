import Foundation
import GameSupport
import SaveDoubles
import SetCore
@testable import SetFeature
import Testing

/// Restart (Ctrl+R): the same game dealt again from its beginning, in every mode, and after the
/// app is closed and opened again.
@MainActor
@Suite struct SetRestartTests {
    let fixture = SetFixture()

    @Test(arguments: SetMode.all)
    func restartDealsTheSameGameAgain(mode: SetMode) throws {
        let model = fixture.model(mode)
        let table = model.presentation.table.cards.map(\.name), deck = model.game.deck
        if let puzzle = model.session.puzzle {
            for card in puzzle.variant.matches(among: puzzle.cards)[0] { model.choose(cardID: model.session.id(of: card)) }
            #expect(model.session.puzzle?.found.count == 1, "a Set of the puzzle found")
        } else {
            SetFixture.takeAMatch(model)
            #expect(model.game.setsFound == 1 || model.mode == .twoPlayers, "a Set found")
        }
        #expect(model.session.canRestart)
        model.restart()
        #expect(model.session.mode == mode)
        #expect(model.presentation.table.cards.map(\.name) == table, "the same table as the game began with")
        #expect(model.game.deck == deck)
        #expect(model.game.score == 0 && model.game.setsFound == 0)
        #expect(model.session.puzzle?.found.isEmpty ?? true, "the puzzle's Sets to find again")
        #expect(model.session.story.tables.count == 1, "its story begins again")
    }

    @Test func aRestartedGameIsTheSameAfterReopeningAndTheNextNewGameIsNew() {
        let model = fixture.model(.solo(.standard))
        let table = model.game.cardsInPlay
        SetFixture.takeAMatch(model)
        let reopened = fixture.reopened()
        reopened.restart()
        #expect(reopened.game.cardsInPlay == table)
        reopened.newGame()
        #expect(reopened.game.cardsInPlay != table)
    }

    @Test func aSaveFromBeforeRestartHasNothingToRestart() throws {
        var session = SetSession(seed: 3, at: 0)
        var object = try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(session)) as? [String: Any])
        object["dealtFrom"] = nil
        session = try JSONDecoder().decode(SetSession.self, from: JSONSerialization.data(withJSONObject: object))
        #expect(!session.canRestart)
        let before = session.game
        session.restart(at: 0, today: SetFixture.day)
        #expect(session.game == before)
    }
}

/// The sounds the Set table asks for: a Set, not a Set, cards dealt; each once.
@MainActor
@Suite struct SetSoundTests {
    let fixture = SetFixture()

    @Test func aSetNotASetAndCardsDealtEachHaveTheirSound() throws {
        let model = fixture.model(.solo(.standard))
        let dealt = try #require(model.presentation.table.sound)
        #expect(dealt.kind == .dealt, "a new game is cards dealt")
        SetFixture.takeAMatch(model)
        let found = try #require(model.presentation.table.sound)
        #expect(found.kind == .match && found.serial > dealt.serial)
        model.clearSelection()   // the Set found leaves the table
        let cards = model.game.cardsInPlay
        var notASet: [SetCard] = []
        for k in 2..<cards.count where notASet.isEmpty && !SetVariant.standard.isMatch([cards[0], cards[1], cards[k]]) {
            notASet = [cards[0], cards[1], cards[k]]
        }
        for card in notASet { model.choose(cardID: model.session.id(of: card)) }
        #expect(model.presentation.table.sound?.kind == .miss)
        model.dealThreeMore()
        #expect(model.presentation.table.sound?.kind == .dealt || !model.game.canDeal)
    }

    @Test func aPuzzleSetSoundsAsAMatch() {
        let model = fixture.model(.dailyPuzzle)
        let puzzle = model.session.puzzle!
        let match = SetVariant.standard.matches(among: puzzle.cards)[0]
        for card in match { model.choose(cardID: model.session.id(of: card)) }
        #expect(model.presentation.table.sound?.kind == .match)
    }
}
