import GameSupport

/// A player's name as every screen shows it, whoever typed it: printable text only, trimmed,
/// at most `maximumCharacters` characters and `maximumBytes` bytes of UTF-8, each character at
/// most `maximumScalarsPerCharacter` code points (a letter and a few accents, not a tower of
/// combining marks). Empty when nothing is left: each screen then names the player by number.
///
/// Nothing in a name may pass for something else: characters that show as nothing (Hangul
/// fillers, zero-width marks, bidi controls) are dropped, spaces of every kind become one plain
/// space, and brackets go, as the screens' own words put "(host)" and "(reconnecting…)" in them.
/// An emoji of several code points (👨‍👩‍👧) is kept whole, its joiners with it.
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
            let scalars = character.isEmojiSequence ? Array(character.unicodeScalars)
                : Array(character.unicodeScalars.filter(\.isShown).prefix(maximumScalarsPerCharacter))
            guard !scalars.isEmpty else { continue }
            var kept = String(String.UnicodeScalarView(scalars))
            if kept.allSatisfy(\.isWhitespace) {
                guard !name.hasSuffix(" ") else { continue }   // a run of spaces is one space
                kept = " "
            }
            guard characters < maximumCharacters, name.utf8.count + kept.utf8.count <= maximumBytes else { break }
            name += kept
            characters += 1
        }
        return String(name.trimmingWhitespace())
    }

    /// Whether a name is one `cleaned` would give: what a host sends must be.
    public static func isClean(_ name: String) -> Bool { cleaned(name) == name }

    /// `name`, or, if another player has it already (in any case), the first of "name 2",
    /// "name 3"… nobody has: two players the same on screen could pass for each other.
    static func distinct(_ name: String, from taken: [String]) -> String {
        let names = Set(taken.map { $0.lowercased() })
        guard names.contains(name.lowercased()) else { return name }
        // Among as many numbers as there are names, one is free.
        for number in 2...(taken.count + 2) {
            let suffix = " \(number)"
            var base = Substring(name)
            while base.count + suffix.count > maximumCharacters || base.utf8.count + suffix.utf8.count > maximumBytes {
                base.removeLast()
            }
            let candidate = cleaned(String(base) + suffix)
            if !names.contains(candidate.lowercased()) { return candidate }
        }
        return name
    }
}

private extension Unicode.Scalar {
    /// Whether the scalar shows as something a reader can see and tell apart.
    var isShown: Bool {
        switch properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator: return false
        default: break
        }
        // Default-ignorable scalars (Hangul fillers, variation selectors, the combining grapheme
        // joiner…) draw nothing; the Braille blank draws a blank that is not a space.
        return !properties.isDefaultIgnorableCodePoint && value != 0x2800 && !"()[]{}".unicodeScalars.contains(self)
    }
}

