#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import GameSupport
import SimonCore

/// Simon drawn like the 1978 toy: a black disc with four coloured quarter-ring pads around a
/// hub. Each pad widget draws its own quarter, so the four together make the board.
public enum SimonArt {
    public static func color(of pad: SimonPad, lit: Bool) -> Color {
        let base: Color
        switch pad {
        case .green: base = Color(hex: 0x13A84B)
        case .red: base = Color(hex: 0xE3262F)
        case .yellow: base = Color(hex: 0xF5C211)
        case .blue: base = Color(hex: 0x1773D1)
        }
        guard !lit else { return lighter(base) }
        // Unlit pads are the colour seen through dark plastic.
        return Color(red: base.red * 0.5, green: base.green * 0.5, blue: base.blue * 0.5)
    }

    /// The ink of a pad's name (and its owner's): dark on a lit pad, white on the dark plastic
    /// of an unlit one (every colour's, yellow's too: 4.5:1 or more while the pad can be pressed).
    public static func labelInk(lit: Bool, enabled: Bool, isOut: Bool) -> Color {
        lit && !isOut ? Color(hex: 0x1E1E1E).withAlpha(enabled ? 1 : 0.5) : Color.white.withAlpha(enabled ? 0.95 : 0.55)
    }

    /// A lit pad: its colour with a quarter of white in it, as a lamp behind coloured plastic.
    private static func lighter(_ color: Color) -> Color {
        Color(red: color.red * 0.75 + 0.25, green: color.green * 0.75 + 0.25, blue: color.blue * 0.75 + 0.25)
    }

    /// Where the board's centre is for a pad's square cell: the cell's corner nearest the hub.
    static func boardCenter(for pad: SimonPad, in cell: Rect) -> Point {
        Point(x: pad.column == 0 ? cell.maxX : cell.minX, y: pad.row == 0 ? cell.maxY : cell.minY)
    }

    /// Draws `pad`'s quarter of the board in its square `cell`.
    /// `owner` (Choose Your Colour) is written under the pad's name; a pad whose owner `isOut`
    /// is drawn faded, its owner's name struck through.
    public static func drawPad(_ pad: SimonPad, lit: Bool, expected: Bool, enabled: Bool, owner: String? = nil, isOut: Bool = false,
                               in cell: Rect, on canvas: Canvas) {
        let size = min(cell.width, cell.height)
        let center = boardCenter(for: pad, in: cell)
        let start = angle(for: pad)
        let outer = size * 0.97, inner = size * 0.34, gap = size * 0.035
        // The black body of the toy behind the pad.
        canvas.newPath()
        canvas.move(to: center)
        canvas.arc(center: center, radius: size, from: start, to: start + .pi / 2)
        canvas.closePath()
        canvas.setColor(Color(hex: 0x1E1E1E))
        canvas.fill()
        // The body's grey rim, as the toy's moulding has: it keeps the round board apart from a
        // dark window as well as from a light one.
        let rim = size * 0.022
        canvas.newPath()
        canvas.arc(center: center, radius: size - rim / 2, from: start, to: start + .pi / 2)
        canvas.setColor(Self.rimColor)
        canvas.setLineWidth(rim)
        canvas.stroke()

        canvas.withSavedState {
            // The pad: a quarter ring, pulled away from its neighbours by the gap.
            let offset = Point(x: (pad.column == 0 ? -1 : 1) * gap, y: (pad.row == 0 ? -1 : 1) * gap)
            canvas.translate(offset.x, offset.y)
            canvas.newPath()
            canvas.arc(center: center, radius: outer - gap * 1.4, from: start, to: start + .pi / 2)
            canvas.arcNegative(center: center, radius: inner, from: start + .pi / 2, to: start)
            canvas.closePath()
            canvas.setColor(isOut ? color(of: pad, lit: false).withAlpha(0.3) : color(of: pad, lit: lit))
            if lit {
                canvas.fillPreserve()
                canvas.setRadialGradient(center: Point(x: center.x + cos(start + .pi / 4) * size * 0.65,
                                                       y: center.y + sin(start + .pi / 4) * size * 0.65),
                                         radius: size * 0.45, inner: Color.white.withAlpha(0.7), outer: Color.white.withAlpha(0))
            }
            canvas.fillPreserve()
            if expected {
                canvas.setColor(.white)
                canvas.setLineWidth(size * 0.045)
                canvas.setDash([size * 0.08, size * 0.05])
                canvas.stroke()
            } else {
                canvas.newPath()
            }
            // The pad's name, in the middle of its ring.
            let label = Point(x: center.x + cos(start + .pi / 4) * (inner + outer) / 2,
                              y: center.y + sin(start + .pi / 4) * (inner + outer) / 2)
            canvas.setFont(size: size * 0.13, weight: .bold)
            canvas.setColor(labelInk(lit: lit, enabled: enabled, isOut: isOut))
            guard let owner else {
                canvas.drawText(pad.name, centeredAt: label)
                return
            }
            canvas.drawText(pad.name, centeredAt: Point(x: label.x, y: label.y - size * 0.07))
            canvas.setFont(size: size * 0.095, weight: .normal)
            let ownerAt = Point(x: label.x, y: label.y + size * 0.08)
            canvas.drawText(owner, centeredAt: ownerAt)
            if isOut {
                let width = canvas.measure(owner).width
                canvas.newPath()
                canvas.move(to: Point(x: ownerAt.x - width / 2, y: ownerAt.y))
                canvas.line(to: Point(x: ownerAt.x + width / 2, y: ownerAt.y))
                canvas.setLineWidth(max(1, size * 0.012))
                canvas.stroke()
            }
        }
    }

    static let rimColor = Color(hex: 0x6E6E6E)

    /// The angle at which a pad's quarter starts, clockwise from the positive x axis.
    static func angle(for pad: SimonPad) -> Double {
        switch pad {
        case .green: return .pi          // top left
        case .red: return 1.5 * .pi      // top right
        case .blue: return 0             // bottom right
        case .yellow: return 0.5 * .pi   // bottom left
        }
    }

    /// The splash screen's logo: the whole board, with the name on the hub.
    public static func drawLogo(in bounds: Rect, on canvas: Canvas) {
        let size = min(bounds.width, bounds.height) / 2
        let center = bounds.center
        for pad in SimonPad.allCases {
            let cell = Rect(x: center.x - (pad.column == 0 ? size : 0), y: center.y - (pad.row == 0 ? size : 0),
                            width: size, height: size)
            drawPad(pad, lit: true, expected: false, enabled: true, in: cell, on: canvas)
        }
        canvas.newPath()
        canvas.arc(center: center, radius: size * 0.3, from: 0, to: 2 * .pi)
        canvas.setColor(Color(hex: 0x1E1E1E))
        canvas.fill()
        canvas.setFont(size: size * 0.15, weight: .bold)
        canvas.setColor(.white)
        canvas.drawText("SIMON", centeredAt: center)
    }
}
