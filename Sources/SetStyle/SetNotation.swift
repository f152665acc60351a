import SetCore
import Localization

/// The four-character card notation of `setlab`: number, colour, shading, shape.
/// `2RTD` is two red striped diamonds. Letters are case-insensitive.
public enum SetNotation {
    public static let counts: [Character] = ["1", "2", "3"]
    public static let inks: [Character] = ["R", "G", "P"]
    public static let fills: [Character] = ["S", "T", "O"]
    public static let symbols: [Character] = ["D", "Q", "V"]

    public enum ParseError: Error, Equatable, CustomStringConvertible {
        case wrongLength(String)
        case unknownLetter(token: String, letter: Character, position: Int)

        public var description: String {
            switch self {
            case .wrongLength(let token):
                return fillIn(tr("'%1$@' is not a card: a card is four characters, number colour shading shape, e.g. 2RTD"), token)
            case .unknownLetter(let token, let letter, let position):
                return fillIn(SetNotation.wrongLetter(position), token, letter)
            }
        }
    }

    public static func parse(_ token: String) throws(ParseError) -> SetCard {
        let letters = Array(token.uppercased())
        guard letters.count == 4 else { throw .wrongLength(token) }
        var ordinals: [Int] = []
        for (position, alphabet) in [counts, inks, fills, symbols].enumerated() {
            guard let ordinal = alphabet.firstIndex(of: letters[position]) else {
                throw .unknownLetter(token: token, letter: Array(token)[position], position: position)
            }
            ordinals.append(ordinal)
        }
        return SetFace(count: .allCases[ordinals[0]], ink: .allCases[ordinals[1]],
                       fill: .allCases[ordinals[2]], symbol: .allCases[ordinals[3]]).card
    }

    public static func format(_ card: SetCard) -> String {
        let face = SetFace(card)
        return String([counts[face.count.ordinal], inks[face.ink.ordinal],
                       fills[face.fill.ordinal], symbols[face.symbol.ordinal]])
    }

    /// What is wrong with a letter at `position` of a card ("'X' is not a shading").
    private static func wrongLetter(_ position: Int) -> String {
        switch position {
        case 0: return tr("'%1$@' is not a card: '%2$@' is not a number (use one of 1 2 3)")
        case 1: return tr("'%1$@' is not a card: '%2$@' is not a colour (use one of R red, G green, P purple)")
        case 2: return tr("'%1$@' is not a card: '%2$@' is not a shading (use one of S solid, T striped, O open)")
        default: return tr("'%1$@' is not a card: '%2$@' is not a shape (use one of D diamond, Q squiggle, V oval)")
        }
    }
}
