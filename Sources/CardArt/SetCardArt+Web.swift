import GameSupport
import SetCore
import SetStyle

extension SetCardArt {
    /// The card's paper and face in `theme` as an SVG document (100 x 140 CSS pixels, drawn in
    /// paths, so a page scales it freely): the web player draws the cards the app draws.
    public static func svgFace(_ card: SetCard, theme: SetTheme) -> [UInt8] {
        let width = 100.0, height = width / aspectRatio
        return SVGDrawing.make(width: width, height: height) { canvas in
            let paper = Rect(x: 1, y: 1, width: width - 2, height: height - 2)
            CardBody.drawPaper(paper, on: canvas, shadow: false)
            drawFace(SetFace(card), theme: theme, in: paper, on: canvas)
        }
    }
}
