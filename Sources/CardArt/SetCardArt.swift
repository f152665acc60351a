import GameSupport
import SetStyle

// Words in this file are for developers, not for translation.
/// Draws the face of a Set card: one to three symbols, stacked along the card's longer side,
/// filled solid, striped (thin lines clipped to the symbol) or left open. Every measure is a
/// fraction of the card, so the drawing scales with it.
public enum SetCardArt {
    /// Width divided by height of a Set card on the table (portrait, like the real cards).
    public static let aspectRatio = 5.0 / 7.0

    /// The symbol box's width as a fraction of the card's shorter side, and its aspect ratio.
    static let symbolWidthFraction = 0.68
    static let symbolAspect = 2.05
    /// Gap between stacked symbols, as a fraction of the symbol's height.
    static let symbolGapFraction = 0.42
    /// Outline width and stripe spacing, as fractions of the card's shorter side.
    static let outlineFraction = 0.022
    static let stripeSpacingFraction = 0.036
    static let stripeWidthFraction = 0.011

    /// Draws `face` in `theme` within `card` (paper already drawn): the classic symbols in the
    /// theme's palette, the Glyphs theme's text symbols, and the colour-blind theme's initial.
    public static func drawFace(_ face: SetFace, theme: SetTheme, in card: Rect, on canvas: Canvas,
                                sprites: SpriteCache? = nil, scale: Int = 1) {
        let palette = SetPalette.of(theme)
        switch theme {
        case .classic:
            drawFace(face, in: card, on: canvas, palette: palette, sprites: sprites, scale: scale)
        case .glyphs:
            SetGlyphArt.drawFace(face, in: card, on: canvas, color: palette.color(for: face.ink))
        case .colourBlind:
            drawFace(face, in: card, on: canvas, palette: palette, sprites: sprites, scale: scale)
            drawInkInitial(theme.inkInitial(face.ink), color: palette.color(for: face.ink), in: card, on: canvas)
        }
    }

    /// The colour's initial in the top-left corner: the cue that does not depend on seeing colour.
    private static func drawInkInitial(_ word: String, color: Color, in card: Rect, on canvas: Canvas) {
        let short = min(card.width, card.height)
        canvas.withSavedState {
            canvas.setColor(color)
            // Left of the symbols, which start at 16 % of the card's width.
            canvas.setFont(size: short * 0.12, weight: .bold, family: "DejaVu Sans")
            canvas.drawText(word.prefix(1).uppercased(), centeredAt: Point(x: card.minX + short * 0.085, y: card.minY + short * 0.1))
        }
    }

    /// Draws `face` within `card` (the card's own rectangle, paper already drawn). With a
    /// sprite cache, each symbol is drawn once per size and copied (at `scale` pixels per point);
    /// without one, everything is drawn as vectors (for PDFs).
    public static func drawFace(_ face: SetFace, in card: Rect, on canvas: Canvas, palette: SetPalette = .classic,
                                sprites: SpriteCache? = nil, scale: Int = 1) {
        let color = palette.color(for: face.ink)
        let short = min(card.width, card.height)
        if let sprites, card.height >= card.width, canvas.onlyTranslates {
            return blitFace(face, in: card, on: canvas, color: color, palette: palette, sprites: sprites, scale: scale)
        }
        canvas.withSavedState {
            // Work in a frame where the long side runs down the page: rotate landscape cards.
            canvas.translate(card.center.x, card.center.y)
            if card.width > card.height { canvas.rotate(.pi / 2) }
            for box in symbolBoxes(count: face.count.rawValue, shortSide: short) {
                drawSymbol(face.symbol, fill: face.fill, in: box, color: color, shortSide: short, on: canvas)
            }
        }
    }

    private static func blitFace(_ face: SetFace, in card: Rect, on canvas: Canvas, color: Color, palette: SetPalette,
                                 sprites: SpriteCache, scale: Int) {
        let short = min(card.width, card.height)
        let boxes = symbolBoxes(count: face.count.rawValue, shortSide: short)
        // Room around the symbol for its outline, which straddles the path.
        let pad = (short * outlineFraction).rounded(.up)
        let key = SpriteCache.Key(picture: .setSymbol(face.symbol, face.fill, face.ink, palette),
                                  width: Int((boxes[0].width + 2 * pad).rounded(.up)),
                                  height: Int((boxes[0].height + 2 * pad).rounded(.up)), scale: scale)
        let sprite = sprites.sprite(key) { sprite in
            drawSymbol(face.symbol, fill: face.fill, in: Rect(x: pad, y: pad, width: boxes[0].width, height: boxes[0].height),
                       color: color, shortSide: short, on: sprite)
        }
        for box in boxes {
            canvas.blitOnPixels(sprite, at: card.center.x + box.minX - pad, card.center.y + box.minY - pad)
        }
    }

    /// The symbol boxes for `count` symbols, centred on the origin and stacked vertically.
    static func symbolBoxes(count: Int, shortSide: Double) -> [Rect] {
        let width = shortSide * symbolWidthFraction
        let height = width / symbolAspect
        let gap = height * symbolGapFraction
        let total = Double(count) * height + Double(count - 1) * gap
        return (0..<count).map { index in
            Rect(x: -width / 2, y: -total / 2 + Double(index) * (height + gap), width: width, height: height)
        }
    }

    private static func drawSymbol(_ symbol: SetFace.Symbol, fill: SetFace.Fill, in box: Rect, color: Color,
                                   shortSide: Double, on canvas: Canvas) {
        canvas.setColor(color)
        canvas.setRoundJoins()
        canvas.newPath()
        SetSymbolPath.trace(symbol, in: box, on: canvas)
        switch fill {
        case .solid:
            canvas.fill()
        case .open:
            break
        case .striped:
            canvas.withSavedState {
                canvas.clip()
                stripes(across: box, shortSide: shortSide, on: canvas)
            }
            SetSymbolPath.trace(symbol, in: box, on: canvas)
        }
        canvas.setLineWidth(shortSide * outlineFraction)
        if fill != .solid { canvas.stroke() } else { canvas.newPath() }
    }

    /// Thin lines across the symbol's short axis; the caller has clipped to the symbol.
    private static func stripes(across box: Rect, shortSide: Double, on canvas: Canvas) {
        let spacing = shortSide * stripeSpacingFraction
        var x = box.minX + spacing / 2
        canvas.newPath()
        while x < box.maxX {
            canvas.move(to: Point(x: x, y: box.minY))
            canvas.line(to: Point(x: x, y: box.maxY))
            x += spacing
        }
        canvas.setLineWidth(shortSide * stripeWidthFraction)
        canvas.stroke()
    }
}

/// The three inks of the classic deck.
public struct SetPalette: Hashable, Sendable {
    public var red: Color
    public var green: Color
    public var purple: Color

    public static let classic = SetPalette(red: Color(hex: 0xE0203A), green: Color(hex: 0x119B48), purple: Color(hex: 0x5C2D91))
    /// Okabe and Ito's orange, blue and reddish purple: apart in lightness and hue for the
    /// common red-green and blue-yellow deficiencies.
    public static let colourBlind = SetPalette(red: Color(hex: 0xE69F00), green: Color(hex: 0x0072B2), purple: Color(hex: 0xCC79A7))

    public static func of(_ theme: SetTheme) -> SetPalette { theme == .colourBlind ? colourBlind : classic }

    public func color(for ink: SetFace.Ink) -> Color {
        switch ink {
        case .red: return red
        case .green: return green
        case .purple: return purple
        }
    }
}
