import CardArt
import GameSupport
import SetStyle
import Testing

/// 4Set's fourth count, ink, shading and shape, and MegaSet's border, checked on rendered cards.
@Suite struct BiggerDeckArtTests {
    let centre = Rect(x: 60, y: 110, width: 80, height: 60)

    @Test(arguments: SetTheme.allCases)
    func fourSymbolsAreFourAndFitTheCard(theme: SetTheme) {
        let ink = SetPalette.of(theme).color(for: .blue)
        let image = render(SetFace(count: .four, ink: .blue, fill: .solid, symbol: .oval), theme: theme)
        let symbols = image.regions(of: ink).filter { $0.count > 300 }
        #expect(symbols.count == 4, "\(symbols.map(\.count))")
        #expect(symbols.allSatisfy { $0.center.y > 20 && $0.center.y < 260 }, "inside the card")
    }

    @Test func theDottedShadingLiesBetweenOpenAndSolid() {
        let darkness = [SetFace.Fill.open, .dotted, .solid].map { fill in
            render(SetFace(count: .one, ink: .red, fill: fill, symbol: .oval)).darkness(in: centre)
        }
        #expect(darkness[0] < darkness[1] && darkness[1] < darkness[2] && darkness[1] - darkness[0] > 0.05, "\(darkness)")
        let glyphs = [SetFace.Fill.open, .dotted, .solid].map { fill in
            render(SetFace(count: .one, ink: .red, fill: fill, symbol: .oval), theme: .glyphs).darkness(in: centre)
        }
        #expect(glyphs[0] < glyphs[1] && glyphs[1] < glyphs[2], "half-filled glyphs: \(glyphs)")
    }

    /// The triangle's base fills the symbol box's lower corners, which the diamond leaves empty.
    @Test func theTriangleIsNotTheDiamond() {
        let lowerLeft = Rect(x: 38, y: 164, width: 10, height: 7)
        let ink = SetPalette.classic.green
        #expect(render(SetFace(count: .one, ink: .green, fill: .solid, symbol: .triangle)).coverage(of: ink, in: lowerLeft) > 0.2)
        #expect(render(SetFace(count: .one, ink: .green, fill: .solid, symbol: .diamond)).coverage(of: ink, in: lowerLeft) == 0)
    }

    @Test func theBorderIsNoneOneOrTwoLines() {
        let edge = Rect(x: 1, y: 120, width: 14, height: 1)
        let crossings = SetFace.Border.allCases.map { border in
            let image = render(SetFace(count: .one, ink: .red, fill: .open, symbol: .oval, border: border))
            // Dark runs met going in from the left edge, across the card's middle row.
            var runs = 0, inRun = false
            for x in Int(edge.minX)..<Int(edge.maxX) {
                let dark = image.darkness(in: Rect(x: Double(x), y: edge.minY, width: 1, height: 1)) > 0.3
                if dark && !inRun { runs += 1 }
                inRun = dark
            }
            return runs
        }
        #expect(crossings == [0, 1, 2], "\(crossings)")
    }

    @Test func eachThemeHasFourInksThatDiffer() {
        for theme in SetTheme.allCases {
            let palette = SetPalette.of(theme)
            #expect(Set(SetFace.Ink.allCases.map(palette.color(for:))).count == 4)
        }
    }
}
