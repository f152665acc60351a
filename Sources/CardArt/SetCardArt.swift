import GameSupport
import SetStyle

// Words in this file are for developers, not for translation.
/// Draws the face of a Set card: one to three symbols (four in 4Set), stacked along the card's
/// longer side, filled solid, striped (thin lines clipped to the symbol), left open or dotted
/// (4Set), inside no, one or two frame lines (MegaSet's border). Every measure is a fraction of
/// the card, so the drawing scales with it.
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
    /// Dot spacing and radius of the dotted shading, as fractions of the card's shorter side.
    static let dotSpacingFraction = 0.05
    static let dotRadiusFraction = 0.0125
    /// MegaSet's border: each line's inset from the card's edge and width, as fractions of the
    /// card's shorter side (outside the colour-blind initial and the symbols).
    static let borderInsets = [0.02, 0.042]
    static let borderWidthFraction = 0.009
    static let borderInk = Color(hex: 0x3A3A3A)

    /// Draws `face` in `theme` within `card` (paper already drawn): the classic symbols in the
    /// theme's palette, the Glyphs theme's text symbols, and the colour-blind theme's initial.
    public static func drawFace(_ face: SetFace, theme: SetTheme, in card: Rect, on canvas: Canvas,
                                sprites: SpriteCache? = nil, scale: Int = 1) {
        let palette = SetPalette.of(theme)
        drawBorder(face.border, in: card, on: canvas)
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

    /// MegaSet's fifth feature: one or two thin frame lines just inside the card's edge, in a
    /// neutral ink so that they never read as a colour.
    static func drawBorder(_ border: SetFace.Border, in card: Rect, on canvas: Canvas) {
        // Most decks have none: no empty stroke recorded for every card, replayed every frame.
        guard border != .none else { return }
        let short = min(card.width, card.height)
        canvas.withSavedState {
            canvas.setColor(borderInk)
            canvas.setLineWidth(short * borderWidthFraction)
            canvas.newPath()
            for inset in borderInsets.prefix(border.ordinal) {
                let frame = Rect(x: card.minX + short * inset, y: card.minY + short * inset,
                                 width: card.width - 2 * short * inset, height: card.height - 2 * short * inset)
                canvas.roundedRectangle(frame, radius: max(0, CardBody.cornerRadius(for: card) - short * inset * 0.6))
            }
            canvas.stroke()
        }
    }

    /// The colour's initial in the top-left corner: the cue that does not depend on seeing colour.
    private static func drawInkInitial(_ word: String, color: Color, in card: Rect, on canvas: Canvas) {
        let short = min(card.width, card.height)
        canvas.withSavedState {
            canvas.setColor(color)
            // Left of the symbols, which start at 16 % of the card's width, and inside a
            // MegaSet border.
            canvas.setFont(size: short * 0.12, weight: .bold, family: "DejaVu Sans")
            canvas.drawText(word.prefix(1).uppercased(), centeredAt: Point(x: card.minX + short * 0.1, y: card.minY + short * 0.11))
        }
    }

    /// Draws `face`'s symbols within `card` (the card's own rectangle, paper already drawn; a
    /// MegaSet border is the theme-level `drawFace`'s). With a
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

    /// The symbol boxes for `count` symbols, centred on the origin and stacked vertically. Four
    /// (4Set's) are smaller, to stand in the height three take.
    static func symbolBoxes(count: Int, shortSide: Double) -> [Rect] {
        let fit = min(1, (3 + 2 * symbolGapFraction) / (Double(count) + Double(count - 1) * symbolGapFraction))
        let width = shortSide * symbolWidthFraction * fit
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
        case .dotted:
            canvas.withSavedState {
                canvas.clip()
                dots(over: box, shortSide: shortSide, on: canvas)
            }
            SetSymbolPath.trace(symbol, in: box, on: canvas)
        }
        canvas.setLineWidth(shortSide * outlineFraction)
        if fill != .solid { canvas.stroke() } else { canvas.newPath() }
    }

    /// A staggered grid of dots over the symbol; the caller has clipped to the symbol.
    private static func dots(over box: Rect, shortSide: Double, on canvas: Canvas) {
        let spacing = shortSide * dotSpacingFraction, radius = shortSide * dotRadiusFraction
        canvas.newPath()
        var row = 0
        var y = box.minY + spacing / 4
        while y < box.maxY + radius {
            var x = box.minX + (row.isMultiple(of: 2) ? spacing / 4 : spacing * 3 / 4)
            while x < box.maxX + radius {
                canvas.move(to: Point(x: x + radius, y: y))
                canvas.arc(center: Point(x: x, y: y), radius: radius, from: 0, to: 2 * .pi)
                x += spacing
            }
            y += spacing * 0.866
            row += 1
        }
        canvas.fill()
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

/// The inks of the classic deck, and 4Set's fourth, named by the `SetFace.Ink` each stands for.
public struct SetPalette: Hashable, Sendable {
    public var red: Color
    public var green: Color
    public var purple: Color
    public var blue: Color

    public static let classic = SetPalette(red: Color(hex: 0xE0203A), green: Color(hex: 0x119B48), purple: Color(hex: 0x5C2D91),
                                           blue: Color(hex: 0x1E73D8))
    /// Okabe and Ito's orange, blue and reddish purple, and a dark grey: apart in lightness and hue
    /// for the common red-green and blue-yellow deficiencies.
    public static let colourBlind = SetPalette(red: Color(hex: 0xE69F00), green: Color(hex: 0x0072B2), purple: Color(hex: 0xCC79A7),
                                               blue: Color(hex: 0x404040))

    public static func of(_ theme: SetTheme) -> SetPalette { theme == .colourBlind ? colourBlind : classic }

    public func color(for ink: SetFace.Ink) -> Color {
        switch ink {
        case .red: return red
        case .green: return green
        case .purple: return purple
        case .blue: return blue
        }
    }
}
