/// One Set card: four features of three values in the standard deck, a fifth feature in
/// MegaSet's, four values of each in 4Set's (see `SetDeck`).
///
/// The model deliberately does not know that the features are drawn as a number of symbols, a
/// colour, a shading, a shape and a border; a theme (see the SetStyle module) decides that.
/// A card is stored as one number, so cards are cheap to copy, compare, save and look up in
/// tables. Below 243 it is a card of three values, its features the base-3 digits of its index,
/// the fifth the most significant: the standard deck is 0..<81, as it has always been saved.
/// From 243 it is a card of four values, its features the base-4 digits of `index - 243`.
public struct SetCard: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
    public enum Feature: Int, CaseIterable, Codable, Sendable {
        case first, second, third, fourth, fifth
    }

    /// The standard deck's size.
    public static let count = 81
    /// How many cards of three values there are (five features), and where those of four begin.
    static let threeValueCards = 243
    /// How many card numbers there are: every card of three values, then every card of four.
    public static let numbers = threeValueCards + 256

    /// The card's number among every card Pastimes knows (see above).
    public let index: UInt16

    public init?(index: Int) {
        guard (0..<Self.numbers).contains(index) else { return nil }
        self.index = UInt16(index)
    }

    /// A card from a number already known to be valid (the finders' tables).
    init(unchecked index: Int) { self.index = UInt16(truncatingIfNeeded: index) }

    /// A card of three values; its fifth feature is the first value unless it is MegaSet's.
    public init(_ first: Trit, _ second: Trit, _ third: Trit, _ fourth: Trit, _ fifth: Trit = .zero) {
        self.init(values: 3, [first, second, third, fourth, fifth].map { Int($0.rawValue) })!
    }

    /// The card of `values` values (3 or 4) with these features in order (missing ones are the
    /// first value), or nil if there is no such card.
    public init?(values: Int, _ features: [Int]) {
        let digits = features + Array(repeating: 0, count: max(0, Feature.allCases.count - features.count))
        guard values == 3 || values == 4, digits.count == Feature.allCases.count, digits.allSatisfy((0..<values).contains),
              values == 3 || digits[Feature.fifth.rawValue] == 0 else { return nil }
        let order: [Feature] = [.fifth, .first, .second, .third, .fourth]
        let code = order.reduce(0) { $0 * values + digits[$1.rawValue] }
        index = UInt16(values == 3 ? code : Self.threeValueCards + code)
    }

    /// How many values each of this card's features has: 3, or 4 in 4Set.
    public var values: Int { Int(index) < Self.threeValueCards ? 3 : 4 }

    /// The card's number within its kind: its digits, base `values`, read as a number.
    var code: Int { values == 3 ? Int(index) : Int(index) - Self.threeValueCards }

    /// The value of `feature`, 0..<values.
    public subscript(feature: Feature) -> Int {
        var digits = code
        for _ in 0..<(feature == .fifth ? 4 : 3 - feature.rawValue) { digits /= values }
        return digits % values
    }

    public var features: [Int] { Feature.allCases.map { self[$0] } }

    /// The card of three values whose every feature is `combine` of cards `a`'s and `b`'s (by
    /// index; the finders' tables are built from it, so it is arithmetic, not arrays).
    static func combiningThreeValues(_ a: Int, _ b: Int, _ combine: (Int, Int) -> Int) -> Int {
        var (a, b, result, place) = (a, b, 0, 1)
        for _ in Feature.allCases {
            result += combine(a % 3, b % 3) * place
            (a, b, place) = (a / 3, b / 3, place * 3)
        }
        return result
    }

    /// The one card of three values that makes a Set with these two (itself, when both are the same card).
    public func completingSet(with other: SetCard) -> SetCard {
        precondition(values == 3 && other.values == 3, "4Set's cards make no Set of three")  // not for people: a programming error
        return SetCard(unchecked: Self.combiningThreeValues(Int(index), Int(other.index)) { (6 - $0 - $1) % 3 })
    }

    /// True when, for every feature, the three cards (of three values) agree or all differ.
    public static func formSet(_ a: SetCard, _ b: SetCard, _ c: SetCard) -> Bool {
        a != b && a.values == 3 && b.values == 3 && c.values == 3 && Feature.allCases.allSatisfy { (a[$0] + b[$0] + c[$0]) % 3 == 0 }
    }

    /// The standard deck's 81 cards in index order.
    public static let deck: [SetCard] = (0..<count).map { SetCard(index: $0)! }

    public static func < (lhs: SetCard, rhs: SetCard) -> Bool { lhs.index < rhs.index }

    public var description: String { "SetCard(\(values):\(features.map(String.init).joined()))" }  // not for people: a debugging description

    public init(from decoder: any Decoder) throws {
        let raw = try decoder.singleValueContainer().decode(Int.self)
        guard let card = SetCard(index: raw) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                                                    debugDescription: "\(raw) is not a Set card number (0..<\(Self.numbers))"))  // not for people: a decoding error's detail
        }
        self = card
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(Int(index))
    }
}
