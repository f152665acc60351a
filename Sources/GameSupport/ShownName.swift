/// A name a person typed (a ghost's, a high score's), made fit to show on one line: no control,
/// format or line-separating characters (bidi overrides, zero-width joiners), at most `longest`
/// characters and never a tower of combining marks (bounded in code points and bytes too). Spaces
/// around are kept (a ghost file holds its name as written: `SetGhost` reads only clean names).
/// An emoji of several code points (👨‍👩‍👧) is kept whole, its joiners with it.
public enum ShownName {
    public static func cleaned(_ name: String, longest: Int) -> String {
        var kept = String.UnicodeScalarView()
        // Code points spent (an emoji sequence, one picture, spends one) and bytes, both bounded.
        var spent = 0, bytes = 0
        let hidden: [Unicode.GeneralCategory] = [.format, .control, .lineSeparator, .paragraphSeparator]
        for character in name {
            if character.isEmojiSequence {
                let size = character.utf8.count
                guard spent < longest * 2, bytes + size <= longest * 8 else { break }
                kept.append(contentsOf: character.unicodeScalars)
                (spent, bytes) = (spent + 1, bytes + size)
                continue
            }
            for scalar in character.unicodeScalars where !hidden.contains(scalar.properties.generalCategory) {
                guard spent < longest * 2, bytes + scalar.utf8.count <= longest * 4 else { return String(String(kept).prefix(longest)) }
                kept.append(scalar)
                (spent, bytes) = (spent + 1, bytes + scalar.utf8.count)
            }
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
