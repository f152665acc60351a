/// One of the three values of a feature of the standard deck (and MegaSet's), for writing a card
/// by its features: `SetCard(.two, .zero, .one, .two)`.
///
/// The rules themselves work on the values as numbers: three values are all the same or all
/// different exactly when their sum is a multiple of three (see `SetCard.formSet`).
public enum Trit: UInt8, CaseIterable, Codable, Comparable, Sendable {
    case zero, one, two

    public static func < (lhs: Trit, rhs: Trit) -> Bool { lhs.rawValue < rhs.rawValue }
}
