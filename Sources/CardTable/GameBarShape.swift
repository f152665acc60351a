/// How the bar under a card table lies at a width: in one row (the mode at the start, the score
/// and status centred on the window, the actions at the end); the score and status over a row
/// of the mode and the actions; or everything stacked, each row fitting a phone.
public enum GameBarShape: Sendable, Equatable {
    case oneRow, twoRows, column

    /// Wide enough for two lines of a status message beside the controls.
    static let narrowestSummary = 260
    /// Room between the parts of a row (the bar's padding and the gaps beside the middle).
    static let rowMargins = 24
    static let twoRowsMargins = 36

    /// The fewest rows that fit `width` (pixels), given the natural widths of the mode controls
    /// (nil when the game has none), the actions and the score's line (`numbers`, which does not
    /// wrap). One row needs both ends as wide as the wider of them, so that the middle is
    /// centred, and the score's line between them; two rows need the mode and the actions side
    /// by side. Every row the bar saves goes to the cards, whose size a short window's height sets.
    public static func fitting(width: Int, mode: Int?, actions: Int, numbers: Int = 0) -> GameBarShape {
        let sides = max(mode ?? 0, actions)
        if 2 * sides + max(narrowestSummary, numbers) + rowMargins <= width { return .oneRow }
        if let mode, mode + actions + twoRowsMargins <= width { return .twoRows }
        return .column
    }

    /// How wide the score and status may be in this shape at `width`: in one row, what the ends
    /// leave when both are as wide as the wider, so that a longer message wraps rather than
    /// squeezing the actions (a wrapped "Deal 3 More Cards") or pushing the score off centre.
    public func middleWidth(width: Int, mode: Int?, actions: Int) -> Int {
        switch self {
        case .oneRow: max(Self.narrowestSummary, width - 2 * max(mode ?? 0, actions) - Self.rowMargins)
        case .twoRows, .column: max(Self.narrowestSummary, width - Self.twoRowsMargins)
        }
    }
}
