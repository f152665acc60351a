#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import GameSupport

/// The card itself, whatever its face: rounded paper with a soft shadow and a thin edge, and the
/// marks that show a card's state on the table. Shared by Set and playing cards.
public enum CardBody {
    public typealias Highlight = CardMark

    /// The card's rectangle inside a widget of `bounds`, leaving room for the shadow and the
    /// selection ring.
    public static func cardRect(in bounds: Rect) -> Rect {
        let margin = min(bounds.width, bounds.height) * marginFraction
        return bounds.insetBy(dx: margin, dy: margin)
    }

    static let marginFraction = 0.045

    public static func cornerRadius(for card: Rect) -> Double { min(card.width, card.height) * 0.07 }

    /// Draws the shadow, the paper and the edge of a card; from a cached image when given a
    /// sprite cache (and drawing without rotation or scaling).
    public static func drawPaper(_ card: Rect, on canvas: Canvas, paper: Color = .white, shadow: Bool = true,
                                 sprites: SpriteCache? = nil, scale: Int = 1) {
        if let sprites, canvas.onlyTranslates {
            // The sprite holds the card at (1, 1) with room for the edge and the shadow below.
            let extra = (min(card.width, card.height) * 0.018).rounded(.up) + 2
            let key = SpriteCache.Key(picture: .paper(paper, shadow: shadow),
                                      width: Int(card.width.rounded(.up)) + 2, height: Int(card.height.rounded(.up) + extra), scale: scale)
            let sprite = sprites.sprite(key) { sprite in
                drawPaper(Rect(x: 1, y: 1, width: card.width, height: card.height), on: sprite, paper: paper, shadow: shadow)
            }
            canvas.blitOnPixels(sprite, at: card.minX - 1, card.minY - 1)
            return
        }
        let radius = cornerRadius(for: card)
        let short = min(card.width, card.height)
        canvas.newPath()
        if shadow {
            canvas.roundedRectangle(Rect(x: card.minX, y: card.minY + short * 0.018, width: card.width, height: card.height),
                                    radius: radius)
            canvas.setColor(Color.black.withAlpha(0.22))
            canvas.fill()
        }
        canvas.roundedRectangle(card, radius: radius)
        canvas.setColor(paper)
        canvas.fillPreserve()
        canvas.setColor(Color.black.withAlpha(0.18))
        canvas.setLineWidth(max(1, short * 0.008))
        canvas.stroke()
    }

    /// Draws the selection ring and badge for `highlight` around `card`. The marks differ in
    /// shape as well as colour (a tick, a cross, a star, chain links), so they do not rely on colour.
    public static func drawHighlight(_ highlight: Highlight, around card: Rect, on canvas: Canvas) {
        guard highlight != .none else { return }
        let short = min(card.width, card.height)
        let ringWidth = max(2, short * 0.045)
        let ring = card.insetBy(dx: -ringWidth * 0.35, dy: -ringWidth * 0.35)
        canvas.withSavedState {
            canvas.newPath()
            canvas.roundedRectangle(ring, radius: cornerRadius(for: card) + ringWidth * 0.35)
            canvas.setColor(color(for: highlight))
            canvas.setLineWidth(ringWidth)
            if highlight == .hinted { canvas.setDash([ringWidth * 1.6, ringWidth * 1.2]) }
            canvas.stroke()
        }
        drawBadge(highlight, on: card, size: short * 0.2, on: canvas)
    }

    static func color(for highlight: Highlight) -> Color {
        switch highlight {
        case .none, .selected: return Color(hex: 0x3584E4)   // GNOME accent blue
        case .matched: return Color(hex: 0x26A269)           // GNOME green
        case .mismatched: return Color(hex: 0xE01B24)        // GNOME red
        case .hinted: return Color(hex: 0xE5A50A)            // GNOME yellow
        case .chained: return Color(hex: 0x9141AC)           // GNOME purple
        }
    }

    /// A round badge in the card's top-right corner: a tick for a Set, a cross for a non-Set,
    /// a star for a hint.
    private static func drawBadge(_ highlight: Highlight, on card: Rect, size: Double, on canvas: Canvas) {
        guard highlight != .selected else { return }
        let center = Point(x: card.maxX - size * 0.7, y: card.minY + size * 0.7)
        canvas.newPath()
        canvas.arc(center: center, radius: size / 2, from: 0, to: 2 * .pi)
        canvas.setColor(color(for: highlight))
        canvas.fill()
        canvas.setColor(.white)
        canvas.setLineWidth(size * 0.13)
        canvas.setRoundJoins()
        let r = size * 0.22
        canvas.newPath()
        switch highlight {
        case .matched:
            canvas.move(to: Point(x: center.x - r, y: center.y))
            canvas.line(to: Point(x: center.x - r * 0.25, y: center.y + r * 0.75))
            canvas.line(to: Point(x: center.x + r, y: center.y - r * 0.7))
            canvas.stroke()
        case .mismatched:
            canvas.move(to: Point(x: center.x - r, y: center.y - r))
            canvas.line(to: Point(x: center.x + r, y: center.y + r))
            canvas.move(to: Point(x: center.x + r, y: center.y - r))
            canvas.line(to: Point(x: center.x - r, y: center.y + r))
            canvas.stroke()
        case .chained:
            // Two links of a chain.
            for offset in [-r * 0.45, r * 0.45] {
                canvas.newPath()
                canvas.arc(center: Point(x: center.x + offset, y: center.y), radius: r * 0.62, from: 0, to: 2 * .pi)
                canvas.stroke()
            }
        default:
            for point in 0..<10 {
                let angle = -Double.pi / 2 + Double(point) * .pi / 5
                let radius = point.isMultiple(of: 2) ? r * 1.25 : r * 0.55
                let p = Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
                if point == 0 { canvas.move(to: p) } else { canvas.line(to: p) }
            }
            canvas.closePath()
            canvas.fill()
        }
    }
}
