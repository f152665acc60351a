import CardTable
import Testing

@Suite struct TableKeysTests {
    @Test func theFirstTwelveKeysFormTheLeftHandBlock() {
        #expect(String(TableKeys.Layout.qwerty.order.prefix(12)) == "123qweasdzxc")
        #expect(String(TableKeys.Layout.qwerty.order[12..<21]) == "rtyfghvbn")
    }

    @Test func keysAndPositionsRoundTrip() {
        for (position, key) in TableKeys.Layout.qwerty.order.enumerated() {
            #expect(TableKeys.position(for: key) == position)
            #expect(TableKeys.key(for: position) == key)
        }
        #expect(TableKeys.position(for: "Q") == 3, "capital letters are the same key")
        #expect(TableKeys.position(for: "!") == nil)
        #expect(Set(TableKeys.Layout.qwerty.order).count == TableKeys.Layout.qwerty.order.count)
    }
}

@Suite struct TableFocusTests {
    // A 4-column grid of 10 cards:
    //  0 1 2 3
    //  4 5 6 7
    //  8 9
    @Test(arguments: [
        (5, TableFocus.Direction.left, 4), (4, .left, 4), (5, .right, 6), (7, .right, 7), (9, .right, 9),
        (5, .up, 1), (1, .up, 1), (1, .down, 5), (5, .down, 9), (6, .down, 9), (9, .down, 9),
    ])
    func arrowsMoveWithinTheGrid(from: Int, direction: TableFocus.Direction, to: Int) {
        #expect(TableFocus.move(from: from, direction, columns: 4, count: 10) == to)
    }

    @Test func anEmptyTableStaysPut() {
        #expect(TableFocus.move(from: 3, .down, columns: 4, count: 0) == 0)
    }
}
