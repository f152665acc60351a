import GameSupport

/// The green cloth the cards lie on, lit from above.
public enum TableFelt {
    static let center = Color(hex: 0x2F7A4B)
    static let edge = Color(hex: 0x1C5233)

    /// The cloth, lighter at the top where the light falls. (A linear gradient: a radial one
    /// costs Cairo's image backend thirty times as much over a whole window.)
    public static func draw(on canvas: Canvas, size: Size) {
        canvas.setLinearGradient(from: Point(x: 0, y: 0), to: Point(x: 0, y: size.height), start: center, end: edge)
        canvas.paint()
    }
}
