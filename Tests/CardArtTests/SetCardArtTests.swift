import CardArt
import SafeFiles
import Foundation
import GameSupport
import SetCore
import SetStyle
import Testing

/// Renders cards to images and checks what is on them: the ink inside the symbols, how many
/// symbols there are, which way they stack, and that everything scales with the card.
@Suite struct SetCardArtTests {
    let purple = SetPalette.classic.purple

    /// The middle of a one-symbol card's symbol (a box well inside every shape's outline).
    func symbolCore(width: Int = 200, height: Int = 280) -> Rect {
        Rect(x: Double(width) * 0.42, y: Double(height) / 2 - 6, width: Double(width) * 0.16, height: 12)
    }

    @Test(arguments: SetFace.Symbol.allCases)
    func solidSymbolsAreFilledStripedHalfAndOpenEmpty(symbol: SetFace.Symbol) {
        let coverage = SetFace.Fill.allCases.map { fill in
            render(SetFace(count: .one, ink: .purple, fill: fill, symbol: symbol)).coverage(of: purple, in: symbolCore())
        }
        let (solid, striped, open) = (coverage[0], coverage[1], coverage[2])
        #expect(solid > 0.95, "solid \(symbol) is filled")
        #expect(striped > 0.15 && striped < 0.7, "striped \(symbol) shows lines and paper: \(striped)")
        #expect(open < 0.02, "open \(symbol) is empty inside: \(open)")
    }

    @Test(arguments: [SetFace.Count.one, .two, .three])
    func theNumberOfSymbolsIsTheNumberOfInkBlobs(count: SetFace.Count) {
        for symbol in SetFace.Symbol.allCases {
            let image = render(SetFace(count: count, ink: .green, fill: .solid, symbol: symbol))
            #expect(image.regions(of: SetPalette.classic.green).count == count.rawValue, "\(count) \(symbol)")
        }
    }

    @Test func symbolsStackAlongTheLongerSide() {
        let face = SetFace(count: .three, ink: .red, fill: .solid, symbol: .oval)
        let portrait = render(face, width: 200, height: 280).regions(of: SetPalette.classic.red).map(\.center)
        let landscape = render(face, width: 280, height: 200).regions(of: SetPalette.classic.red).map(\.center)
        #expect(portrait.count == 3 && landscape.count == 3)
        #expect(Set(portrait.map { Int($0.x.rounded()) }).count == 1, "portrait: one column")
        #expect(Set(landscape.map { Int($0.y.rounded()) }).count == 1, "landscape: one row")
    }

    @Test func inksAreTheThreeColours() {
        for ink in SetFace.Ink.allCases {
            let image = render(SetFace(count: .one, ink: ink, fill: .solid, symbol: .diamond))
            #expect(image.coverage(of: SetPalette.classic.color(for: ink), in: symbolCore()) > 0.95)
        }
    }

    @Test func everythingScalesWithTheCard() {
        let face = SetFace(count: .two, ink: .purple, fill: .striped, symbol: .squiggle)
        let small = render(face, width: 100, height: 140)
        let large = render(face, width: 400, height: 560)
        let smallInk = small.darkness(in: Rect(x: 4, y: 4, width: 92, height: 132))
        let largeInk = large.darkness(in: Rect(x: 16, y: 16, width: 368, height: 528))
        #expect(smallInk > 0.03)
        #expect(abs(smallInk - largeInk) / largeInk < 0.08, "ink covers the same share of the card: \(smallInk) vs \(largeInk)")
    }

    @Test func cachedSymbolsLookLikeVectorOnes() {
        let sprites = SpriteCache(capacity: 64)
        for face in [SetFace(count: .three, ink: .green, fill: .striped, symbol: .squiggle),
                     SetFace(count: .two, ink: .red, fill: .open, symbol: .diamond)] {
            let vector = render(face)
            let cached = ImageSurface(width: 200, height: 280)
            cached.draw { canvas in
                let card = Rect(x: 0, y: 0, width: 200, height: 280)
                CardBody.drawPaper(card, on: canvas, shadow: false, sprites: sprites)
                SetCardArt.drawFace(face, in: card, on: canvas, sprites: sprites)
            }
            let whole = Rect(x: 0, y: 0, width: 200, height: 280)
            #expect(abs(vector.darkness(in: whole) - cached.darkness(in: whole)) < 0.004)
            #expect(cached.regions(of: SetPalette.classic.color(for: face.ink)).count == vector.regions(of: SetPalette.classic.color(for: face.ink)).count)
        }
        #expect(sprites.count == 3, "two symbols and one paper were cached")
    }

    @Test func atRestTheCacheLetsGoOfEveryPictureAndACardOnScreenKeepsItsOwn() {
        let sprites = SpriteCache(capacity: 64)
        let face = SetFace(count: .two, ink: .green, fill: .striped, symbol: .oval)
        let card = Rect(x: 0, y: 0, width: 200, height: 280)
        // A card on screen: its drawing recorded once, as GTK records a card widget's, and
        // replayed every frame.
        let onScreen = RecordedDrawing(width: 200, height: 280, sampling: .nearest) { canvas in
            CardBody.drawPaper(card, on: canvas, shadow: false, sprites: sprites)
            SetCardArt.drawFace(face, in: card, on: canvas, sprites: sprites)
        }
        #expect(sprites.count == 2, "a symbol and a paper were cached")
        sprites.forgetAll()
        #expect(sprites.count == 0)
        let replayed = ImageSurface(width: 200, height: 280)
        replayed.draw { onScreen.replay(on: $0) }
        let vector = render(face)
        #expect(vector.coverage(of: SetPalette.classic.green, in: card) > 0.01)
        #expect(abs(vector.darkness(in: card) - replayed.darkness(in: card)) < 0.004, "the card on screen still shows its symbols")
        #expect(replayed.regions(of: SetPalette.classic.green).count == vector.regions(of: SetPalette.classic.green).count)
    }

    @Test func marksDifferInColourAndShape() {
        let face = SetFace(count: .one, ink: .red, fill: .open, symbol: .oval)
        let plain = render(face)
        let blue = Color(hex: 0x3584E4), green = Color(hex: 0x26A269), red = Color(hex: 0xE01B24)
        let whole = Rect(x: 0, y: 0, width: 200, height: 280)
        #expect(plain.coverage(of: blue, in: whole) == 0)
        #expect(render(face, mark: .selected).coverage(of: blue, in: whole) > 0.02)
        let matched = render(face, mark: .matched)
        #expect(matched.coverage(of: green, in: whole) > 0.02)
        // The tick badge sits in the top-right corner.
        #expect(matched.coverage(of: green, in: Rect(x: 140, y: 10, width: 50, height: 50)) > 0.2)
        #expect(render(face, mark: .mismatched).coverage(of: red, in: Rect(x: 140, y: 10, width: 50, height: 50)) > 0.2)
    }

    @Test func theReferenceSheetShowsAllEightyOneCards() throws {
        let sheet = DeckSheet.referenceImage(of: DeckSheet.setDeck, columns: 9, cardWidth: 60)
        #expect(sheet.width > 9 * 60 && sheet.height > 9 * 84)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("set-reference-\(getpid()).png").path
        try sheet.writePNG(to: FilePath(path))
        #expect(FileManager.default.fileExists(atPath: path))
        try? FileManager.default.removeItem(atPath: path)
    }

    @Test func theDeckPrintsAsNinePagesOfNine() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("set-deck-\(getpid()).pdf").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try DeckSheet.writePDF(of: DeckSheet.setDeck, to: FilePath(path))
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(data.starts(with: Data("%PDF".utf8)))
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.components(separatedBy: "/Type /Page\n").count - 1 == 9
                || text.components(separatedBy: "/Type /Page ").count - 1 == 9
                || text.components(separatedBy: "/Type /Page\r").count - 1 == 9)
    }

    @Test func aPDFThatCannotBeWrittenIsReported() {
        #expect(throws: FileError(code: ENOENT, path: FilePath("/nonexistent-folder/deck.pdf"))) {
            try DeckSheet.writePDF(of: DeckSheet.setDeck, to: FilePath("/nonexistent-folder/deck.pdf"))
        }
    }
}
