import Localization

// The words of Set cards for each theme, every one a literal for `make pot`: whole patterns
// per number and shape ("two %1$@ %2$@ diamonds": colour, then shading), so a language can put
// its adjectives where they belong, and each colour and shading word per number and shape, so
// that it can agree with the noun ("eine rote Raute", "ein rotes Oval"; "une vague verte").

extension SetTheme {
    /// The name pattern for a card of `count` (0 one, 1 two, 2 three) symbols of `shape`.
    func namePattern(count: Int, shape: Int) -> String {
        switch self {
        case .classic, .colourBlind:
            switch (count, shape) {
            case (0, 0): return trc("Set card: one diamond (the colour, then the shading)", "one %1$@ %2$@ diamond")
            case (0, 1): return trc("Set card: one squiggle (the colour, then the shading)", "one %1$@ %2$@ squiggle")
            case (0, 2): return trc("Set card: one oval (the colour, then the shading)", "one %1$@ %2$@ oval")
            case (1, 0): return trc("Set card: two diamonds (the colour, then the shading)", "two %1$@ %2$@ diamonds")
            case (1, 1): return trc("Set card: two squiggles (the colour, then the shading)", "two %1$@ %2$@ squiggles")
            case (1, 2): return trc("Set card: two ovals (the colour, then the shading)", "two %1$@ %2$@ ovals")
            case (2, 0): return trc("Set card: three diamonds (the colour, then the shading)", "three %1$@ %2$@ diamonds")
            case (2, 1): return trc("Set card: three squiggles (the colour, then the shading)", "three %1$@ %2$@ squiggles")
            case (2, 2): return trc("Set card: three ovals (the colour, then the shading)", "three %1$@ %2$@ ovals")
            default: return ""
            }
        case .glyphs:
            switch (count, shape) {
            case (0, 0): return trc("Set card, glyphs: one triangle (the colour, then the shading)", "one %1$@ %2$@ triangle")
            case (0, 1): return trc("Set card, glyphs: one circle (the colour, then the shading)", "one %1$@ %2$@ circle")
            case (0, 2): return trc("Set card, glyphs: one square (the colour, then the shading)", "one %1$@ %2$@ square")
            case (1, 0): return trc("Set card, glyphs: two triangles (the colour, then the shading)", "two %1$@ %2$@ triangles")
            case (1, 1): return trc("Set card, glyphs: two circles (the colour, then the shading)", "two %1$@ %2$@ circles")
            case (1, 2): return trc("Set card, glyphs: two squares (the colour, then the shading)", "two %1$@ %2$@ squares")
            case (2, 0): return trc("Set card, glyphs: three triangles (the colour, then the shading)", "three %1$@ %2$@ triangles")
            case (2, 1): return trc("Set card, glyphs: three circles (the colour, then the shading)", "three %1$@ %2$@ circles")
            case (2, 2): return trc("Set card, glyphs: three squares (the colour, then the shading)", "three %1$@ %2$@ squares")
            default: return ""
            }
        }
    }

    /// The colour word for `value`, agreeing with `count` symbols of `shape`.
    func colourWord(_ value: Int, count: Int, shape: Int) -> String {
        let many = count > 0
        switch self {
        case .classic:
            switch (value, many, shape) {
            case (0, false, 0): return trc("Set card: colour of one diamond", "red")
            case (0, false, 1): return trc("Set card: colour of one squiggle", "red")
            case (0, false, 2): return trc("Set card: colour of one oval", "red")
            case (0, true, 0): return trc("Set card: colour of two or three diamonds", "red")
            case (0, true, 1): return trc("Set card: colour of two or three squiggles", "red")
            case (0, true, 2): return trc("Set card: colour of two or three ovals", "red")
            case (1, false, 0): return trc("Set card: colour of one diamond", "green")
            case (1, false, 1): return trc("Set card: colour of one squiggle", "green")
            case (1, false, 2): return trc("Set card: colour of one oval", "green")
            case (1, true, 0): return trc("Set card: colour of two or three diamonds", "green")
            case (1, true, 1): return trc("Set card: colour of two or three squiggles", "green")
            case (1, true, 2): return trc("Set card: colour of two or three ovals", "green")
            case (2, false, 0): return trc("Set card: colour of one diamond", "purple")
            case (2, false, 1): return trc("Set card: colour of one squiggle", "purple")
            case (2, false, 2): return trc("Set card: colour of one oval", "purple")
            case (2, true, 0): return trc("Set card: colour of two or three diamonds", "purple")
            case (2, true, 1): return trc("Set card: colour of two or three squiggles", "purple")
            case (2, true, 2): return trc("Set card: colour of two or three ovals", "purple")
            default: return ""
            }
        case .glyphs:
            switch (value, many, shape) {
            case (0, false, 0): return trc("Set card, glyphs: colour of one triangle", "red")
            case (0, false, 1): return trc("Set card, glyphs: colour of one circle", "red")
            case (0, false, 2): return trc("Set card, glyphs: colour of one square", "red")
            case (0, true, 0): return trc("Set card, glyphs: colour of two or three triangles", "red")
            case (0, true, 1): return trc("Set card, glyphs: colour of two or three circles", "red")
            case (0, true, 2): return trc("Set card, glyphs: colour of two or three squares", "red")
            case (1, false, 0): return trc("Set card, glyphs: colour of one triangle", "green")
            case (1, false, 1): return trc("Set card, glyphs: colour of one circle", "green")
            case (1, false, 2): return trc("Set card, glyphs: colour of one square", "green")
            case (1, true, 0): return trc("Set card, glyphs: colour of two or three triangles", "green")
            case (1, true, 1): return trc("Set card, glyphs: colour of two or three circles", "green")
            case (1, true, 2): return trc("Set card, glyphs: colour of two or three squares", "green")
            case (2, false, 0): return trc("Set card, glyphs: colour of one triangle", "purple")
            case (2, false, 1): return trc("Set card, glyphs: colour of one circle", "purple")
            case (2, false, 2): return trc("Set card, glyphs: colour of one square", "purple")
            case (2, true, 0): return trc("Set card, glyphs: colour of two or three triangles", "purple")
            case (2, true, 1): return trc("Set card, glyphs: colour of two or three circles", "purple")
            case (2, true, 2): return trc("Set card, glyphs: colour of two or three squares", "purple")
            default: return ""
            }
        case .colourBlind:
            switch (value, many, shape) {
            case (0, false, 0): return trc("Set card, colour-blind: colour of one diamond", "orange")
            case (0, false, 1): return trc("Set card, colour-blind: colour of one squiggle", "orange")
            case (0, false, 2): return trc("Set card, colour-blind: colour of one oval", "orange")
            case (0, true, 0): return trc("Set card, colour-blind: colour of two or three diamonds", "orange")
            case (0, true, 1): return trc("Set card, colour-blind: colour of two or three squiggles", "orange")
            case (0, true, 2): return trc("Set card, colour-blind: colour of two or three ovals", "orange")
            case (1, false, 0): return trc("Set card, colour-blind: colour of one diamond", "blue")
            case (1, false, 1): return trc("Set card, colour-blind: colour of one squiggle", "blue")
            case (1, false, 2): return trc("Set card, colour-blind: colour of one oval", "blue")
            case (1, true, 0): return trc("Set card, colour-blind: colour of two or three diamonds", "blue")
            case (1, true, 1): return trc("Set card, colour-blind: colour of two or three squiggles", "blue")
            case (1, true, 2): return trc("Set card, colour-blind: colour of two or three ovals", "blue")
            case (2, false, 0): return trc("Set card, colour-blind: colour of one diamond", "pink")
            case (2, false, 1): return trc("Set card, colour-blind: colour of one squiggle", "pink")
            case (2, false, 2): return trc("Set card, colour-blind: colour of one oval", "pink")
            case (2, true, 0): return trc("Set card, colour-blind: colour of two or three diamonds", "pink")
            case (2, true, 1): return trc("Set card, colour-blind: colour of two or three squiggles", "pink")
            case (2, true, 2): return trc("Set card, colour-blind: colour of two or three ovals", "pink")
            default: return ""
            }
        }
    }

    /// The shading word for `value`, agreeing with `count` symbols of `shape`.
    func shadingWord(_ value: Int, count: Int, shape: Int) -> String {
        let many = count > 0
        switch self {
        case .classic, .colourBlind:
            switch (value, many, shape) {
            case (0, false, 0): return trc("Set card: shading of one diamond", "solid")
            case (0, false, 1): return trc("Set card: shading of one squiggle", "solid")
            case (0, false, 2): return trc("Set card: shading of one oval", "solid")
            case (0, true, 0): return trc("Set card: shading of two or three diamonds", "solid")
            case (0, true, 1): return trc("Set card: shading of two or three squiggles", "solid")
            case (0, true, 2): return trc("Set card: shading of two or three ovals", "solid")
            case (1, false, 0): return trc("Set card: shading of one diamond", "striped")
            case (1, false, 1): return trc("Set card: shading of one squiggle", "striped")
            case (1, false, 2): return trc("Set card: shading of one oval", "striped")
            case (1, true, 0): return trc("Set card: shading of two or three diamonds", "striped")
            case (1, true, 1): return trc("Set card: shading of two or three squiggles", "striped")
            case (1, true, 2): return trc("Set card: shading of two or three ovals", "striped")
            case (2, false, 0): return trc("Set card: shading of one diamond", "open")
            case (2, false, 1): return trc("Set card: shading of one squiggle", "open")
            case (2, false, 2): return trc("Set card: shading of one oval", "open")
            case (2, true, 0): return trc("Set card: shading of two or three diamonds", "open")
            case (2, true, 1): return trc("Set card: shading of two or three squiggles", "open")
            case (2, true, 2): return trc("Set card: shading of two or three ovals", "open")
            default: return ""
            }
        case .glyphs:
            switch (value, many, shape) {
            case (0, false, 0): return trc("Set card, glyphs: shading of one triangle", "filled")
            case (0, false, 1): return trc("Set card, glyphs: shading of one circle", "filled")
            case (0, false, 2): return trc("Set card, glyphs: shading of one square", "filled")
            case (0, true, 0): return trc("Set card, glyphs: shading of two or three triangles", "filled")
            case (0, true, 1): return trc("Set card, glyphs: shading of two or three circles", "filled")
            case (0, true, 2): return trc("Set card, glyphs: shading of two or three squares", "filled")
            case (1, false, 0): return trc("Set card, glyphs: shading of one triangle", "shaded")
            case (1, false, 1): return trc("Set card, glyphs: shading of one circle", "shaded")
            case (1, false, 2): return trc("Set card, glyphs: shading of one square", "shaded")
            case (1, true, 0): return trc("Set card, glyphs: shading of two or three triangles", "shaded")
            case (1, true, 1): return trc("Set card, glyphs: shading of two or three circles", "shaded")
            case (1, true, 2): return trc("Set card, glyphs: shading of two or three squares", "shaded")
            case (2, false, 0): return trc("Set card, glyphs: shading of one triangle", "outlined")
            case (2, false, 1): return trc("Set card, glyphs: shading of one circle", "outlined")
            case (2, false, 2): return trc("Set card, glyphs: shading of one square", "outlined")
            case (2, true, 0): return trc("Set card, glyphs: shading of two or three triangles", "outlined")
            case (2, true, 1): return trc("Set card, glyphs: shading of two or three circles", "outlined")
            case (2, true, 2): return trc("Set card, glyphs: shading of two or three squares", "outlined")
            default: return ""
            }
        }
    }

    /// The letter printed in the corner of a colour-blind friendly card for its colour.
    func colourInitial(_ value: Int) -> String {
        switch value {
        case 0: return trc("initial of the colour orange, on colour-blind friendly cards", "O")
        case 1: return trc("initial of the colour blue, on colour-blind friendly cards", "B")
        default: return trc("initial of the colour pink, on colour-blind friendly cards", "P")
        }
    }
}
