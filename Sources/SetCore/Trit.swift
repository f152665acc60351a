/// A value with three states: Swift has `Bool` for two, and Set has four features of three.
///
/// The rules only ever ask one question of a feature: are three values all the same or all
/// different? With the states numbered 0, 1 and 2 that is exactly "their sum is a multiple
/// of three", and the value completing two others is `(-a - b) mod 3`.
public enum Trit: UInt8, CaseIterable, Codable, Comparable, Sendable {
    case zero, one, two

    /// The value that makes `a`, `b` and the result all the same or all different.
    public static func completing(_ a: Trit, _ b: Trit) -> Trit {
        Trit(rawValue: (6 - a.rawValue - b.rawValue) % 3)!
    }

    /// True when the three values are all the same or all different.
    public static func agreeOrAllDiffer(_ a: Trit, _ b: Trit, _ c: Trit) -> Bool {
        (a.rawValue + b.rawValue + c.rawValue) % 3 == 0
    }

    public static func < (lhs: Trit, rhs: Trit) -> Bool { lhs.rawValue < rhs.rawValue }
}
