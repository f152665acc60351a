import CardArt
import GameSupport
import SetCore
import SetStyle
import Testing

/// The Glyphs and colour-blind themes, checked on rendered cards.
@Suite struct SetThemeArtTests {
    let centre = Rect(x: 60, y: 110, width: 80, height: 60)
    let corner = Rect(x: 6, y: 8, width: 22, height: 24)

    @Test func glyphsAreFilledShadedOrOutlined() {
        let ink = SetPalette.classic.green
        let coverage = SetFace.Fill.allCases.map { fill in
            render(SetFace(count: .one, ink: .green, fill: fill, symbol: .oval), theme: .glyphs).coverage(of: ink, in: centre)
        }
        let (filled, shaded, outlined) = (coverage[0], coverage[1], coverage[2])
        #expect(filled > 0.3, "a filled glyph is solid ink: \(filled)")
        #expect(shaded < filled / 2 && outlined < filled / 2, "shaded and outlined glyphs are mostly paper")
        // The shading is the ink at 40 %: clearly tinted, halfway to filled.
        let tint = ink.withAlpha(0.4)
        let tinted = Color(red: 1 - tint.alpha * (1 - ink.red), green: 1 - tint.alpha * (1 - ink.green),
                           blue: 1 - tint.alpha * (1 - ink.blue))
        let shadedImage = render(SetFace(count: .one, ink: .green, fill: .striped, symbol: .oval), theme: .glyphs)
        #expect(shadedImage.coverage(of: tinted, in: Rect(x: 95, y: 135, width: 10, height: 10)) > 0.8)
    }

    @Test(arguments: [SetFace.Count.one, .two, .three])
    func aGlyphCardShowsItsNumberOfGlyphs(count: SetFace.Count) {
        let image = render(SetFace(count: count, ink: .purple, fill: .solid, symbol: .diamond), theme: .glyphs)
        let glyphs = image.regions(of: SetPalette.classic.purple)
        #expect(glyphs.count == count.rawValue)
        // One above another, as the classic symbols lie, each large enough to read at a glance:
        // a filled triangle over 1,200 of the card's 56,000 pixels (the row of small glyphs
        // they replace had about 750).
        #expect(Set(glyphs.map { Int($0.center.x.rounded()) / 4 }).count == 1, "in one column")
        #expect(glyphs.allSatisfy { $0.count > 1_200 }, "\(glyphs.map(\.count))")
    }

    @Test func theColourBlindThemeUsesItsOwnPaletteAndMarksTheColourInTheCorner() {
        for ink in SetFace.Ink.allCases {
            let face = SetFace(count: .one, ink: ink, fill: .solid, symbol: .diamond)
            let image = render(face, theme: .colourBlind)
            let colour = SetPalette.colourBlind.color(for: ink)
            #expect(image.coverage(of: colour, in: Rect(x: 95, y: 135, width: 10, height: 10)) > 0.9)
            #expect(image.coverage(of: colour, in: corner) > 0.05, "the initial is drawn in the corner")
            #expect(render(face, theme: .classic).coverage(of: colour, in: corner) == 0)
        }
    }

    @Test func theColourBlindInksDifferInLightness() {
        let lightness = SetFace.Ink.allCases.map { ink in
            let c = SetPalette.colourBlind.color(for: ink)
            return 0.2126 * c.red + 0.7152 * c.green + 0.0722 * c.blue
        }.sorted()
        #expect(zip(lightness, lightness.dropFirst()).allSatisfy { $1 - $0 > 0.05 }, "\(lightness)")
    }
}
