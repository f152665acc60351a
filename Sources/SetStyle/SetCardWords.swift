import Localization

// The words of Set cards for each theme, every one a literal for `make pot`: whole patterns
// per number and shape ("two %1$@ %2$@ diamonds": colour, then shading), so a language can put
// its adjectives where they belong, and each colour and shading word per number and shape, so
// that it can agree with the noun ("eine rote Raute", "ein rotes Oval"; "une vague verte").
// A word for several symbols serves two, three and four alike; the fourth values are 4Set's.
// Written by scripts/build/set-card-words.py from its word tables: change those, not this.

extension SetTheme {
    /// The name pattern for a card of `count` (0 one … 3 four) symbols of `shape`.
    func namePattern(count: Int, shape: Int) -> String {
        switch self {
        case .classic, .colourBlind:
            switch (count, shape) {
            case (0, 0): return trc("Set card: one diamond (the colour, then the shading)", "one %1$@ %2$@ diamond")
            case (0, 1): return trc("Set card: one squiggle (the colour, then the shading)", "one %1$@ %2$@ squiggle")
            case (0, 2): return trc("Set card: one oval (the colour, then the shading)", "one %1$@ %2$@ oval")
            case (0, 3): return trc("Set card: one triangle (the colour, then the shading)", "one %1$@ %2$@ triangle")
            case (1, 0): return trc("Set card: two diamonds (the colour, then the shading)", "two %1$@ %2$@ diamonds")
            case (1, 1): return trc("Set card: two squiggles (the colour, then the shading)", "two %1$@ %2$@ squiggles")
            case (1, 2): return trc("Set card: two ovals (the colour, then the shading)", "two %1$@ %2$@ ovals")
            case (1, 3): return trc("Set card: two triangles (the colour, then the shading)", "two %1$@ %2$@ triangles")
            case (2, 0): return trc("Set card: three diamonds (the colour, then the shading)", "three %1$@ %2$@ diamonds")
            case (2, 1): return trc("Set card: three squiggles (the colour, then the shading)", "three %1$@ %2$@ squiggles")
            case (2, 2): return trc("Set card: three ovals (the colour, then the shading)", "three %1$@ %2$@ ovals")
            case (2, 3): return trc("Set card: three triangles (the colour, then the shading)", "three %1$@ %2$@ triangles")
            case (3, 0): return trc("Set card: four diamonds (the colour, then the shading)", "four %1$@ %2$@ diamonds")
            case (3, 1): return trc("Set card: four squiggles (the colour, then the shading)", "four %1$@ %2$@ squiggles")
            case (3, 2): return trc("Set card: four ovals (the colour, then the shading)", "four %1$@ %2$@ ovals")
            case (3, 3): return trc("Set card: four triangles (the colour, then the shading)", "four %1$@ %2$@ triangles")
            default: return ""
            }
        case .glyphs:
            switch (count, shape) {
            case (0, 0): return trc("Set card, glyphs: one triangle (the colour, then the shading)", "one %1$@ %2$@ triangle")
            case (0, 1): return trc("Set card, glyphs: one circle (the colour, then the shading)", "one %1$@ %2$@ circle")
            case (0, 2): return trc("Set card, glyphs: one square (the colour, then the shading)", "one %1$@ %2$@ square")
            case (0, 3): return trc("Set card, glyphs: one diamond (the colour, then the shading)", "one %1$@ %2$@ diamond")
            case (1, 0): return trc("Set card, glyphs: two triangles (the colour, then the shading)", "two %1$@ %2$@ triangles")
            case (1, 1): return trc("Set card, glyphs: two circles (the colour, then the shading)", "two %1$@ %2$@ circles")
            case (1, 2): return trc("Set card, glyphs: two squares (the colour, then the shading)", "two %1$@ %2$@ squares")
            case (1, 3): return trc("Set card, glyphs: two diamonds (the colour, then the shading)", "two %1$@ %2$@ diamonds")
            case (2, 0): return trc("Set card, glyphs: three triangles (the colour, then the shading)", "three %1$@ %2$@ triangles")
            case (2, 1): return trc("Set card, glyphs: three circles (the colour, then the shading)", "three %1$@ %2$@ circles")
            case (2, 2): return trc("Set card, glyphs: three squares (the colour, then the shading)", "three %1$@ %2$@ squares")
            case (2, 3): return trc("Set card, glyphs: three diamonds (the colour, then the shading)", "three %1$@ %2$@ diamonds")
            case (3, 0): return trc("Set card, glyphs: four triangles (the colour, then the shading)", "four %1$@ %2$@ triangles")
            case (3, 1): return trc("Set card, glyphs: four circles (the colour, then the shading)", "four %1$@ %2$@ circles")
            case (3, 2): return trc("Set card, glyphs: four squares (the colour, then the shading)", "four %1$@ %2$@ squares")
            case (3, 3): return trc("Set card, glyphs: four diamonds (the colour, then the shading)", "four %1$@ %2$@ diamonds")
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
            case (0, false, 3): return trc("Set card: colour of one triangle", "red")
            case (0, true, 0): return trc("Set card: colour of several diamonds", "red")
            case (0, true, 1): return trc("Set card: colour of several squiggles", "red")
            case (0, true, 2): return trc("Set card: colour of several ovals", "red")
            case (0, true, 3): return trc("Set card: colour of several triangles", "red")
            case (1, false, 0): return trc("Set card: colour of one diamond", "green")
            case (1, false, 1): return trc("Set card: colour of one squiggle", "green")
            case (1, false, 2): return trc("Set card: colour of one oval", "green")
            case (1, false, 3): return trc("Set card: colour of one triangle", "green")
            case (1, true, 0): return trc("Set card: colour of several diamonds", "green")
            case (1, true, 1): return trc("Set card: colour of several squiggles", "green")
            case (1, true, 2): return trc("Set card: colour of several ovals", "green")
            case (1, true, 3): return trc("Set card: colour of several triangles", "green")
            case (2, false, 0): return trc("Set card: colour of one diamond", "purple")
            case (2, false, 1): return trc("Set card: colour of one squiggle", "purple")
            case (2, false, 2): return trc("Set card: colour of one oval", "purple")
            case (2, false, 3): return trc("Set card: colour of one triangle", "purple")
            case (2, true, 0): return trc("Set card: colour of several diamonds", "purple")
            case (2, true, 1): return trc("Set card: colour of several squiggles", "purple")
            case (2, true, 2): return trc("Set card: colour of several ovals", "purple")
            case (2, true, 3): return trc("Set card: colour of several triangles", "purple")
            case (3, false, 0): return trc("Set card: colour of one diamond", "blue")
            case (3, false, 1): return trc("Set card: colour of one squiggle", "blue")
            case (3, false, 2): return trc("Set card: colour of one oval", "blue")
            case (3, false, 3): return trc("Set card: colour of one triangle", "blue")
            case (3, true, 0): return trc("Set card: colour of several diamonds", "blue")
            case (3, true, 1): return trc("Set card: colour of several squiggles", "blue")
            case (3, true, 2): return trc("Set card: colour of several ovals", "blue")
            case (3, true, 3): return trc("Set card: colour of several triangles", "blue")
            default: return ""
            }
        case .glyphs:
            switch (value, many, shape) {
            case (0, false, 0): return trc("Set card, glyphs: colour of one triangle", "red")
            case (0, false, 1): return trc("Set card, glyphs: colour of one circle", "red")
            case (0, false, 2): return trc("Set card, glyphs: colour of one square", "red")
            case (0, false, 3): return trc("Set card, glyphs: colour of one diamond", "red")
            case (0, true, 0): return trc("Set card, glyphs: colour of several triangles", "red")
            case (0, true, 1): return trc("Set card, glyphs: colour of several circles", "red")
            case (0, true, 2): return trc("Set card, glyphs: colour of several squares", "red")
            case (0, true, 3): return trc("Set card, glyphs: colour of several diamonds", "red")
            case (1, false, 0): return trc("Set card, glyphs: colour of one triangle", "green")
            case (1, false, 1): return trc("Set card, glyphs: colour of one circle", "green")
            case (1, false, 2): return trc("Set card, glyphs: colour of one square", "green")
            case (1, false, 3): return trc("Set card, glyphs: colour of one diamond", "green")
            case (1, true, 0): return trc("Set card, glyphs: colour of several triangles", "green")
            case (1, true, 1): return trc("Set card, glyphs: colour of several circles", "green")
            case (1, true, 2): return trc("Set card, glyphs: colour of several squares", "green")
            case (1, true, 3): return trc("Set card, glyphs: colour of several diamonds", "green")
            case (2, false, 0): return trc("Set card, glyphs: colour of one triangle", "purple")
            case (2, false, 1): return trc("Set card, glyphs: colour of one circle", "purple")
            case (2, false, 2): return trc("Set card, glyphs: colour of one square", "purple")
            case (2, false, 3): return trc("Set card, glyphs: colour of one diamond", "purple")
            case (2, true, 0): return trc("Set card, glyphs: colour of several triangles", "purple")
            case (2, true, 1): return trc("Set card, glyphs: colour of several circles", "purple")
            case (2, true, 2): return trc("Set card, glyphs: colour of several squares", "purple")
            case (2, true, 3): return trc("Set card, glyphs: colour of several diamonds", "purple")
            case (3, false, 0): return trc("Set card, glyphs: colour of one triangle", "blue")
            case (3, false, 1): return trc("Set card, glyphs: colour of one circle", "blue")
            case (3, false, 2): return trc("Set card, glyphs: colour of one square", "blue")
            case (3, false, 3): return trc("Set card, glyphs: colour of one diamond", "blue")
            case (3, true, 0): return trc("Set card, glyphs: colour of several triangles", "blue")
            case (3, true, 1): return trc("Set card, glyphs: colour of several circles", "blue")
            case (3, true, 2): return trc("Set card, glyphs: colour of several squares", "blue")
            case (3, true, 3): return trc("Set card, glyphs: colour of several diamonds", "blue")
            default: return ""
            }
        case .colourBlind:
            switch (value, many, shape) {
            case (0, false, 0): return trc("Set card, colour-blind: colour of one diamond", "orange")
            case (0, false, 1): return trc("Set card, colour-blind: colour of one squiggle", "orange")
            case (0, false, 2): return trc("Set card, colour-blind: colour of one oval", "orange")
            case (0, false, 3): return trc("Set card, colour-blind: colour of one triangle", "orange")
            case (0, true, 0): return trc("Set card, colour-blind: colour of several diamonds", "orange")
            case (0, true, 1): return trc("Set card, colour-blind: colour of several squiggles", "orange")
            case (0, true, 2): return trc("Set card, colour-blind: colour of several ovals", "orange")
            case (0, true, 3): return trc("Set card, colour-blind: colour of several triangles", "orange")
            case (1, false, 0): return trc("Set card, colour-blind: colour of one diamond", "blue")
            case (1, false, 1): return trc("Set card, colour-blind: colour of one squiggle", "blue")
            case (1, false, 2): return trc("Set card, colour-blind: colour of one oval", "blue")
            case (1, false, 3): return trc("Set card, colour-blind: colour of one triangle", "blue")
            case (1, true, 0): return trc("Set card, colour-blind: colour of several diamonds", "blue")
            case (1, true, 1): return trc("Set card, colour-blind: colour of several squiggles", "blue")
            case (1, true, 2): return trc("Set card, colour-blind: colour of several ovals", "blue")
            case (1, true, 3): return trc("Set card, colour-blind: colour of several triangles", "blue")
            case (2, false, 0): return trc("Set card, colour-blind: colour of one diamond", "pink")
            case (2, false, 1): return trc("Set card, colour-blind: colour of one squiggle", "pink")
            case (2, false, 2): return trc("Set card, colour-blind: colour of one oval", "pink")
            case (2, false, 3): return trc("Set card, colour-blind: colour of one triangle", "pink")
            case (2, true, 0): return trc("Set card, colour-blind: colour of several diamonds", "pink")
            case (2, true, 1): return trc("Set card, colour-blind: colour of several squiggles", "pink")
            case (2, true, 2): return trc("Set card, colour-blind: colour of several ovals", "pink")
            case (2, true, 3): return trc("Set card, colour-blind: colour of several triangles", "pink")
            case (3, false, 0): return trc("Set card, colour-blind: colour of one diamond", "grey")
            case (3, false, 1): return trc("Set card, colour-blind: colour of one squiggle", "grey")
            case (3, false, 2): return trc("Set card, colour-blind: colour of one oval", "grey")
            case (3, false, 3): return trc("Set card, colour-blind: colour of one triangle", "grey")
            case (3, true, 0): return trc("Set card, colour-blind: colour of several diamonds", "grey")
            case (3, true, 1): return trc("Set card, colour-blind: colour of several squiggles", "grey")
            case (3, true, 2): return trc("Set card, colour-blind: colour of several ovals", "grey")
            case (3, true, 3): return trc("Set card, colour-blind: colour of several triangles", "grey")
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
            case (0, false, 3): return trc("Set card: shading of one triangle", "solid")
            case (0, true, 0): return trc("Set card: shading of several diamonds", "solid")
            case (0, true, 1): return trc("Set card: shading of several squiggles", "solid")
            case (0, true, 2): return trc("Set card: shading of several ovals", "solid")
            case (0, true, 3): return trc("Set card: shading of several triangles", "solid")
            case (1, false, 0): return trc("Set card: shading of one diamond", "striped")
            case (1, false, 1): return trc("Set card: shading of one squiggle", "striped")
            case (1, false, 2): return trc("Set card: shading of one oval", "striped")
            case (1, false, 3): return trc("Set card: shading of one triangle", "striped")
            case (1, true, 0): return trc("Set card: shading of several diamonds", "striped")
            case (1, true, 1): return trc("Set card: shading of several squiggles", "striped")
            case (1, true, 2): return trc("Set card: shading of several ovals", "striped")
            case (1, true, 3): return trc("Set card: shading of several triangles", "striped")
            case (2, false, 0): return trc("Set card: shading of one diamond", "open")
            case (2, false, 1): return trc("Set card: shading of one squiggle", "open")
            case (2, false, 2): return trc("Set card: shading of one oval", "open")
            case (2, false, 3): return trc("Set card: shading of one triangle", "open")
            case (2, true, 0): return trc("Set card: shading of several diamonds", "open")
            case (2, true, 1): return trc("Set card: shading of several squiggles", "open")
            case (2, true, 2): return trc("Set card: shading of several ovals", "open")
            case (2, true, 3): return trc("Set card: shading of several triangles", "open")
            case (3, false, 0): return trc("Set card: shading of one diamond", "dotted")
            case (3, false, 1): return trc("Set card: shading of one squiggle", "dotted")
            case (3, false, 2): return trc("Set card: shading of one oval", "dotted")
            case (3, false, 3): return trc("Set card: shading of one triangle", "dotted")
            case (3, true, 0): return trc("Set card: shading of several diamonds", "dotted")
            case (3, true, 1): return trc("Set card: shading of several squiggles", "dotted")
            case (3, true, 2): return trc("Set card: shading of several ovals", "dotted")
            case (3, true, 3): return trc("Set card: shading of several triangles", "dotted")
            default: return ""
            }
        case .glyphs:
            switch (value, many, shape) {
            case (0, false, 0): return trc("Set card, glyphs: shading of one triangle", "filled")
            case (0, false, 1): return trc("Set card, glyphs: shading of one circle", "filled")
            case (0, false, 2): return trc("Set card, glyphs: shading of one square", "filled")
            case (0, false, 3): return trc("Set card, glyphs: shading of one diamond", "filled")
            case (0, true, 0): return trc("Set card, glyphs: shading of several triangles", "filled")
            case (0, true, 1): return trc("Set card, glyphs: shading of several circles", "filled")
            case (0, true, 2): return trc("Set card, glyphs: shading of several squares", "filled")
            case (0, true, 3): return trc("Set card, glyphs: shading of several diamonds", "filled")
            case (1, false, 0): return trc("Set card, glyphs: shading of one triangle", "shaded")
            case (1, false, 1): return trc("Set card, glyphs: shading of one circle", "shaded")
            case (1, false, 2): return trc("Set card, glyphs: shading of one square", "shaded")
            case (1, false, 3): return trc("Set card, glyphs: shading of one diamond", "shaded")
            case (1, true, 0): return trc("Set card, glyphs: shading of several triangles", "shaded")
            case (1, true, 1): return trc("Set card, glyphs: shading of several circles", "shaded")
            case (1, true, 2): return trc("Set card, glyphs: shading of several squares", "shaded")
            case (1, true, 3): return trc("Set card, glyphs: shading of several diamonds", "shaded")
            case (2, false, 0): return trc("Set card, glyphs: shading of one triangle", "outlined")
            case (2, false, 1): return trc("Set card, glyphs: shading of one circle", "outlined")
            case (2, false, 2): return trc("Set card, glyphs: shading of one square", "outlined")
            case (2, false, 3): return trc("Set card, glyphs: shading of one diamond", "outlined")
            case (2, true, 0): return trc("Set card, glyphs: shading of several triangles", "outlined")
            case (2, true, 1): return trc("Set card, glyphs: shading of several circles", "outlined")
            case (2, true, 2): return trc("Set card, glyphs: shading of several squares", "outlined")
            case (2, true, 3): return trc("Set card, glyphs: shading of several diamonds", "outlined")
            case (3, false, 0): return trc("Set card, glyphs: shading of one triangle", "half-filled")
            case (3, false, 1): return trc("Set card, glyphs: shading of one circle", "half-filled")
            case (3, false, 2): return trc("Set card, glyphs: shading of one square", "half-filled")
            case (3, false, 3): return trc("Set card, glyphs: shading of one diamond", "half-filled")
            case (3, true, 0): return trc("Set card, glyphs: shading of several triangles", "half-filled")
            case (3, true, 1): return trc("Set card, glyphs: shading of several circles", "half-filled")
            case (3, true, 2): return trc("Set card, glyphs: shading of several squares", "half-filled")
            case (3, true, 3): return trc("Set card, glyphs: shading of several diamonds", "half-filled")
            default: return ""
            }
        }
    }

    /// The letter printed in the corner of a colour-blind friendly card for its colour.
    func colourInitial(_ value: Int) -> String {
        switch value {
        case 0: return trc("initial of the colour orange, on colour-blind friendly cards", "O")
        case 1: return trc("initial of the colour blue, on colour-blind friendly cards", "B")
        case 2: return trc("initial of the colour pink, on colour-blind friendly cards", "P")
        default: return trc("initial of the colour grey, on colour-blind friendly cards", "G")
        }
    }

    /// A MegaSet card's name with its border (`value` 1 single, 2 double); 0 is no border.
    func withBorder(_ name: String, _ value: Int) -> String {
        switch value {
        case 1: return fillIn(trc("Set card with a border (the rest of its name)", "%1$@ with a single border"), name)
        case 2: return fillIn(trc("Set card with a border (the rest of its name)", "%1$@ with a double border"), name)
        default: return name
        }
    }
}
