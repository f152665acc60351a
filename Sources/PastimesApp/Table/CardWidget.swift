import CardTable
import GtkKit

/// One card on the table: a flat button (focusable, clickable, named for screen readers) whose
/// only child is the card's drawing. It stays in the table's layer for as long as the card is
/// on the table, so assistive technologies always find it where the card is going to be.
@MainActor
final class CardWidget<Face: Hashable & Sendable> {
    let button = Button()
    let drawing: CardDrawing<Face>
    let paint: CardDrawing<Face>.Painter

    var card: TableCard<Face> { drawing.card }

    init(_ card: TableCard<Face>, paint: @escaping CardDrawing<Face>.Painter) {
        self.paint = paint
        drawing = CardDrawing(card, paint: paint)
        button.hasFrame = false
        button.addCSSClass("card")
        button.child = drawing.area
        button.setAccessibleLabel(card.name)
        button.setAccessibleDescription(card.description)
        button.setAccessiblePressed(card.mark == .selected)
        // One card of the table is in the Tab order at a time (the table's), the arrows go to the others.
        button.focusable = false
    }

    /// Shows `card`'s current face, mark, name and state, touching only what changed.
    func update(_ new: TableCard<Face>) {
        let old = drawing.card
        drawing.card = new
        if new.name != old.name { button.setAccessibleLabel(new.name) }
        if new.description != old.description { button.setAccessibleDescription(new.description) }
        // A chosen card is "pressed" to a screen reader, as a toggle button is.
        if (new.mark == .selected) != (old.mark == .selected) { button.setAccessiblePressed(new.mark == .selected) }
    }

    /// A drawing of this card for the flight layer: it looks like the card but is not one (no
    /// focus, no clicks, hidden from screen readers).
    func makeStandIn() -> CardDrawing<Face> {
        let standIn = CardDrawing(card, paint: paint)
        if let side = drawing.previousSide { standIn.beginTurn(from: side) }
        standIn.area.canTarget = false
        standIn.area.setAccessibleHidden()
        return standIn
    }
}
