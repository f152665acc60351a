import CardTable
import Testing

@Suite struct TableKeysLayoutTests {
    @Test(arguments: TableKeys.Layout.allCases)
    func everyLayoutGivesEachPositionItsOwnKey(layout: TableKeys.Layout) {
        let order = layout.order
        #expect(Set(order).count == order.count)
        #expect(order.count >= 21, "enough keys for 21 cards, the most a table needs with a Set")
        for (position, key) in order.enumerated() {
            #expect(TableKeys.position(for: key, layout: layout) == position)
            #expect(TableKeys.key(for: position, layout: layout) == key)
        }
    }

    @Test func theSameBlockOfKeysOnEachKeyboard() {
        // The key below 1 is Q on QWERTY and QWERTZ, A on AZERTY; bottom-left is Z, Y and W.
        #expect(TableKeys.position(for: "q", layout: .qwerty) == 3 && TableKeys.position(for: "a", layout: .azerty) == 3)
        #expect(TableKeys.position(for: "z", layout: .qwerty) == 9 && TableKeys.position(for: "y", layout: .qwertz) == 9)
        #expect(TableKeys.position(for: "w", layout: .azerty) == 9)
        #expect(TableKeys.position(for: "Q", layout: .qwerty) == 3, "capitals too")
    }
}
