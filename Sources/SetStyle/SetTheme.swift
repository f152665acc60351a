import SetCore

/// How the four features of a card are shown and named. The model never changes with the
/// theme; only the drawing and the words do.
public enum SetTheme: String, Codable, CaseIterable, Sendable {
    /// The real cards: diamonds, squiggles and ovals in red, green and purple.
    case classic
    /// The first assignment's look: ▲ ● ■ drawn as text, outlined, shaded or filled.
    case glyphs
    /// A palette told apart with common colour vision deficiencies, and each colour's initial
    /// in the card's corner, so nothing depends on colour alone.
    case colourBlind

    public var title: String {
        switch self {
        case .classic: return "Classic"
        case .glyphs: return "Glyphs"
        case .colourBlind: return "Colour-blind friendly"
        }
    }

    /// The words for each value of the colour, shading and shape features, in value order.
    public var inkWords: [String] {
        self == .colourBlind ? ["orange", "blue", "pink"] : ["red", "green", "purple"]
    }

    public var fillWords: [String] {
        self == .glyphs ? ["filled", "shaded", "outlined"] : ["solid", "striped", "open"]
    }

    public var symbolWords: [String] {
        self == .glyphs ? ["triangle", "circle", "square"] : ["diamond", "squiggle", "oval"]
    }

    /// The card in words, in this theme: "two red striped diamonds", "three blue open ovals".
    public func spokenName(_ face: SetFace) -> String {
        let plural = face.count == .one ? "" : "s"
        return "\(face.count.word) \(inkWords[face.ink.ordinal]) \(fillWords[face.fill.ordinal]) \(symbolWords[face.symbol.ordinal])\(plural)"
    }

    public func spokenName(_ card: SetCard) -> String { spokenName(SetFace(card)) }
}
