import GameSupport

/// The green cloth the cards lie on, lit from above.
public enum TableFelt {
    static let center = Color(hex: 0x2F7A4B)
    static let edge = Color(hex: 0x1C5233)

    /// The same cloth as a CSS background, for the app's table: GTK paints a gradient itself,
    /// where a drawn one is a picture the size of the table to keep (its GL renderer holds it as
    /// a texture, 3 MB at 1000 × 760). Not for print: PDFs and PNGs use `draw`.
    public static var css: String {
        "linear-gradient(to bottom, \(center.css), \(edge.css))"   // not for people: CSS
    }

    /// The cloth, lighter at the top where the light falls. (A linear gradient: a radial one
    /// costs Cairo's image backend thirty times as much over a whole window.)
    public static func draw(on canvas: Canvas, size: Size) {
        canvas.setLinearGradient(from: Point(x: 0, y: 0), to: Point(x: 0, y: size.height), start: center, end: edge)
        canvas.paint()
    }
}
