import GameSupport
import SetCore
@testable import SetFeature
import Testing

/// The coach's Drill: tables rich in the kind of Set the player is slowest at, every Set on each
/// to be found, and the pace on that kind kept from table to table.
@MainActor
@Suite struct SetDrillTests {
    @Test(arguments: [SetCard.Feature.first, .second, .third, .fourth])
    func aDrillTableIsRicherInItsKindThanATableByChance(focus: SetCard.Feature) {
        var drilled = 0, byChance = 0
        for seed in UInt64(1)...20 {
            var generator = SeededGenerator(seed: seed)
            drilled += SetPuzzle(richIn: focus, using: &generator, at: 0).matches(differingIn: focus)
            var other = SeededGenerator(seed: seed)
            byChance += SetPuzzle(.standard, using: &other, at: 0).matches(differingIn: focus)
        }
        #expect(drilled > byChance + 20, "drilled \(drilled), by chance \(byChance)")
    }

    @Test func theDrillCountsItsKindTableAfterTableAndComesBackWithTheSave() throws {
        let fixture = SetFixture()
        let model = fixture.reopened()
        model.newGame(.drill(.second))
        #expect(model.mode == .drill(.second) && model.runsAgainstTheClock)
        #expect(model.presentation.table.sideline == "Drill on colour: no Set of that kind found yet.")
        var ofTheKind = 0
        for set in SetSolver.sets(among: model.session.puzzle!.cards) {
            fixture.now += 4
            for card in set.cards { model.choose(cardID: model.session.id(of: card)) }
            if SetDeck.standard.differingFeatures(set.cards).contains(.second) { ofTheKind += 1 }
        }
        let drill = try #require(model.session.play.drill)
        #expect(model.session.puzzle?.isSolved == true)
        #expect(drill.found == ofTheKind && ofTheKind > 0)
        #expect(drill.average == 4, "each timed from the Set before it")
        #expect(model.presentation.table.gameOver?.playAgainLabel == "Next Table")
        #expect(fixture.reopened().session.play.drill == drill)
        model.newGame()
        #expect(model.session.play.drill?.found == ofTheKind && model.session.puzzle?.found.isEmpty == true,
                "the next table keeps the drill's pace")
        model.newGame(.drill(.second))
        #expect(model.session.play.drill?.found == 0, "Drill chosen again from the menu begins afresh")
    }

    @Test func theDrillCoachesTheSlowestKindOnceKnownAndSaysItGuessesBefore() {
        let fixture = SetFixture()
        let model = fixture.reopened()
        model.newGame(SetMode.drillInTheMenu)
        #expect(model.mode == .drill(.third))
        #expect(model.status == "New game. Drill: tables rich in Sets whose cards differ in shading, until your games show which kind you are slowest at. Find every Set.")
        #expect(fixture.reopened().session.instructions == model.session.instructions, "the guess is saved with the drill")
        model.slowestFeature = { .first }
        model.newGame(SetMode.drillInTheMenu)
        #expect(model.mode == .drill(.first))
        #expect(model.status == "New game. Drill: tables rich in Sets whose cards differ in number, the kind you are slowest at. Find every Set.")
    }

    @Test func aSetOfAnotherKindCountsForTheTableNotForTheDrill() {
        var generator = SeededGenerator(seed: 3)
        var drill = SetDrill(focus: .first, using: &generator, at: 0)
        let sameNumber = [SetCard(.zero, .zero, .zero, .zero), SetCard(.zero, .zero, .zero, .one), SetCard(.zero, .zero, .zero, .two)]
        drill.counted(sameNumber, at: 5)
        #expect(drill.found == 0)
        let allDiffer = [SetCard(.zero, .zero, .zero, .zero), SetCard(.one, .one, .one, .one), SetCard(.two, .two, .two, .two)]
        drill.counted(allDiffer, at: 8)
        #expect(drill.found == 1 && drill.seconds == 3, "timed from the last find, of any kind")
    }
}
