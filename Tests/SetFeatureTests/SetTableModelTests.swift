import Foundation
import GameSupport
import SaveDoubles
import SetCore
@testable import SetFeature
import SetStyle
import Testing

@MainActor
@Suite struct SetTableModelTests {
    func model(_ slot: MemorySaves = MemorySaves(), seed: UInt64 = 4) -> SetTableModel {
        SetFixture().reopened(seed: seed, slot: slot.slot)
    }

    @Test func aFreshModelDealsTwelveUnmarkedCardsNamedByTheirFaces() {
        let presentation = model().presentation
        #expect(presentation.table.cards.count == 12)
        #expect(presentation.table.cards.allSatisfy { $0.mark == .none && $0.description.isEmpty })
        #expect(presentation.table.cards.map(\.name) == model().game.cardsInPlay.map(\.spokenName))
        #expect(presentation.table.detailText == "69 cards in the deck · 0 found")
        #expect(presentation.table.scoreText == "Score: 0")
        #expect(presentation.canDeal && presentation.table.gameOver == nil)
    }

    @Test func selectionStatesAreMarkedAndDescribed() throws {
        let model = model()
        let set = try #require(SetSolver.firstSet(among: model.game.cardsInPlay))
        model.choose(cardID: model.session.id(of: set.first))
        #expect(model.presentation.table.cards.first { $0.id == model.session.id(of: set.first) }?.description == "selected")
        model.choose(cardID: model.session.id(of: set.second))
        model.choose(cardID: model.session.id(of: set.third))
        let chosen = model.presentation.table.cards.filter { set.cards.map(model.session.id(of:)).contains($0.id) }
        #expect(chosen.allSatisfy { $0.mark == .matched && $0.description == "selected, a Set" })
        #expect(model.status.hasPrefix("A Set! +"))
    }

    @Test func tableCommandsReachTheGameAndEscapeSaysWhetherItDidAnything() {
        let model = model()
        #expect(!model.perform(.clearChoice), "nothing chosen: Esc is left for the window")
        #expect(model.perform(.choose(position: 0)))
        #expect(model.hasSelection)
        #expect(model.perform(.clearChoice))
        #expect(!model.hasSelection)
        #expect(model.perform(.dealThreeMore))
        #expect(model.game.cardsInPlay.count == 15)
        #expect(!model.perform(.toggleGather), "gathering is the table's, not the game's")
    }

    @Test func aNonSetIsMarkedMismatched() throws {
        let model = model()
        let cards = model.game.cardsInPlay
        // The first two cards and any third that does not complete their Set.
        let third = try #require(cards.dropFirst(2).first { !SetCard.formSet(cards[0], cards[1], $0) })
        let trio = [cards[0], cards[1], third]
        for card in trio { model.choose(cardID: model.session.id(of: card)) }
        let marked = model.presentation.table.cards.filter { trio.map(model.session.id(of:)).contains($0.id) }
        #expect(marked.allSatisfy { $0.mark == .mismatched && $0.description == "selected, not a Set" })
        #expect(model.status == "Not a Set: −5 points.")
    }

    @Test func everyChangeIsSavedAndRestored() throws {
        let slot = MemorySaves()
        let first = model(slot)
        first.dealThreeMore()
        first.choose(position: 0)
        let restored = model(slot, seed: 99)
        #expect(restored.session == first.session)
        #expect(restored.record.loadProblem == nil)
        #expect(restored.status.hasPrefix("Welcome back"))
    }

    @Test func aDamagedSaveIsSetAsideAndANewGameStarted() {
        let slot = MemorySaves(Array("not json".utf8))
        let model = model(slot)
        #expect(model.presentation.table.cards.count == 12)
        #expect(slot.setAsideCount == 1)
        #expect(model.record.loadProblem?.contains("/kept/save.damaged") == true)
    }

    @Test func anUnreadableSaveIsReportedAndNotOverwrittenUntilPlay() {
        struct Unreadable: Error {}
        final class Writes: @unchecked Sendable { var count = 0 }
        let writes = Writes()
        let slot = SaveSlot(read: { throw Unreadable() }, write: { _ in writes.count += 1 }, setAside: { "" })
        let model = SetTableModel(seed: 1, clocks: .stopped(at: 0), today: { SetFixture.day }, slot: slot)
        #expect(model.record.loadProblem?.contains("could not be read") == true)
        model.tick()
        model.setPaused(true, for: .away)
        #expect(writes.count == 0, "the save that could not be read is left as it is")
        model.dealThreeMore()
        #expect(writes.count == 1, "the player's first move saves the new game")
    }

    @Test func aFailedSaveIsReportedToThePlayer() {
        struct DiskFull: Error {}
        let slot = SaveSlot(read: { nil }, write: { _ in throw DiskFull() }, setAside: { "" })
        let model = SetTableModel(seed: 1, clocks: .stopped(at: 0), today: { SetFixture.day }, slot: slot)
        var problems: [String] = []
        model.record.onProblem = { problems.append($0) }
        model.dealThreeMore()
        #expect(problems.count == 1 && problems[0].contains("could not be saved"))
    }

    @Test func theGameOverPanelAppearsWhenNoSetRemains() {
        var game = SetGame(deck: Array(SetCard.deck.prefix(12)))
        while let set = game.matchesOnTable.first {
            for card in set { game.choose(card, at: 0) }
        }
        let presentation = SetPresentation(game)
        #expect(presentation.table.gameOver?.title == "Game Over")
        #expect(presentation.table.gameOver?.summary.contains("scored \(game.score < 0 ? "\u{2212}\(-game.score)" : "\(game.score)") points") == true)
        #expect(!presentation.canHint)
    }

    @Test func hintsAreDescribed() throws {
        let model = model()
        try #require(SetSolver.containsSet(model.game.cardsInPlay))
        model.hint()
        let hinted = model.presentation.table.cards.filter { $0.mark == .hinted }
        #expect(hinted.count == 1 && hinted[0].description == "hinted")
        #expect(model.status.hasPrefix("Hint: \(hinted[0].name), one card of a Set"))
        #expect(!model.status.contains(" is part"), "a plural card name takes no singular verb")
    }

    @Test func hintsNameTheVariantsKindOfMatch() throws {
        let model = model()
        for (mode, kind) in [(SetMode.solo(.fourSet), "a 4Set"), (.solo(.mega), "a Set"), (.solo(.ultra), "an UltraSet")] {
            model.newGame(mode)
            while !model.game.variant.hasMatch(among: model.game.cardsInPlay) { model.dealThreeMore() }
            model.hint()
            #expect(model.status.contains(", one card of \(kind) ("), "\(mode.id): \(model.status)")
            model.revealSet()
            #expect(model.status.hasPrefix(kind.prefix(1).uppercased() + kind.dropFirst() + " is marked with stars"), "\(mode.id): \(model.status)")
        }
    }

    @Test func aNewGameGivesEveryCardANewIdentity() {
        let model = model()
        let before = Set(model.presentation.table.cards.map(\.id))
        model.newGame()
        #expect(Set(model.presentation.table.cards.map(\.id)).isDisjoint(with: before), "the table treats it as a re-deal")
    }

    @Test func savesFromBeforeDealsWereCountedStillLoad() throws {
        var generator = SeededGenerator(seed: 1)
        let game = SetGame(using: &generator)
        let old = #"{"game":"# + String(decoding: try JSONEncoder().encode(game), as: UTF8.self)
            + #","generator":"# + String(decoding: try JSONEncoder().encode(generator), as: UTF8.self) + "}"
        let model = SetTableModel(seed: 9, clocks: .stopped(at: 0), today: { SetFixture.day }, slot: MemorySaves(Array(old.utf8)).slot)
        #expect(model.record.loadProblem == nil)
        #expect(model.game == game && model.session.deal == 1)
    }

    @Test func newGameAndShuffleAreAnnounced() {
        let model = model()
        var changes = 0
        model.onChange = { changes += 1 }
        let before = model.game.cardsInPlay
        model.shuffle()
        #expect(Set(model.game.cardsInPlay) == Set(before))
        model.newGame()
        #expect(model.game.cardsInPlay != before)
        #expect(changes == 2)
    }
}
