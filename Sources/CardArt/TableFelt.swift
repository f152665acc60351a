import FoundationEssentials
import GameSupport

/// The green cloth the cards lie on, lit from above.
public enum TableFelt {
    static let center = Color(hex: 0x2F7A4B)
    static let edge = Color(hex: 0x1C5233)

    /// The same cloth as a CSS image for the app's table: a strip of the drawn cloth, one pixel
    /// wide, in a data URL, which the CSS stretches over the table (`background-size: 100% 100%`;
    /// GTK filters a stretched picture smoothly). Not a CSS gradient: GTK's GL renderer compiles
    /// a shader program of its own for gradients, over 1 MB of Mesa's memory where it renders
    /// in software, while a picture goes through the program that draws every card. Not a
    /// drawing the table's size either: GTK's GL renderer keeps that as a texture (3 MB at
    /// 1000 × 760). Not for print: PDFs and PNGs use `draw`.
    public static var css: String {
        let strip = ImageSurface(width: 1, height: stripHeight)
        strip.draw { canvas in draw(on: canvas, size: Size(width: 1, height: Double(stripHeight))) }
        return "url(\"data:image/png;base64,\(Data(strip.pngBytes()).base64EncodedString())\")"   // not for people: CSS
    }

    /// Enough steps that stretched over a table the strip's rows blend into one slope (8 bits a
    /// channel hold fewer steps between the two colours than that).
    static let stripHeight = 64

    /// The cloth, lighter at the top where the light falls. (A linear gradient: a radial one
    /// costs Cairo's image backend thirty times as much over a whole window.)
    public static func draw(on canvas: Canvas, size: Size) {
        canvas.setLinearGradient(from: Point(x: 0, y: 0), to: Point(x: 0, y: size.height), start: center, end: edge)
        canvas.paint()
    }
}
