import SetCore
import Localization

/// The card notation of `setlab`: number, colour, shading, shape, and in MegaSet the border.
/// `2RTD` is two red striped diamonds, `2RTD2` the same with a double border, `4BDT` four blue
/// dotted triangles (4Set). Letters are case-insensitive and read by their place: D is a
/// diamond as the shape, dotted as the shading.
public enum SetNotation {
    public static let counts: [Character] = ["1", "2", "3", "4"]
    public static let inks: [Character] = ["R", "G", "P", "B"]
    public static let fills: [Character] = ["S", "T", "O", "D"]
    public static let symbols: [Character] = ["D", "Q", "V", "T"]
    /// The fifth character; no border is written as no fifth character.
    public static let borders: [Character] = ["0", "1", "2"]

    public enum ParseError: Error, Equatable, CustomStringConvertible {
        case wrongLength(String)
        case unknownLetter(token: String, letter: Character, position: Int)
        case notInDeck(String)

        public var description: String {
            switch self {
            case .wrongLength(let token):
                return fillIn(tr("'%1$@' is not a card: a card is four characters, number colour shading shape, e.g. 2RTD (in MegaSet a fifth, the border: 1 single, 2 double)"), token)
            case .unknownLetter(let token, let letter, let position):
                return fillIn(SetNotation.wrongLetter(position), token, letter)
            case .notInDeck(let token):
                return fillIn(tr("'%1$@' is not one of this variant's cards"), token)
            }
        }
    }

    /// The card `token` names in `deck`.
    public static func parse(_ token: String, in deck: SetDeck = .standard) throws(ParseError) -> SetCard {
        let letters = Array(token.uppercased())
        guard letters.count == 4 || letters.count == 5 else { throw .wrongLength(token) }
        var ordinals: [Int] = []
        for (position, alphabet) in [counts, inks, fills, symbols, borders].enumerated() where position < letters.count {
            guard let ordinal = alphabet.firstIndex(of: letters[position]) else {
                throw .unknownLetter(token: token, letter: Array(token)[position], position: position)
            }
            ordinals.append(ordinal)
        }
        guard let card = SetCard(values: deck.values, ordinals), deck.contains(card) else { throw .notInDeck(token) }
        return card
    }

    public static func format(_ card: SetCard) -> String {
        let face = SetFace(card)
        return String([counts[face.count.ordinal], inks[face.ink.ordinal], fills[face.fill.ordinal], symbols[face.symbol.ordinal]]
                      + (face.border == .none ? [] : [borders[face.border.ordinal]]))
    }

    /// What is wrong with a letter at `position` of a card ("'X' is not a shading").
    private static func wrongLetter(_ position: Int) -> String {
        switch position {
        case 0: return tr("'%1$@' is not a card: '%2$@' is not a number (use one of 1 2 3, or 4 in 4Set)")
        case 1: return tr("'%1$@' is not a card: '%2$@' is not a colour (use one of R red, G green, P purple, or B blue in 4Set)")
        case 2: return tr("'%1$@' is not a card: '%2$@' is not a shading (use one of S solid, T striped, O open, or D dotted in 4Set)")
        case 3: return tr("'%1$@' is not a card: '%2$@' is not a shape (use one of D diamond, Q squiggle, V oval, or T triangle in 4Set)")
        default: return tr("'%1$@' is not a card: '%2$@' is not a border (use 1 single or 2 double, in MegaSet)")
        }
    }
}
