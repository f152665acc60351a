import GameSupport
import SetStyle

// Words in this file are for developers, not for translation.
/// The Glyphs theme, Pastimes' first look: ▲, ● or ■ drawn as text, one above another as the
/// classic symbols lie, filled, shaded (the colour at 40 % alpha, outlined: halfway between
/// filled and open at a glance) or outlined.
enum SetGlyphArt {
    static let glyphs = ["▲", "●", "■"]
    static let shadeAlpha = 0.4

    static func drawFace(_ face: SetFace, in card: Rect, on canvas: Canvas, color: Color) {
        // As large as three fit one above another, and no wider than half the card.
        let size = min(card.width * 0.5, card.height * 0.27)
        let step = card.height * 0.27
        let count = face.count.rawValue
        canvas.withSavedState {
            canvas.setFont(size: size, weight: .normal, family: "DejaVu Sans")
            canvas.newPath()
            for index in 0..<count {
                let y = card.center.y + (Double(index) - Double(count - 1) / 2) * step
                canvas.textPath(glyphs[face.symbol.ordinal], centeredAt: Point(x: card.center.x, y: y))
            }
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
            }
        }
    }
}
