import CardArt
import GameSupport

/// Where cards will lie and none lie yet (an empty pile, a place for a Set still to find): a
/// dashed outline with a card's rounded corners.
enum EmptyPlace {
    @MainActor
    static func draw(_ frame: Rect, cornersOf card: Rect, on canvas: Canvas) {
        canvas.newPath()
        canvas.roundedRectangle(frame, radius: CardBody.cornerRadius(for: card))
        canvas.setColor(Color(hex: 0x808080, alpha: 0.6))
        canvas.setLineWidth(1.5)
        canvas.setDash([4, 3])
        canvas.stroke()
    }
}
