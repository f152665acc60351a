import CardArt
import Foundation
import GameSupport
import SimonCore
import Testing

@Suite struct SimonArtTests {
    let size = 200

    func render(_ pad: SimonPad, lit: Bool = false, expected: Bool = false) -> ImageSurface {
        let image = ImageSurface(width: size, height: size)
        image.draw { SimonArt.drawPad(pad, lit: lit, expected: expected, enabled: true,
                                      in: Rect(x: 0, y: 0, width: Double(size), height: Double(size)), on: $0) }
        return image
    }

    /// The middle of a pad's ring in its cell, away from its label.
    func ringSample(for pad: SimonPad) -> Rect {
        let x = pad.column == 0 ? 130.0 : 50.0, y = pad.row == 0 ? 40.0 : 140.0
        return Rect(x: x, y: y, width: 16, height: 16)
    }

    @Test(arguments: SimonPad.allCases)
    func aLitPadIsBrighterThanADarkOne(pad: SimonPad) {
        let dark = render(pad).darkness(in: ringSample(for: pad))
        let lit = render(pad, lit: true).darkness(in: ringSample(for: pad))
        #expect(lit < dark - 0.15, "\(pad): lit \(lit), dark \(dark)")
    }

    @Test(arguments: SimonPad.allCases)
    func padsShowTheirOwnColour(pad: SimonPad) {
        let color = render(pad, lit: true).pixel(x: Int(ringSample(for: pad).center.x), y: Int(ringSample(for: pad).center.y))
        let channels = [color.red, color.green, color.blue]
        let strongest = channels.firstIndex(of: channels.max()!)!
        switch pad {
        case .green: #expect(strongest == 1)
        case .red, .yellow: #expect(strongest == 0)
        case .blue: #expect(strongest == 2)
        }
    }

    @Test(arguments: SimonPad.allCases)
    func aDarkGapRunsBetweenPadsRightUpToTheHub(pad: SimonPad) {
        // The cell's edges next to the other pads, at the hub and at the rim, are the toy's black.
        let image = render(pad)
        let edgeX = pad.column == 0 ? size - 2 : 1, edgeY = pad.row == 0 ? size - 2 : 1
        for along in [size / 2, size / 4, size * 3 / 4] {
            let nearHubColumn = image.pixel(x: edgeX, y: pad.row == 0 ? size - along : along)
            let nearHubRow = image.pixel(x: pad.column == 0 ? size - along : along, y: edgeY)
            #expect(nearHubColumn.isClose(to: Color(hex: 0x1E1E1E), tolerance: 0.08))
            #expect(nearHubRow.isClose(to: Color(hex: 0x1E1E1E), tolerance: 0.08))
        }
    }

    @Test func theExpectedPadIsRinged() {
        let plain = render(.red), ringed = render(.red, expected: true)
        let whole = Rect(x: 0, y: 0, width: Double(size), height: Double(size))
        #expect(ringed.coverage(of: .white, in: whole) > plain.coverage(of: .white, in: whole) + 0.01)
    }

    @Test(arguments: SimonPad.allCases)
    func aGreyRimKeepsTheBoardApartFromADarkWindow(pad: SimonPad) {
        // On the diagonal, just inside the round edge: lighter than the dark style's window
        // (#242424), darker than the light style's (#FAFAFA).
        let image = render(pad)
        let center = (x: pad.column == 0 ? Double(size) : 0, y: pad.row == 0 ? Double(size) : 0)
        let radius = Double(size) - 2
        let x = center.x + (pad.column == 0 ? -1 : 1) * radius / 2.0.squareRoot()
        let y = center.y + (pad.row == 0 ? -1 : 1) * radius / 2.0.squareRoot()
        let edge = image.pixel(x: Int(x), y: Int(y))
        let brightness = (edge.red + edge.green + edge.blue) / 3
        #expect(brightness > 0.3 && brightness < 0.7, "\(pad): \(brightness)")
    }
}

/// Every pad's name can be read on it, lit or dark (WCAG's 4.5:1 for text while the pad can be
/// pressed): the yellow pad's dark plastic took dark ink once, at 2.5:1.
@Suite struct SimonLabelContrastTests {
    /// WCAG's relative luminance of an sRGB colour.
    static func luminance(_ color: Color) -> Double {
        func linear(_ channel: Double) -> Double { channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
    }

    /// `ink` (with its alpha) laid over `paper`.
    static func over(_ ink: Color, _ paper: Color) -> Color {
        func mix(_ a: Double, _ b: Double) -> Double { a * ink.alpha + b * (1 - ink.alpha) }
        return Color(red: mix(ink.red, paper.red), green: mix(ink.green, paper.green), blue: mix(ink.blue, paper.blue))
    }

    static func contrast(_ a: Color, _ b: Color) -> Double {
        let (x, y) = (luminance(a) + 0.05, luminance(b) + 0.05)
        return max(x, y) / min(x, y)
    }

    @Test(arguments: SimonPad.allCases, [false, true])
    func aPadsNameReadsAtFourAndAHalfToOne(pad: SimonPad, lit: Bool) {
        let paper = SimonArt.color(of: pad, lit: lit)
        let ink = Self.over(SimonArt.labelInk(lit: lit, enabled: true, isOut: false), paper)
        #expect(Self.contrast(ink, paper) >= 4.5, "\(pad), lit: \(lit): \(Self.contrast(ink, paper))")
    }
}
