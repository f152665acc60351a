/// A player's name as every screen shows it, whoever typed it: printable text only, trimmed,
/// at most `maximumCharacters` characters and `maximumBytes` bytes of UTF-8, each character at
/// most `maximumScalarsPerCharacter` code points (a letter and a few accents, not a tower of
/// combining marks). Empty when nothing is left: each screen then names the player by number.
public enum PlayerName {
    public static let maximumCharacters = 32
    public static let maximumBytes = 64
    public static let maximumScalarsPerCharacter = 4

    public static func cleaned(_ typed: String) -> String {
        // Taking characters apart can join what is left differently (a lone accent joins the
        // letter before it), so the rule is applied until it changes nothing: a cleaned name is
        // clean. Each round keeps part of the last, so this ends.
        var name = typed
        while true {
            let next = cleanedOnce(name)
            if next == name { return name }
            name = next
        }
    }

    private static func cleanedOnce(_ typed: String) -> String {
        var name = ""
        var characters = 0
        for character in typed.trimmingWhitespace() {
            let scalars = character.unicodeScalars.filter { !$0.properties.generalCategory.isControlOrFormat }
                .prefix(maximumScalarsPerCharacter)
            guard !scalars.isEmpty else { continue }
            let kept = String(String.UnicodeScalarView(scalars))
            guard characters < maximumCharacters, name.utf8.count + kept.utf8.count <= maximumBytes else { break }
            name += kept
            characters += 1
        }
        return String(name.trimmingWhitespace())
    }

    /// Whether a name is one `cleaned` would give: what a host sends must be.
    public static func isClean(_ name: String) -> Bool { cleaned(name) == name }
}

private extension Unicode.GeneralCategory {
    var isControlOrFormat: Bool { self == .control || self == .format || self == .lineSeparator || self == .paragraphSeparator }
}

extension String {
    /// The text without the white space around it.
    func trimmingWhitespace() -> Substring {
        let start = firstIndex { !$0.isWhitespace } ?? endIndex
        let end = lastIndex { !$0.isWhitespace }.map(index(after:)) ?? start
        return self[start..<end]
    }
}
