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
    /// (nil when the game has none) and the actions. One row needs both ends as wide as the wider
    /// of them, so that the middle is centred; two rows need the mode and the actions side by
    /// side. Every row the bar saves goes to the cards, whose size a short window's height sets.
    public static func fitting(width: Int, mode: Int?, actions: Int) -> GameBarShape {
        let sides = max(mode ?? 0, actions)
        if 2 * sides + narrowestSummary + rowMargins <= width { return .oneRow }
        if let mode, mode + actions + twoRowsMargins <= width { return .twoRows }
        return .column
    }
}
