import Localization

/// How the Statistics window words a finished game. The history keeps modes in English (so a
/// change of language does not split a mode in two) and they are translated as they are shown.
extension FinishedGame {
    /// A mode with a length, as the history keeps it: "Simon says, 8 steps".
    public static func storedMode(_ englishTitle: String, steps: Int) -> String {
        "\(englishTitle), \(steps) steps"  // not for people: kept in English in the history
    }

    /// A mode and who played it, as the history keeps them: "2 Cards · 2 Players".
    public static func storedMode(_ englishTitle: String, players englishPlayers: String) -> String {
        storedMode(parts: [englishTitle, englishPlayers])
    }

    /// A mode in parts, each named on its own: "2 Cards · Large table · 2 Players".
    public static func storedMode(parts: [String]) -> String { parts.joined(separator: playersSeparator) }

    private static let playersSeparator = " · "  // not for people: the stored form's

    /// A mode as the history keeps it, in the player's language: "Timed Run", "Simon Says, 8
    /// steps", "2 Cards · 2 Players". `naming` turns a stored English name into the one shown
    /// (by default, its translation).
    public static func modeTitle(_ stored: String, naming: (String) -> String = { tr($0) }) -> String {
        let suffix = " steps"  // not for people: the stored form's
        if stored.hasSuffix(suffix), let comma = stored.lastIndex(of: ","),
           let steps = Int(stored[stored.index(comma, offsetBy: 2)...].dropLast(suffix.count)) {
            return fillIn(trn("%1$@, %2$@ step", "%1$@, %2$@ steps", steps), modeTitle(String(stored[..<comma]), naming: naming), steps)
        }
        let parts = stored.split(separator: playersSeparator, omittingEmptySubsequences: false).map(String.init)
        return parts.dropFirst().reduce(naming(parts[0])) { title, part in
            fillIn(trc("a mode, then who played it", "%1$@ · %2$@"), title, naming(part))
        }
    }

    /// One line of the latest games, after the date (which the caller writes, in the local
    /// time zone): "22 Nov 2026, 14:05 · Completed: 12 Sets found · 3:41 · score 48".
    public func line(date: String) -> String {
        var parts = [date, result]
        if let seconds { parts.append(clockText(seconds)) }
        parts.append(fillIn(tr("score %1$@"), score))
        if hintsUsed > 0 { parts.append(fillIn(trn("%1$@ hint", "%1$@ hints", hintsUsed), hintsUsed)) }
        return parts.joined(separator: " · ")
    }
}
