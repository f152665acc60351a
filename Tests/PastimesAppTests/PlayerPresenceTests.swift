import GameSupport
@testable import PastimesApp
import Testing

/// The player is with a game only while its tab is on show in an active, unminimised window
/// with no dialog over it; every other case is away, so that clocks the player races stop.
@Suite struct PlayerPresenceTests {
    static let here = PlayerPresence(windowIsActive: true, windowIsMinimised: false, openDialogs: 0, tabOnShow: .set)

    @Test func withTheTabOnShowInTheActiveWindowThePlayerIsPresentAndAwayFromTheOthers() {
        #expect(!Self.here.isAway(from: .set))
        #expect(Self.here.isAway(from: .cards) && Self.here.isAway(from: .simon))
    }

    enum Absence: CaseIterable {
        case anotherWindowHasTheFocus, theWindowIsMinimised, aDialogIsOpen, anotherTabIsOnShow
    }

    @Test(arguments: Absence.allCases)
    func eachAbsenceLeavesThePlayerAwayFromTheGame(_ absence: Absence) {
        var presence = Self.here
        switch absence {
        case .anotherWindowHasTheFocus: presence.windowIsActive = false
        case .theWindowIsMinimised: presence.windowIsMinimised = true
        case .aDialogIsOpen: presence.openDialogs = 1
        case .anotherTabIsOnShow: presence.tabOnShow = .cards
        }
        #expect(presence.isAway(from: .set), "\(absence)")
    }

    @Test func theLabPresumesThePlayerPresentButOnlyOnTheTabOnShow() {
        var presence = PlayerPresence(windowIsActive: false, windowIsMinimised: true, openDialogs: 2, tabOnShow: .simon, presumedPresent: true)
        #expect(!presence.isAway(from: .simon))
        #expect(presence.isAway(from: .set))
        presence.presumedPresent = false
        #expect(presence.isAway(from: .simon))
    }
}
