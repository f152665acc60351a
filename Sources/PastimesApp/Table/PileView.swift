import CardArt
import GameSupport
import GtkKit

/// A pile of cards drawn beside the table: the deck (face down, as thick as it is full) or the
/// discard pile (the last cards taken, face up and fanned).
@MainActor
final class PileView {
    let drawing = DrawingArea()
    /// How many cards the pile holds, for its thickness.
    private(set) var count = 0
    /// Draws the top of the pile in the card's rectangle.
    var paintTop: @MainActor (_ card: Rect, _ canvas: Canvas) -> Void
    private let aspectRatio: Double

    init(aspectRatio: Double, height: Int, paintTop: @escaping @MainActor (_ card: Rect, _ canvas: Canvas) -> Void) {
        self.aspectRatio = aspectRatio
        self.paintTop = paintTop
        drawing.setContentSize(width: Int(Double(height) * aspectRatio) + 8, height: height)
        drawing.setDraw { [weak self] cairo, width, height in
            guard let self else { return }
            let canvas = Canvas(cairo: cairo)
            canvas.withOpacity(isDimmed ? 0.5 : 1) { self.draw(on: canvas, size: Size(width: width, height: height)) }
        }
    }

    func update(count: Int) {
        guard count != self.count else { return }
        self.count = count
        drawing.queueDraw()
    }

    func redraw() { drawing.queueDraw() }

    /// Drawn faded, as a pile that cannot be used now (the deck when no deal is possible). The
    /// pile fades itself: the theme's fading of insensitive buttons is turned off for piles
    /// (see AppStyle).
    var isDimmed = false {
        didSet { if isDimmed != oldValue { drawing.queueDraw() } }
    }

    private func draw(on canvas: Canvas, size: Size) {
        let cardHeight = size.height * 0.86
        let card = Rect(x: 2, y: size.height - cardHeight - 2, width: cardHeight * aspectRatio, height: cardHeight)
        guard count > 0 else {
            return EmptyPlace.draw(card, cornersOf: card, on: canvas)
        }
        // A few edges behind the top card show the pile's thickness.
        let layers = min(5, (count + 8) / 9)
        for layer in stride(from: layers, to: 0, by: -1) {
            let offset = Double(layer) * 1.6
            CardBody.drawPaper(Rect(x: card.minX + offset, y: card.minY - offset, width: card.width, height: card.height),
                               on: canvas, paper: Color(hex: 0xF2F2F2))
        }
        paintTop(card, canvas)
    }
}
