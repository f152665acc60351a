import CardTable
import Testing

/// The Set tab's bar, measured: the mode menu about 140 pixels wide, the deck, Hint, Deal 3 More
/// Cards and the discard pile about 320.
@Suite struct GameBarShapeTests {
    @Test func oneRowWhenBothEndsAsWideAsTheWiderFitBesideTheMiddle() {
        #expect(GameBarShape.fitting(width: 1000, mode: 140, actions: 320) == .oneRow)
        #expect(GameBarShape.fitting(width: 2 * 320 + 260 + 24, mode: 140, actions: 320) == .oneRow)
        #expect(GameBarShape.fitting(width: 2 * 320 + 260 + 23, mode: 140, actions: 320) == .twoRows)
    }

    @Test func twoRowsWhenTheModeAndTheActionsFitSideBySide() {
        #expect(GameBarShape.fitting(width: 720, mode: 140, actions: 320) == .twoRows)
        #expect(GameBarShape.fitting(width: 140 + 320 + 36, mode: 140, actions: 320) == .twoRows)
        #expect(GameBarShape.fitting(width: 140 + 320 + 35, mode: 140, actions: 320) == .column)
    }

    @Test func stackedInAPhonesWidth() {
        #expect(GameBarShape.fitting(width: 400, mode: 140, actions: 320) == .column)
        #expect(GameBarShape.fitting(width: 360, mode: nil, actions: 320) == .column)
    }

    @Test func aBarWithoutModeControlsHasOneRowOrAStackNeverTwoRows() {
        #expect(GameBarShape.fitting(width: 2 * 320 + 260 + 24, mode: nil, actions: 320) == .oneRow)
        #expect(GameBarShape.fitting(width: 720, mode: nil, actions: 320) == .column)
    }

    @Test func oneRowAlsoNeedsRoomForTheScoresLine() {
        #expect(GameBarShape.fitting(width: 1000, mode: 140, actions: 320, numbers: 330) == .oneRow)
        #expect(GameBarShape.fitting(width: 1000, mode: 140, actions: 320, numbers: 340) == .twoRows)
    }

    @Test func theMiddleIsWhatTheWiderEndLeavesTwiceSoItStaysCentred() {
        #expect(GameBarShape.oneRow.middleWidth(width: 1000, mode: 140, actions: 320) == 1000 - 640 - 24)
        #expect(GameBarShape.oneRow.middleWidth(width: 1200, mode: 400, actions: 320) == 1200 - 800 - 24)
        #expect(GameBarShape.twoRows.middleWidth(width: 720, mode: 140, actions: 320) == 720 - 36)
        #expect(GameBarShape.column.middleWidth(width: 200, mode: nil, actions: 320) == 260, "never narrower than two lines' worth")
    }
}
