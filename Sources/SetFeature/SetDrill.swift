import SetCore

/// The coach: tables rich in Sets of the kind the player is slowest at (those whose cards differ
/// in `focus`), one after another, every Set on each to be found, and the player's pace on that
/// kind as they go.
public struct SetDrill: Codable, Equatable, Sendable {
    public let focus: SetCard.Feature
    /// True when no game had yet shown which kind the player is slowest at, so the Drill began
    /// on shading (said so rather than called their slowest); nil in saves from before.
    public internal(set) var focusGuessed: Bool?
    public internal(set) var puzzle: SetPuzzle
    /// Sets of the focus kind found in this drill, and the seconds they took in all.
    public private(set) var found = 0
    public private(set) var seconds = 0.0
    /// When the last Set was found on this table, or the table was dealt.
    private var lastAt: Double

    init(focus: SetCard.Feature, using generator: inout some RandomNumberGenerator, at time: Double) {
        self.focus = focus
        puzzle = SetPuzzle(richIn: focus, using: &generator, at: time)
        lastAt = time
    }

    /// The next table, the pace so far kept.
    mutating func nextTable(using generator: inout some RandomNumberGenerator, at time: Double) {
        puzzle = SetPuzzle(richIn: focus, using: &generator, at: time)
        lastAt = time
    }

    /// `match` was found at `time`: of the focus kind, it counts, timed from the last find.
    mutating func counted(_ match: [SetCard], at time: Double) {
        defer { lastAt = time }
        guard SetDeck.standard.differingFeatures(match).contains(focus) else { return }
        found += 1
        seconds += max(0, time - lastAt)
    }

    public var average: Double { found == 0 ? 0 : seconds / Double(found) }
}
