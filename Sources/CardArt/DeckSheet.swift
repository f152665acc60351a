import GameSupport
import MatchingCore
import SetCore
import SetStyle
import SafeFiles

/// Whole decks on paper: a reference image of every card, and a printable PDF.
public enum DeckSheet {
    /// How one card is drawn on a sheet: paper (without a shadow for print) and face.
    public typealias CardPainter = @Sendable (_ index: Int, _ card: Rect, _ canvas: Canvas) -> Void

    /// The 81 Set cards.
    public static let setDeck = Deck(count: SetCard.count, aspectRatio: SetCardArt.aspectRatio) { index, card, canvas in
        CardBody.drawPaper(card, on: canvas, shadow: false)
        SetCardArt.drawFace(SetFace(SetCard.deck[index]), in: card, on: canvas)
    }

    /// The 52 playing cards, suit by suit, then the back.
    public static let playingCards = Deck(count: 53, aspectRatio: PlayingCardArt.aspectRatio) { index, card, canvas in
        guard index < 52 else { return CardBack.draw(card, on: canvas) }
        CardBody.drawPaper(card, on: canvas, shadow: false)
        PlayingCardArt.drawFace(PlayingCard.fullDeck[index], in: card, on: canvas)
    }

    /// A deck to lay out on sheets: how many cards, their shape, and how to draw each.
    public struct Deck: Sendable {
        public let count: Int
        public let aspectRatio: Double
        public let paint: CardPainter

        public init(count: Int, aspectRatio: Double, paint: @escaping CardPainter) {
            self.count = count
            self.aspectRatio = aspectRatio
            self.paint = paint
        }
    }

    /// Every card of `deck` in a grid on one image, for looking over the whole deck at once.
    public static func referenceImage(of deck: Deck, columns: Int = 9, cardWidth: Double = 110) -> ImageSurface {
        let cardHeight = cardWidth / deck.aspectRatio
        let gap = cardWidth * 0.1
        let rows = (deck.count + columns - 1) / columns
        let image = ImageSurface(width: Int(Double(columns) * (cardWidth + gap) + gap),
                                 height: Int(Double(rows) * (cardHeight + gap) + gap))
        image.draw { canvas in
            canvas.setColor(Color(hex: 0x2E7D4F))
            canvas.paint()
            for index in 0..<deck.count {
                let frame = Rect(x: gap + Double(index % columns) * (cardWidth + gap),
                                 y: gap + Double(index / columns) * (cardHeight + gap), width: cardWidth, height: cardHeight)
                deck.paint(index, frame, canvas)
            }
        }
        return image
    }

    /// A4 pages with a 3 x 3 grid of poker-size cards (63.5 mm wide), to print and cut out,
    /// written whole or not at all (an older file of that name stays as it was on failure).
    public static func writePDF(of deck: Deck, to path: FilePath) throws(FileError) {
        try AtomicFile.write(to: path) { (writer: FileWriter) throws(FileError) in
            let document = PDFDocument(output: FileOutput(writer), pageWidth: pageWidth, pageHeight: pageHeight)
            draw(deck, on: document)
            try document.close()
        }
    }

    private static let pageWidth = 595.28, pageHeight = 841.89       // A4 in points

    private static func draw(_ deck: Deck, on document: PDFDocument) {
        let cardWidth = 180.0, cardHeight = cardWidth / deck.aspectRatio
        let columns = 3, rows = 3
        let left = (pageWidth - Double(columns) * cardWidth) / 2
        let top = (pageHeight - Double(rows) * cardHeight) / 2
        for index in 0..<deck.count {
            let slot = index % (columns * rows)
            if slot == 0 && index > 0 { document.finishPage() }
            let frame = Rect(x: left + Double(slot % columns) * cardWidth, y: top + Double(slot / columns) * cardHeight,
                             width: cardWidth, height: cardHeight).insetBy(dx: 4, dy: 4)
            deck.paint(index, frame, document.canvas)
        }
        document.finishPage()
    }
}
