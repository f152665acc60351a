import CardArt
import GameSupport
import Testing

/// The app's table paints its cloth from `TableFelt.css`; printed tables draw it with
/// `TableFelt.draw`. Both must be the same cloth.
@Suite struct TableFeltTests {
    @Test func colorsAreWrittenAsCSSBytesWithTheirAlpha() {
        #expect(Color(hex: 0x2F7A4B).css == "rgba(47,122,75,1.0)")
        #expect(Color(red: 1, green: 0.5, blue: 0, alpha: 0.25).css == "rgba(255,128,0,0.25)")
    }

    @Test func theCSSGradientRunsFromTheDrawnClothsTopColourToItsBottomOne() throws {
        let height = 400
        let image = ImageSurface(width: 4, height: height)
        image.draw { canvas in TableFelt.draw(on: canvas, size: Size(width: 4, height: Double(height))) }
        let stops = try cssColors(in: TableFelt.css)
        #expect(TableFelt.css.hasPrefix("linear-gradient(to bottom, "))
        try #require(stops.count == 2)
        #expect(image.pixel(x: 1, y: 0).isClose(to: stops[0], tolerance: 0.02))
        #expect(image.pixel(x: 1, y: height - 1).isClose(to: stops[1], tolerance: 0.02))
        #expect(!stops[0].isClose(to: stops[1], tolerance: 0.02), "a gradient, lighter at the top")
    }

    /// The rgba(…) colours of a CSS value, in order.
    private func cssColors(in css: String) throws -> [Color] {
        try css.split(separator: "rgba(").dropFirst().map { part in
            let numbers = try part.prefix { $0 != ")" }.split(separator: ",").map { try #require(Double($0)) }
            try #require(numbers.count == 4)
            return Color(red: numbers[0] / 255, green: numbers[1] / 255, blue: numbers[2] / 255, alpha: numbers[3])
        }
    }
}
