import GameSupport

/// The back of a card: a framed diamond lattice in the app's blue.
public enum CardBack {
    public static func draw(_ card: Rect, on canvas: Canvas) {
        CardBody.drawPaper(card, on: canvas)
        let inner = card.insetBy(dx: card.width * 0.08, dy: card.width * 0.08)
        canvas.withSavedState {
            canvas.newPath()
            canvas.roundedRectangle(inner, radius: CardBody.cornerRadius(for: card) * 0.6)
            canvas.setColor(Color(hex: 0x1C71D8))
            canvas.fillPreserve()
            canvas.clip()
            canvas.setColor(Color.white.withAlpha(0.28))
            canvas.setLineWidth(max(1, card.width * 0.02))
            let step = card.width * 0.16
            var offset = -inner.height
            canvas.newPath()
            while offset < inner.width + inner.height {
                canvas.move(to: Point(x: inner.minX + offset, y: inner.minY))
                canvas.line(to: Point(x: inner.minX + offset + inner.height, y: inner.maxY))
                canvas.move(to: Point(x: inner.minX + offset + inner.height, y: inner.minY))
                canvas.line(to: Point(x: inner.minX + offset, y: inner.maxY))
                offset += step
            }
            canvas.stroke()
        }
    }
}
