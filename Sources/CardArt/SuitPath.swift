import GameSupport
import MatchingCore

/// The four suit symbols as closed paths in a box: the pips, indices and court-card emblems.
enum SuitPath {
    /// Traces `suit` filling `box` (its height; widths follow the symbol's proportions).
    static func trace(_ suit: PlayingCard.Suit, in box: Rect, on canvas: Canvas) {
        // Points are fractions of the box from its centre: x and y in -0.5...0.5.
        let c = box.center, w = box.height, h = box.height
        func p(_ x: Double, _ y: Double) -> Point { Point(x: c.x + x * w, y: c.y + y * h) }
        switch suit {
        case .hearts:
            heart(p, flipped: false, on: canvas)
        case .diamonds:
            canvas.move(to: p(0, -0.5))
            canvas.curve(to: p(0.37, 0), p(0.12, -0.3), p(0.27, -0.12))
            canvas.curve(to: p(0, 0.5), p(0.27, 0.12), p(0.12, 0.3))
            canvas.curve(to: p(-0.37, 0), p(-0.12, 0.3), p(-0.27, 0.12))
            canvas.curve(to: p(0, -0.5), p(-0.27, -0.12), p(-0.12, -0.3))
            canvas.closePath()
        case .spades:
            // The blade is a heart turned over, which runs counter-clockwise: so must the stem,
            // or the overlap would cancel out under the winding rule and leave a gap.
            heart({ x, y in p(x * 0.95, y * 0.82 - 0.1) }, flipped: true, on: canvas)
            stem(p, clockwise: false, on: canvas)
        case .clubs:
            for (x, y) in [(0.0, -0.22), (-0.235, 0.06), (0.235, 0.06)] {
                canvas.move(to: p(x + 0.21, y))
                canvas.arc(center: p(x, y), radius: 0.21 * h, from: 0, to: 2 * .pi)
                canvas.closePath()
            }
            canvas.move(to: p(0, -0.1))
            canvas.line(to: p(0.1, 0.06))
            canvas.line(to: p(0, 0.2))
            canvas.line(to: p(-0.1, 0.06))
            canvas.closePath()
            stem(p, clockwise: true, on: canvas)
        }
    }

    /// A heart with its point at the bottom (or, flipped, at the top: a spade's blade).
    private static func heart(_ p: (Double, Double) -> Point, flipped: Bool, on canvas: Canvas) {
        let s: Double = flipped ? -1 : 1
        canvas.move(to: p(0, 0.45 * s))
        canvas.curve(to: p(-0.5, -0.12 * s), p(-0.16, 0.28 * s), p(-0.5, 0.1 * s))
        canvas.curve(to: p(0, -0.26 * s), p(-0.5, -0.52 * s), p(-0.06, -0.56 * s))
        canvas.curve(to: p(0.5, -0.12 * s), p(0.06, -0.56 * s), p(0.5, -0.52 * s))
        canvas.curve(to: p(0, 0.45 * s), p(0.5, 0.1 * s), p(0.16, 0.28 * s))
        canvas.closePath()
    }

    /// The flared foot of a spade or a club, its top well inside the symbol so they join. The
    /// outline is symmetric, so mirroring it left to right walks it the other way round.
    private static func stem(_ p: (Double, Double) -> Point, clockwise: Bool, on canvas: Canvas) {
        let m = clockwise ? 1.0 : -1.0
        canvas.move(to: p(-0.045 * m, 0))
        canvas.line(to: p(0.045 * m, 0))
        canvas.curve(to: p(0.2 * m, 0.5), p(0.05 * m, 0.3), p(0.1 * m, 0.45))
        canvas.line(to: p(-0.2 * m, 0.5))
        canvas.curve(to: p(-0.045 * m, 0), p(-0.1 * m, 0.45), p(-0.05 * m, 0.3))
        canvas.closePath()
    }
}
