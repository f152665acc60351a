import SetCore

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
                return "'\(token)' is not a card: a card is four characters, number colour shading shape, e.g. 2RTD"
            case .unknownLetter(let token, let letter, let position):
                let (what, allowed) = SetNotation.slot(position)
                return "'\(token)' is not a card: '\(letter)' is not a \(what) (use one of \(allowed))"
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

    private static func slot(_ position: Int) -> (String, String) {
        switch position {
        case 0: return ("number", "1 2 3")
        case 1: return ("colour", "R red, G green, P purple")
        case 2: return ("shading", "S solid, T striped, O open")
        default: return ("shape", "D diamond, Q squiggle, V oval")
        }
    }
}
