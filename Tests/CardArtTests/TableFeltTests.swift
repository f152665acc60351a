import CardArt
import Foundation
import GameSupport
import Testing

/// The app's table paints its cloth from `TableFelt.css`; printed tables draw it with
/// `TableFelt.draw`. Both must be the same cloth.
@Suite struct TableFeltTests {
    @Test func theCSSIsAStripOfTheDrawnClothThatStretchesOverTheTable() throws {
        let css = TableFelt.css
        let prefix = "url(\"data:image/png;base64,"
        try #require(css.hasPrefix(prefix) && css.hasSuffix("\")"))
        let bytes = try #require(Data(base64Encoded: String(css.dropFirst(prefix.count).dropLast(2))))
        let strip = try #require(ImageSurface(png: Array(bytes)))
        #expect(strip.width == 1)
        #expect(strip.height >= 32, "enough rows to blend into one slope")

        // Stretched over a table, each row of the strip is the drawn cloth at its height.
        let height = 400
        let table = ImageSurface(width: 4, height: height)
        table.draw { canvas in TableFelt.draw(on: canvas, size: Size(width: 4, height: Double(height))) }
        for row in [0, strip.height / 3, strip.height - 1] {
            let y = Int((Double(row) + 0.5) / Double(strip.height) * Double(height))
            #expect(strip.pixel(x: 0, y: row).isClose(to: table.pixel(x: 1, y: y), tolerance: 0.02), "row \(row)")
        }
        #expect(!strip.pixel(x: 0, y: 0).isClose(to: strip.pixel(x: 0, y: strip.height - 1), tolerance: 0.02),
                "a gradient, lighter at the top")
    }

    @Test func bytesThatAreNoPNGReadAsNothing() {
        #expect(ImageSurface(png: Array("not a picture".utf8)) == nil)
        #expect(ImageSurface(png: []) == nil)
    }
}
