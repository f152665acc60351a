import GameSupport
import SetStyle

/// The outlines of the Set symbols (the three of the classic deck and 4Set's triangle), traced
/// in a box wider than tall.
enum SetSymbolPath {
    /// Traces `symbol` as a closed path filling `box`.
    static func trace(_ symbol: SetFace.Symbol, in box: Rect, on canvas: Canvas) {
        switch symbol {
        case .diamond: diamond(in: box, on: canvas)
        case .oval: oval(in: box, on: canvas)
        case .squiggle: squiggle(in: box, on: canvas)
        case .triangle: triangle(in: box, on: canvas)
        }
    }

    /// Pointing up, as wide as the box: apart from the diamond, which is widest at its middle.
    private static func triangle(in box: Rect, on canvas: Canvas) {
        canvas.move(to: Point(x: box.minX, y: box.maxY))
        canvas.line(to: Point(x: box.center.x, y: box.minY))
        canvas.line(to: Point(x: box.maxX, y: box.maxY))
        canvas.closePath()
    }

    private static func diamond(in box: Rect, on canvas: Canvas) {
        canvas.move(to: Point(x: box.minX, y: box.center.y))
        canvas.line(to: Point(x: box.center.x, y: box.minY))
        canvas.line(to: Point(x: box.maxX, y: box.center.y))
        canvas.line(to: Point(x: box.center.x, y: box.maxY))
        canvas.closePath()
    }

    /// A stadium: a rectangle with semicircular ends.
    private static func oval(in box: Rect, on canvas: Canvas) {
        canvas.roundedRectangle(box, radius: box.height / 2)
    }

    /// The squiggle: a tilted S, symmetric under a half turn about its centre. The top edge
    /// rises from the lower-left tip into a lobe, dips to a narrow waist, and curls down into
    /// the upper-right tip; the bottom edge is the same curve turned half way round. Points are
    /// fractions of the box; each joint's control points are collinear, so the outline is smooth.
    private static func squiggle(in box: Rect, on canvas: Canvas) {
        let topEdge: [(to: Point, c1: Point, c2: Point)] = [
            (Point(x: 0.30, y: 0.04), Point(x: 0.00, y: 0.35), Point(x: 0.12, y: 0.01)),
            (Point(x: 0.68, y: 0.38), Point(x: 0.48, y: 0.07), Point(x: 0.54, y: 0.40)),
            (Point(x: 0.97, y: 0.22), Point(x: 0.82, y: 0.36), Point(x: 0.955, y: 0.005)),
        ]
        let start = Point(x: 0.03, y: 0.78)
        func place(_ p: Point) -> Point { Point(x: box.minX + p.x * box.width, y: box.minY + p.y * box.height) }
        func halfTurn(_ p: Point) -> Point { Point(x: 1 - p.x, y: 1 - p.y) }
        canvas.move(to: place(start))
        for segment in topEdge {
            canvas.curve(to: place(segment.to), place(segment.c1), place(segment.c2))
        }
        for segment in topEdge {
            canvas.curve(to: place(halfTurn(segment.to)), place(halfTurn(segment.c1)), place(halfTurn(segment.c2)))
        }
        canvas.closePath()
    }
}
