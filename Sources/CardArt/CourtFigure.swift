#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import GameSupport
import MatchingCore

/// The picture on a jack, queen or king: a framed, two-headed figure as on real court cards.
/// The upper half is drawn, then drawn again turned half round; everything is paths.
enum CourtFigure {
    static let gold = Color(hex: 0xE5A50A)
    static let darkGold = Color(hex: 0x9C6E03)
    static let skin = Color(hex: 0xF6D5B1)
    static let cream = Color(hex: 0xFFF8E7)
    static let blue = Color(hex: 0x1C71D8)
    static let navy = Color(hex: 0x23395B)

    static func draw(_ card: PlayingCard, in rect: Rect, on canvas: Canvas) {
        let frame = Rect(x: rect.minX + rect.width * 0.19, y: rect.minY + rect.height * 0.12,
                         width: rect.width * 0.62, height: rect.height * 0.76)
        canvas.newPath()
        canvas.rectangle(frame)
        canvas.setColor(cream)
        canvas.fill()
        canvas.withSavedState {
            canvas.rectangle(frame)
            canvas.clip()
            drawHalf(card, in: frame, on: canvas)
            canvas.translate(frame.center.x, frame.center.y)
            canvas.rotate(.pi)
            canvas.translate(-frame.center.x, -frame.center.y)
            drawHalf(card, in: frame, on: canvas)
        }
        // The line where the two halves meet, and the frame.
        canvas.newPath()
        canvas.move(to: Point(x: frame.minX, y: frame.center.y))
        canvas.line(to: Point(x: frame.maxX, y: frame.center.y))
        canvas.setColor(darkGold)
        canvas.setLineWidth(max(0.5, rect.width * 0.006))
        canvas.stroke()
        canvas.newPath()
        canvas.rectangle(frame.insetBy(dx: rect.width * 0.012, dy: rect.width * 0.012))
        canvas.setColor(gold)
        canvas.setLineWidth(max(0.5, rect.width * 0.008))
        canvas.stroke()
        canvas.newPath()
        canvas.rectangle(frame)
        canvas.setColor(PlayingCardArt.color(of: card.suit))
        canvas.setLineWidth(max(1, rect.width * 0.012))
        canvas.stroke()
    }

    /// The upper half of the figure, in the frame's top half.
    private static func drawHalf(_ card: PlayingCard, in frame: Rect, on canvas: Canvas) {
        let fw = frame.width, hh = frame.height / 2
        func u(_ x: Double, _ y: Double) -> Point { Point(x: frame.minX + x * fw, y: frame.minY + y * hh) }
        let suitColor = card.suit.isRed ? PlayingCardArt.red : navy
        let accent = card.suit.isRed ? blue : PlayingCardArt.red
        let head = u(0.5, 0.47), headRadius = 0.13 * fw

        func fill(_ color: Color, _ path: () -> Void) {
            canvas.newPath()
            path()
            canvas.setColor(color)
            canvas.fill()
        }

        // What the figure holds, behind it.
        switch card.rank {
        case .king:
            fill(Color(hex: 0xC0BFBC)) { canvas.rectangle(Rect(x: u(0.83, 0).x, y: u(0, 0.12).y, width: fw * 0.035, height: hh * 0.9)) }
            fill(gold) { canvas.rectangle(Rect(x: u(0.76, 0).x, y: u(0, 0.3).y, width: fw * 0.18, height: hh * 0.035)) }
        case .queen:
            fill(Color(hex: 0x2EC27E)) { canvas.rectangle(Rect(x: u(0.19, 0).x, y: u(0, 0.5).y, width: fw * 0.02, height: hh * 0.5)) }
            for petal in 0..<5 {
                let angle = Double(petal) * 2 * .pi / 5
                let center = Point(x: u(0.2, 0).x + cos(angle) * fw * 0.045, y: u(0, 0.42).y + sin(angle) * fw * 0.045)
                fill(accent) { canvas.arc(center: center, radius: fw * 0.035, from: 0, to: 2 * .pi) }
            }
            fill(gold) { canvas.arc(center: u(0.2, 0.42), radius: fw * 0.025, from: 0, to: 2 * .pi) }
        default:
            fill(Color(hex: 0x865E3C)) { canvas.rectangle(Rect(x: u(0.14, 0).x, y: u(0, 0.12).y, width: fw * 0.03, height: hh * 0.9)) }
            fill(Color(hex: 0xC0BFBC)) {
                canvas.move(to: u(0.155, 0.02)); canvas.line(to: u(0.22, 0.16)); canvas.line(to: u(0.09, 0.16)); canvas.closePath()
            }
        }

        // Long hair falls behind a queen's head.
        if card.rank == .queen {
            fill(Color(hex: 0x6D4321)) {
                canvas.roundedRectangle(Rect(x: u(0.33, 0).x, y: u(0, 0.3).y, width: fw * 0.34, height: hh * 0.42), radius: fw * 0.12)
            }
        }

        // Robe and shoulders, with a gold collar and panel.
        fill(suitColor) {
            canvas.move(to: u(0.08, 1.02))
            canvas.curve(to: u(0.26, 0.68), u(0.08, 0.8), u(0.14, 0.7))
            canvas.line(to: u(0.74, 0.68))
            canvas.curve(to: u(0.92, 1.02), u(0.86, 0.7), u(0.92, 0.8))
            canvas.closePath()
        }
        fill(accent) { canvas.rectangle(Rect(x: u(0.36, 0).x, y: u(0, 0.76).y, width: fw * 0.28, height: hh * 0.26)) }
        fill(gold) { canvas.rectangle(Rect(x: u(0.46, 0).x, y: u(0, 0.76).y, width: fw * 0.08, height: hh * 0.26)) }
        canvas.newPath()
        canvas.move(to: u(0.28, 0.68))
        canvas.line(to: u(0.5, 0.84))
        canvas.line(to: u(0.72, 0.68))
        canvas.setColor(gold)
        canvas.setLineWidth(fw * 0.045)
        canvas.setRoundJoins()
        canvas.stroke()

        // Neck and head.
        fill(skin) { canvas.rectangle(Rect(x: u(0.45, 0).x, y: u(0, 0.55).y, width: fw * 0.1, height: hh * 0.14)) }
        fill(skin) { canvas.arc(center: head, radius: headRadius, from: 0, to: 2 * .pi) }
        canvas.newPath()
        canvas.arc(center: head, radius: headRadius, from: 0, to: 2 * .pi)
        canvas.setColor(darkGold.withAlpha(0.6))
        canvas.setLineWidth(fw * 0.01)
        canvas.stroke()
        if card.rank == .king {
            fill(Color(hex: 0x8F5A35)) {
                canvas.move(to: Point(x: head.x - headRadius * 0.85, y: head.y + headRadius * 0.1))
                canvas.curve(to: Point(x: head.x, y: head.y + headRadius * 1.45),
                             Point(x: head.x - headRadius * 0.8, y: head.y + headRadius * 1.0),
                             Point(x: head.x - headRadius * 0.4, y: head.y + headRadius * 1.4))
                canvas.curve(to: Point(x: head.x + headRadius * 0.85, y: head.y + headRadius * 0.1),
                             Point(x: head.x + headRadius * 0.4, y: head.y + headRadius * 1.4),
                             Point(x: head.x + headRadius * 0.8, y: head.y + headRadius * 1.0))
                canvas.curve(to: Point(x: head.x - headRadius * 0.85, y: head.y + headRadius * 0.1),
                             Point(x: head.x + headRadius * 0.3, y: head.y + headRadius * 0.55),
                             Point(x: head.x - headRadius * 0.3, y: head.y + headRadius * 0.55))
                canvas.closePath()
            }
        }
        for side in [-1.0, 1.0] {
            fill(Color(hex: 0x241F31)) {
                canvas.arc(center: Point(x: head.x + side * headRadius * 0.38, y: head.y - headRadius * 0.1),
                           radius: headRadius * 0.09, from: 0, to: 2 * .pi)
            }
        }
        if card.rank != .king {
            canvas.newPath()
            canvas.arc(center: Point(x: head.x, y: head.y + headRadius * 0.2), radius: headRadius * 0.4, from: 0.25 * .pi, to: 0.75 * .pi)
            canvas.setColor(PlayingCardArt.red)
            canvas.setLineWidth(fw * 0.012)
            canvas.stroke()
        }

        // Headgear: a pointed crown, a rounded crown, a feathered cap.
        switch card.rank {
        case .king:
            fill(gold) {
                canvas.move(to: u(0.35, 0.36)); canvas.line(to: u(0.35, 0.17)); canvas.line(to: u(0.425, 0.27))
                canvas.line(to: u(0.5, 0.1)); canvas.line(to: u(0.575, 0.27)); canvas.line(to: u(0.65, 0.17))
                canvas.line(to: u(0.65, 0.36)); canvas.closePath()
            }
            fill(accent) { canvas.arc(center: u(0.5, 0.31), radius: fw * 0.025, from: 0, to: 2 * .pi) }
        case .queen:
            fill(gold) {
                canvas.rectangle(Rect(x: u(0.36, 0).x, y: u(0, 0.28).y, width: fw * 0.28, height: hh * 0.08))
                for x in [0.41, 0.5, 0.59] {
                    canvas.move(to: u(x + 0.045, 0.29))
                    canvas.arc(center: u(x, 0.29), radius: fw * 0.045, from: .pi, to: 2 * .pi)
                    canvas.closePath()
                }
            }
            fill(accent) { canvas.arc(center: u(0.5, 0.32), radius: fw * 0.02, from: 0, to: 2 * .pi) }
        default:
            canvas.newPath()
            canvas.move(to: u(0.6, 0.3))
            canvas.curve(to: u(0.86, 0.08), u(0.72, 0.24), u(0.8, 0.06))
            canvas.setColor(gold)
            canvas.setLineWidth(fw * 0.04)
            canvas.stroke()
            fill(suitColor) {
                canvas.move(to: u(0.3, 0.37))
                canvas.curve(to: u(0.7, 0.37), u(0.32, 0.16), u(0.68, 0.16))
                canvas.closePath()
            }
        }

        // The suit, near the figure.
        fill(PlayingCardArt.color(of: card.suit)) {
            SuitPath.trace(card.suit, in: PlayingCardArt.square(at: u(0.2, 0.2), size: fw * 0.14), on: canvas)
        }
    }
}
