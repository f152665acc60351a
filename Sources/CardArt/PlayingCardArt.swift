import GameSupport
import MatchingCore

/// Draws the face of a playing card: the corner index (rank over suit) at top left and, turned
/// half round, at bottom right; pips for ace to ten in the traditional arrangement, those in the
/// lower half upside down; and for jack, queen and king a framed figure. Every measure is a
/// fraction of the card, so the drawing scales with it.
public enum PlayingCardArt {
    public static let aspectRatio = 5.0 / 7.0

    public static let red = Color(hex: 0xC01C28)
    public static let black = Color(hex: 0x1E1E1E)

    public static func color(of suit: PlayingCard.Suit) -> Color { suit.isRed ? red : black }

    /// Draws the paper and face of `card` within `rect`; from cached images when given a cache.
    public static func draw(_ card: PlayingCard, in rect: Rect, on canvas: Canvas, sprites: SpriteCache? = nil, scale: Int = 1) {
        if let sprites, canvas.onlyTranslates {
            let key = SpriteCache.Key(picture: .playingCard(card),
                                      width: Int(rect.width.rounded(.up)) + 2, height: Int(rect.height.rounded(.up)) + 4, scale: scale)
            let sprite = sprites.sprite(key) { sprite in
                draw(card, in: Rect(x: 1, y: 1, width: rect.width, height: rect.height), on: sprite)
            }
            canvas.blitOnPixels(sprite, at: rect.minX - 1, rect.minY - 1)
            return
        }
        CardBody.drawPaper(rect, on: canvas)
        drawFace(card, in: rect, on: canvas)
    }

    /// The face alone, paper already drawn.
    public static func drawFace(_ card: PlayingCard, in rect: Rect, on canvas: Canvas) {
        canvas.setColor(color(of: card.suit))
        drawIndex(card, in: rect, on: canvas)
        canvas.withSavedState {
            canvas.translate(rect.center.x, rect.center.y)
            canvas.rotate(.pi)
            canvas.translate(-rect.center.x, -rect.center.y)
            drawIndex(card, in: rect, on: canvas)
        }
        if card.rank.isFace {
            CourtFigure.draw(card, in: rect, on: canvas)
        } else {
            drawPips(card, in: rect, on: canvas)
        }
    }

    /// Rank over suit in the top-left corner.
    private static func drawIndex(_ card: PlayingCard, in rect: Rect, on canvas: Canvas) {
        let h = rect.height, w = rect.width
        let center = Point(x: rect.minX + w * 0.105, y: rect.minY + h * 0.085)
        canvas.setColor(color(of: card.suit))
        canvas.setFont(size: h * (card.rank == .ten ? 0.085 : 0.1), weight: .bold)
        canvas.drawText(card.rank.symbol, centeredAt: center)
        canvas.newPath()
        SuitPath.trace(card.suit, in: square(at: Point(x: center.x, y: rect.minY + h * 0.175), size: h * 0.07), on: canvas)
        canvas.fill()
    }

    /// Where the pips go, as fractions of width and height from the centre; true for the
    /// pips drawn upside down (those below the middle).
    static func pipPositions(for rank: PlayingCard.Rank) -> [(x: Double, y: Double)] {
        let column = 0.165, near = 0.090, middle = 0.175, far = 0.270
        var pips: [(Double, Double)] = []
        let n = rank.rawValue
        if [1, 3, 5, 9].contains(n) { pips.append((0, 0)) }
        if [6, 7, 8].contains(n) { pips += [(-column, 0), (column, 0)] }
        if [2, 3, 8, 10].contains(n) { pips += [(0, -middle), (0, middle)] }
        if n == 7 { pips.append((0, -middle)) }
        if n >= 4 { pips += [(-column, -far), (column, -far), (-column, far), (column, far)] }
        if n >= 9 { pips += [(-column, -near), (column, -near), (-column, near), (column, near)] }
        return pips
    }

    private static func drawPips(_ card: PlayingCard, in rect: Rect, on canvas: Canvas) {
        let size = rect.height * (card.rank == .ace ? 0.3 : 0.12)
        canvas.setColor(color(of: card.suit))
        for (x, y) in pipPositions(for: card.rank) {
            let center = Point(x: rect.center.x + x * rect.width, y: rect.center.y + y * rect.height)
            canvas.withSavedState {
                canvas.translate(center.x, center.y)
                if y > 0 { canvas.rotate(.pi) }
                canvas.newPath()
                SuitPath.trace(card.suit, in: square(at: .zero, size: size), on: canvas)
                canvas.fill()
            }
        }
    }

    static func square(at center: Point, size: Double) -> Rect {
        Rect(x: center.x - size / 2, y: center.y - size / 2, width: size, height: size)
    }
}
