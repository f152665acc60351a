/// A name a person typed (a ghost's, a high score's), made fit to show on one line: no control,
/// format or line-separating characters (bidi overrides, zero-width joiners), at most `longest`
/// characters and never a tower of combining marks (bounded in code points and bytes too). Spaces
/// around are kept (a ghost file holds its name as written: `SetGhost` reads only clean names).
public enum ShownName {
    public static func cleaned(_ name: String, longest: Int) -> String {
        var kept = String.UnicodeScalarView()
        for scalar in name.unicodeScalars where ![.format, .control, .lineSeparator, .paragraphSeparator].contains(scalar.properties.generalCategory) {
            guard kept.count < longest * 2, String(kept).utf8.count + scalar.utf8.count <= longest * 4 else { break }
            kept.append(scalar)
        }
        return String(String(kept).prefix(longest))
    }
}

extension String {
    /// The text without the white space around it.
    public func trimmingWhitespace() -> Substring {
        let start = firstIndex { !$0.isWhitespace } ?? endIndex
        let end = lastIndex { !$0.isWhitespace }.map(index(after:)) ?? start
        return self[start..<end]
    }
}
