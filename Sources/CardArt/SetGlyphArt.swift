import GameSupport
import SetStyle

// Words in this file are for developers, not for translation.
/// The Glyphs theme, Pastimes' first look: a row of ▲, ● or ■ drawn as text, filled,
/// shaded (the colour at about 15 % alpha, outlined) or outlined.
enum SetGlyphArt {
    static let glyphs = ["▲", "●", "■"]
    static let shadeAlpha = 0.15

    static func drawFace(_ face: SetFace, in card: Rect, on canvas: Canvas, color: Color) {
        let short = min(card.width, card.height)
        let text = String(repeating: glyphs[face.symbol.ordinal], count: face.count.rawValue)
        canvas.withSavedState {
            canvas.setFont(size: short * 0.26, weight: .normal, family: "DejaVu Sans")
            canvas.newPath()
            canvas.textPath(text, centeredAt: card.center)
            canvas.setRoundJoins()
            canvas.setLineWidth(max(1, short * 0.018))
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
