import CardTable
import Testing

@Suite struct TableCommandTests {
    @Test func shiftedLettersAreTableCommands() {
        let expected: [(Character, TableCommand)] = [("d", .dealThreeMore), ("D", .dealThreeMore), ("s", .shuffle), ("g", .toggleGather)]
        for (character, command) in expected {
            #expect(TableCommand.forKey(character, shift: true, layout: .qwerty) == command)
        }
    }

    @Test func otherShiftedKeysAreNothing() {
        #expect(TableCommand.forKey("q", shift: true, layout: .qwerty) == nil)
        #expect(TableCommand.forKey("1", shift: true, layout: .qwerty) == nil)
    }

    @Test func cardKeysChooseTheirPositionInTheLayout() {
        #expect(TableCommand.forKey("1", shift: false, layout: .qwerty) == .choose(position: 0))
        #expect(TableCommand.forKey("q", shift: false, layout: .qwerty) == .choose(position: 3))
        #expect(TableCommand.forKey("y", shift: false, layout: .qwertz) == .choose(position: 9))
        #expect(TableCommand.forKey("a", shift: false, layout: .azerty) == .choose(position: 3))
        #expect(TableCommand.forKey("d", shift: false, layout: .qwerty) == .choose(position: 8), "unshifted, D is a card key")
        #expect(TableCommand.forKey("p", shift: false, layout: .qwerty) == nil, "P pauses; it chooses no card")
    }

    @Test func gesturesSpeakTheSameCommands() {
        #expect(TableGestures.flick(distanceX: 0, distanceY: 240, seconds: 0.2) == .dealThreeMore)
        #expect(TableGestures.rotation(totalRadians: .pi / 2) == .shuffle)
    }
}
