import CardArt
import CardTable
import GameSupport
import GtkKit
import Motion

/// A drawing of one card: the side showing (the previous side until a turn passes edge-on),
/// its mark, at its pose. Card buttons and the stand-ins that fly to and from the piles both
/// draw through it.
@MainActor
final class CardDrawing<Face: Hashable & Sendable> {
    /// Draws one side of a card, with its mark, in `bounds`, at `scale` device pixels per point.
    typealias Painter = @MainActor (_ side: CardSide<Face>, _ mark: CardMark, _ bounds: Rect, _ canvas: Canvas, _ scale: Int) -> Void

    let area = DrawingArea()
    var card: TableCard<Face> {
        didSet { if card.face != oldValue.face || card.mark != oldValue.mark { area.queueDraw() } }
    }
    /// The side shown before the current turn, while the card is turning over.
    private(set) var previousSide: CardSide<Face>?
    /// Where the card is drawn now, and how turned.
    var pose: CardPose? {
        didSet { if previousSide != nil, pose?.showsNewSide != oldValue?.showsNewSide { area.queueDraw() } }
    }

    /// How opaque the card is drawn: stand-ins fade in and out where no pile is to fly from or to.
    var opacity = 1.0 {
        didSet { if opacity != oldValue { area.queueDraw() } }
    }

    init(_ card: TableCard<Face>, paint: @escaping Painter) {
        self.card = card
        area.setDraw { [weak self] cairo, width, height in
            guard let self else { return }
            let side = self.shownSide
            // Cards are always upright, so a moving card is copied pixel for pixel (see
            // `Canvas.Sampling`).
            let canvas = Canvas(cairo: cairo, sampling: .nearest)
            canvas.withOpacity(self.opacity) {
                paint(side, side == .back ? .none : self.card.mark, Rect(x: 0, y: 0, width: width, height: height),
                      canvas, self.area.scaleFactor)
            }
        }
    }

    private var shownSide: CardSide<Face> {
        if let previousSide, pose?.showsNewSide != true { return previousSide }
        return .face(card.face)
    }

    /// Starts a turn over from `side` to the card's face (the tween's turn runs 0 to 1).
    func beginTurn(from side: CardSide<Face>) {
        previousSide = side
        area.queueDraw()
    }

    /// Ends a turn: the card lies flat showing its face.
    func endTurn() {
        guard previousSide != nil else { return }
        previousSide = nil
        pose?.turn = 0
        area.queueDraw()
    }
}
