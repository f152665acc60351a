import GameSupport
import SaveDoubles
import SetCore
@testable import SetFeature
import Testing

/// What the Set tab's controls show and allow, decided by the view model, and the two players'
/// Shift-key calls.
@MainActor
@Suite struct SetControlsTests {
    let fixture = SetFixture()

    @Test func whatAModeDoesNotUseIsNotShown() {
        let puzzle = fixture.model(.dailyPuzzle).presentation
        #expect(!puzzle.table.showsPiles && !puzzle.showsHint && !puzzle.showsDeal, "twelve cards are all there is")
        #expect(!fixture.model(.twoPlayers).presentation.showsHint, "no hints between two players")
        let solo = fixture.model(.solo(.standard)).presentation
        #expect(solo.table.showsPiles && solo.showsHint && solo.showsDeal)
    }

    @Test func dealIsShownWhereTheModeDealsOnDemand() {
        for mode in SetMode.all {
            let model = fixture.model(mode)
            #expect(model.presentation.showsDeal == (model.session.puzzle == nil), "\(mode): a puzzle's table is all there is")
        }
    }

    @Test func hintsAreOfferedExceptInThePuzzlesAndBetweenTwoPlayers() {
        for mode in SetMode.all {
            let model = fixture.model(mode)
            #expect(model.offersHints == (model.session.puzzle == nil && mode != .twoPlayers), "\(mode)")
        }
    }

    @Test func claimButtonsShowForTwoPlayersAndRestWhileAClaimIsOpen() {
        #expect(!fixture.model(.solo(.standard)).presentation.showsClaims)
        let duel = fixture.model(.twoPlayers)
        #expect(duel.presentation.showsClaims && duel.presentation.canClaim)
        duel.claim(by: .one)
        #expect(duel.presentation.showsClaims && !duel.presentation.canClaim, "one claim at a time")
    }

    @Test func aShiftPressedAndLetGoIsACall() {
        var calls = ShiftCalls()
        calls.pressed(.leftShift)
        #expect(calls.released(.leftShift) == .one)
        calls.pressed(.rightShift)
        #expect(calls.released(.rightShift) == .two)
    }

    @Test func shiftHeldForAnotherKeyIsNoCall() {
        var calls = ShiftCalls()
        calls.pressed(.leftShift)
        calls.pressed(.other)   // Shift+D: deal
        #expect(calls.released(.leftShift) == nil)
        calls.pressed(.leftShift)
        #expect(calls.released(.rightShift) == nil, "the other Shift let go")
        #expect(calls.released(.leftShift) == .one)
        #expect(calls.released(.leftShift) == nil, "one call per press")
    }
}
