import GameSupport
import Testing

/// Set's table: three rows (or three columns in a tall area) that grow by a line of three.
@Suite struct GridLinesTests {
    let set = GridLayout(aspectRatio: 5.0 / 7.0, spacingFraction: 0.07, lines: 3)

    /// The line (row, or column in a tall area) and the place along it of each card.
    func lines(_ layout: GridLayout.Arrangement) -> [(line: Double, along: Double)] {
        layout.frames.map { layout.isColumnMajor ? ($0.minY, $0.minX) : ($0.minX, $0.minY) }
    }

    @Test(arguments: [12, 15, 18, 21])
    func aWideTableHasThreeRowsFilledColumnByColumn(count: Int) {
        let layout = set.arrange(count, in: Size(width: 1600, height: 900))
        #expect(layout.isColumnMajor && layout.rows == 3 && layout.columns == count / 3)
        #expect(Set(layout.frames.map(\.minY)).count == 3)
        #expect(layout.frames[1].minY > layout.frames[0].minY, "the second card is below the first")
    }

    @Test func aTallTableHasThreeColumns() {
        let layout = set.arrange(15, in: Size(width: 400, height: 1200))
        #expect(!layout.isColumnMajor && layout.columns == 3 && layout.rows == 5)
    }

    @Test(arguments: [Size(width: 1600, height: 900), Size(width: 1000, height: 640), Size(width: 400, height: 1200)])
    func dealtCardsJoinWithoutTheOthersChangingLine(area: Size) {
        for count in stride(from: 12, to: 27, by: 3) {
            let before = lines(set.arrange(count, in: area)), after = lines(set.arrange(count + 3, in: area))
            for index in 0..<count {
                let lineBefore = before.filter { $0.line < before[index].line - 0.5 }.map(\.line)
                let lineAfter = after.filter { $0.line < after[index].line - 0.5 }.map(\.line)
                #expect(Set(lineBefore).count == Set(lineAfter).count, "card \(index) of \(count) stays in its line")
            }
        }
    }

    @Test func aTableThatLostCardsClosesUpWithoutHoles() {
        let layout = set.arrange(10, in: Size(width: 1600, height: 900))
        // Column by column: three full columns and one card in the last.
        let columns = Dictionary(grouping: layout.frames, by: { Int($0.minX.rounded()) })
        #expect(columns.count == 4)
        #expect(columns.values.map(\.count).sorted() == [1, 3, 3, 3])
        let lastColumn = columns.keys.max()!
        #expect(columns[lastColumn]!.count == 1 && columns[lastColumn]![0].minY == layout.frames[0].minY,
                "the last card lies at the top of its column")
    }

    @Test func tooManyCardsForTheMinimumWidthScroll() {
        let small = GridLayout(aspectRatio: 5.0 / 7.0, spacingFraction: 0.07, minimumCellWidth: 64, lines: 3)
        let layout = small.arrange(81, in: Size(width: 420, height: 500))
        #expect(layout.scrolls)
        #expect(layout.frames.count == 81)
    }
}
