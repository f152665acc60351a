import GameSupport

/// The back of a card: a framed diamond lattice in the app's blue.
public enum CardBack {
    /// Draws the back of a card within `card`; from a cached image when given a cache (and
    /// drawing without rotation or scaling), since its pattern of lines is costly to stroke.
    public static func draw(_ card: Rect, on canvas: Canvas, sprites: SpriteCache? = nil, scale: Int = 1) {
        if let sprites, canvas.onlyTranslates {
            let key = SpriteCache.Key(picture: .back, width: Int(card.width.rounded(.up)) + 2,
                                      height: Int(card.height.rounded(.up)) + 4, scale: scale)
            let sprite = sprites.sprite(key) { sprite in
                draw(Rect(x: 1, y: 1, width: card.width, height: card.height), on: sprite)
            }
            return canvas.blitOnPixels(sprite, at: card.minX - 1, card.minY - 1)
        }
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
