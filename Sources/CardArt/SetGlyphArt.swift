import GameSupport
import SetStyle

// Words in this file are for developers, not for translation.
/// The Glyphs theme, Pastimes' first look: ▲, ●, ■ (or 4Set's ◆) drawn as text, one above
/// another as the classic symbols lie, filled, shaded (the colour at 40 % alpha, outlined:
/// halfway between filled and open at a glance), outlined or (4Set) filled in the lower half.
enum SetGlyphArt {
    static let glyphs = ["▲", "●", "■", "◆"]
    static let shadeAlpha = 0.4

    static func drawFace(_ face: SetFace, in card: Rect, on canvas: Canvas, color: Color) {
        // As large as three fit one above another (four, a little smaller), and no wider than
        // half the card.
        let count = face.count.rawValue
        let step = card.height * (count > 3 ? 0.21 : 0.27)
        let size = min(card.width * 0.5, step)
        canvas.withSavedState {
            canvas.setFont(size: size, weight: .normal, family: "DejaVu Sans")
            func middle(_ index: Int) -> Double { card.center.y + (Double(index) - Double(count - 1) / 2) * step }
            func traceGlyphs() {
                canvas.newPath()
                for index in 0..<count {
                    canvas.textPath(glyphs[face.symbol.ordinal], centeredAt: Point(x: card.center.x, y: middle(index)))
                }
            }
            traceGlyphs()
            canvas.setRoundJoins()
            canvas.setLineWidth(max(1, size * 0.07))
            switch face.fill {
            case .solid:
                canvas.setColor(color)
                canvas.fill()
            case .striped:
                canvas.setColor(color.withAlpha(shadeAlpha))
                canvas.fillPreserve()
                canvas.setColor(color)
                canvas.stroke()
            case .open:
                canvas.setColor(color)
                canvas.stroke()
            case .dotted:
                // Outlined, and filled below each glyph's middle (a clip replaces the path, and
                // a saved state does not keep one, so the glyphs are traced again).
                canvas.setColor(color)
                canvas.stroke()
                canvas.withSavedState {
                    for index in 0..<count {
                        canvas.rectangle(Rect(x: card.minX, y: middle(index), width: card.width, height: size / 2))
                    }
                    canvas.clip()
                    traceGlyphs()
                    canvas.fill()
                }
            }
        }
    }
}
