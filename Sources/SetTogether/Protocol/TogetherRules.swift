import SetCore

/// What the host chooses in the lobby for every game of the evening: one of Set's variants,
/// played on one shared table (the first to claim a match takes it), or the shared Puzzle (one
/// table whose every Set is to be found, each counting for whoever takes it first). Said on the
/// wire as the variant's name, or "puzzle".
public enum TogetherRules: Hashable, Sendable {
    case play(SetVariant)
    case puzzle

    /// Every rule a shared table can be played by: each variant (a chain's link is the last
    /// match taken, by anyone), and the Puzzle.
    public static let all: [TogetherRules] = SetVariant.allCases.map(TogetherRules.play) + [.puzzle]

    /// The variant whose deck, choice and matches the table has (the Puzzle's is Classic's).
    public var variant: SetVariant {
        switch self {
        case .play(let variant): variant
        case .puzzle: .standard
        }
    }

    /// The protocol's name for the rules.
    public var name: String {
        switch self {
        case .play(let variant): variant.rawValue
        case .puzzle: "puzzle"   // not for people: the protocol's word
        }
    }

    public init?(name: String) {
        if name == "puzzle" { self = .puzzle } else if let variant = SetVariant(rawValue: name) { self = .play(variant) } else { return nil }
    }
}

extension TogetherRules: Codable {
    public init(from decoder: any Decoder) throws {
        let name = try decoder.singleValueContainer().decode(String.self)
        guard let rules = TogetherRules(name: name) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "no such rules"))  // not for people: a decoding error
        }
        self = rules
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(name)
    }
}
