/// A line of parts joined by " · " ("Time 0:12 · best 0:12", "Player 1: 3 · Player 2: −1"),
/// as a label that wraps should show it: each part kept whole, and the line broken only after
/// a separator's dot, never inside a part or before the dot (no second line beginning
/// "· best 0:12"). The spaces that must not break become no-break spaces; what is read out is
/// the same.
public func wrappingOnlyBetweenParts(_ line: String) -> String {
    line.split(separator: " · ", omittingEmptySubsequences: false)
        .map { $0.replacing(" ", with: "\u{00A0}") }
        .joined(separator: "\u{00A0}· ")
}
