import CardArt
import CardTable
import GameSupport
import GtkKit

/// One card on screen: a flat button (focusable, clickable, named for screen readers) whose
/// only child is a drawing of the card.
@MainActor
final class CardWidget<Face: Hashable & Sendable> {
    /// Draws a card: its face and mark, in `bounds`, at `scale` device pixels per point.
    typealias Painter = @MainActor (_ face: Face, _ mark: CardMark, _ bounds: Rect, _ canvas: Canvas, _ scale: Int) -> Void

    let button = Button()
    private let drawing = DrawingArea()
    private(set) var card: TableCard<Face>

    init(_ card: TableCard<Face>, paint: @escaping Painter) {
        self.card = card
        button.hasFrame = false
        button.addCSSClass("card")
        button.child = drawing
        drawing.setDraw { [weak self] cairo, width, height in
            guard let self else { return }
            paint(self.card.face, self.card.mark, Rect(x: 0, y: 0, width: width, height: height), Canvas(cairo: cairo),
                  self.button.scaleFactor)
        }
        button.setAccessibleLabel(card.name)
        button.setAccessibleDescription(card.description)
    }

    /// Shows `card`'s current face, mark, name and state, touching only what changed.
    func update(_ new: TableCard<Face>) {
        let old = card
        card = new
        if new.face != old.face || new.mark != old.mark { drawing.queueDraw() }
        if new.name != old.name { button.setAccessibleLabel(new.name) }
        if new.description != old.description { button.setAccessibleDescription(new.description) }
    }
}
