/// One of the 81 Set cards: four features, each a `Trit`.
///
/// The model deliberately does not know that the features are drawn as a number of symbols, a
/// colour, a shading and a shape; a theme (see the SetStyle module) decides that. A card is
/// stored as its index 0..<81, the four features being its base-3 digits, so cards are cheap to
/// copy, compare, save and look up in tables.
public struct SetCard: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
    public enum Feature: Int, CaseIterable, Sendable {
        case first, second, third, fourth
    }

    public static let count = 81

    /// The index of the card in the unshuffled deck, 0..<81.
    public let index: UInt8

    public init?(index: Int) {
        guard (0..<Self.count).contains(index) else { return nil }
        self.index = UInt8(index)
    }

    /// A card from an index already known to be in 0..<81 (the solver's tables).
    init(unchecked index: UInt8) { self.index = index }

    public init(_ first: Trit, _ second: Trit, _ third: Trit, _ fourth: Trit) {
        index = ((first.rawValue * 3 + second.rawValue) * 3 + third.rawValue) * 3 + fourth.rawValue
    }

    public subscript(feature: Feature) -> Trit {
        var digits = index
        for _ in 0..<(3 - feature.rawValue) { digits /= 3 }
        return Trit(rawValue: digits % 3)!
    }

    public var features: [Trit] { Feature.allCases.map { self[$0] } }

    /// The one card that makes a Set with these two (itself, when both are the same card).
    public func completingSet(with other: SetCard) -> SetCard {
        let third = Feature.allCases.map { Trit.completing(self[$0], other[$0]) }
        return SetCard(third[0], third[1], third[2], third[3])
    }

    /// True when, for every feature, the three cards agree or all differ.
    public static func formSet(_ a: SetCard, _ b: SetCard, _ c: SetCard) -> Bool {
        a != b && Feature.allCases.allSatisfy { Trit.agreeOrAllDiffer(a[$0], b[$0], c[$0]) }
    }

    /// All 81 cards in index order.
    public static let deck: [SetCard] = (0..<count).map { SetCard(index: $0)! }

    public static func < (lhs: SetCard, rhs: SetCard) -> Bool { lhs.index < rhs.index }

    public var description: String { "SetCard(\(features.map { String($0.rawValue) }.joined()))" }  // not for people: a debugging description

    public init(from decoder: any Decoder) throws {
        let raw = try decoder.singleValueContainer().decode(Int.self)
        guard let card = SetCard(index: raw) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                                                    debugDescription: "\(raw) is not a Set card index (0..<81)"))
        }
        self = card
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(Int(index))
    }
}
