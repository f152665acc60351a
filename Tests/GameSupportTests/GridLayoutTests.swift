import GameSupport
import PropertyBased
import Testing

@Suite struct GridLayoutTests {
    let cards = GridLayout(aspectRatio: 5.0 / 7.0, spacingFraction: 0.06)

    @Test func twelveCardsInAWideWindowUseFourOrMoreColumns() {
        let layout = cards.arrange(12, in: Size(width: 1280, height: 720))
        #expect(layout.columns >= 4)
        #expect(layout.frames.count == 12)
        #expect(!layout.scrolls)
    }

    @Test func twelveCardsInANarrowWindowUseFewerColumnsThanRows() {
        let layout = cards.arrange(12, in: Size(width: 360, height: 720))
        #expect(layout.columns < layout.rows)
    }

    @Test func oneCardFillsTheLimitingDimension() {
        let area = Size(width: 1000, height: 700)
        let layout = cards.arrange(1, in: area)
        let frame = layout.frames[0]
        // Height-limited: the card plus two gaps spans the height exactly.
        #expect(abs(frame.height + 2 * layout.spacing - area.height) < 1e-9)
        #expect(abs(frame.center.x - area.width / 2) < 1e-9)
    }

    @Test func spacingIsProportionalToCardSize() {
        let layout = cards.arrange(15, in: Size(width: 900, height: 600))
        #expect(abs(layout.spacing - 0.06 * layout.cellSize.width) < 1e-9)
    }

    @Test func nothingToLayOut() {
        #expect(cards.arrange(0, in: Size(width: 100, height: 100)).frames.isEmpty)
        #expect(cards.arrange(5, in: .zero).frames.isEmpty)
    }

    @Test func belowTheMinimumTheGridScrollsInsteadOfShrinking() {
        let layout = GridLayout(aspectRatio: 5.0 / 7.0, minimumCellWidth: 80).arrange(81, in: Size(width: 360, height: 500))
        #expect(layout.scrolls)
        #expect(layout.cellSize.width >= 80 - 1e-9)
        #expect(layout.contentSize.height > 500)
        #expect(layout.frames.allSatisfy { $0.maxX <= 360 + 1e-9 })
    }

    @Test func cellsAreAsLargeAsAnyColumnCountAllows() async {
        await propertyCheck(input: Gen.int(in: 1...81), Gen.double(in: 100...2000), Gen.double(in: 100...2000)) { count, width, height in
            let area = Size(width: width, height: height)
            let chosen = cards.arrange(count, in: area).cellSize.width
            for columns in 1...count {
                let rows = Double((count + columns - 1) / columns)
                let byWidth = width / (Double(columns) + Double(columns + 1) * 0.06)
                let byHeight = height / (rows * 7 / 5 + (rows + 1) * 0.06)
                #expect(chosen >= min(byWidth, byHeight) - 1e-9)
            }
        }
    }

    @Test func framesFitTheAreaNeverOverlapAndKeepTheAspectRatio() async {
        await propertyCheck(input: Gen.int(in: 1...81), Gen.double(in: 50...2500), Gen.double(in: 50...2500)) { count, width, height in
            let area = Rect(x: 0, y: 0, width: width, height: height)
            let layout = cards.arrange(count, in: area.size)
            #expect(layout.frames.count == count)
            for (index, frame) in layout.frames.enumerated() {
                #expect(area.contains(frame, tolerance: 1e-6))
                #expect(abs(frame.size.aspectRatio - 5.0 / 7.0) < 1e-9)
                for other in layout.frames[(index + 1)...] { #expect(!frame.overlaps(other)) }
            }
        }
    }
}
