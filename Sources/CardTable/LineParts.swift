/// A line of parts joined by " · " ("Time 0:12 · best 0:12", "Player 1: 3 · Player 2: −1"),
/// as a label that wraps should show it: each part kept whole, and the line broken only after
/// a separator's dot, never inside a part or before the dot (no second line beginning
/// "· best 0:12"). The spaces that must not break become no-break spaces; what is read out is
/// the same.
///
/// One pass with the standard library alone: splitting on a string and replacing within one
/// use the string-searching algorithms of _StringProcessing, whose code every start would then
/// map (the first screen's labels come through here).
public func wrappingOnlyBetweenParts(_ line: String) -> String {
    var result = ""
    result.reserveCapacity(line.utf8.count + 8)
    var rest = Substring(line)
    while let first = rest.first {
        if rest.hasPrefix(" · ") {
            result += "\u{00A0}· "
            rest = rest.dropFirst(3)
        } else {
            result.append(first == " " ? "\u{00A0}" : first)
            rest = rest.dropFirst()
        }
    }
    return result
}
