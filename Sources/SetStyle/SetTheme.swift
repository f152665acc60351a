import Localization
import SetCore

/// How the features of a card are shown and named. The model never changes with the
/// theme; only the drawing and the words do.
public enum SetTheme: String, Codable, CaseIterable, Sendable {
    /// The real cards: diamonds, squiggles and ovals in red, green and purple.
    case classic
    /// Pastimes' first look: ▲ ● ■ drawn as text, outlined, shaded or filled.
    case glyphs
    /// A palette told apart with common colour vision deficiencies, and each colour's initial
    /// in the card's corner, so nothing depends on colour alone.
    case colourBlind

    public var title: String {
        switch self {
        case .classic: return trc("Set card theme", "Classic")
        case .glyphs: return trc("Set card theme", "Glyphs")
        case .colourBlind: return trc("Set card theme", "Colour-blind friendly")
        }
    }

    /// The card in words, in this theme and the player's language: "two red striped
    /// diamonds", "three blue open ovals with a double border"; "zwei rote gestreifte Rauten".
    public func spokenName(_ face: SetFace) -> String {
        let count = face.count.ordinal, shape = face.symbol.ordinal
        let name = fillIn(namePattern(count: count, shape: shape), colourWord(face.ink.ordinal, count: count, shape: shape),
                          shadingWord(face.fill.ordinal, count: count, shape: shape))
        return withBorder(name, face.border.ordinal)
    }

    /// The letter in the corner of a card that names its colour (colour-blind friendly theme).
    public func inkInitial(_ ink: SetFace.Ink) -> String { colourInitial(ink.ordinal) }

    public func spokenName(_ card: SetCard) -> String { spokenName(SetFace(card)) }
}
