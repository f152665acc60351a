import Localization

/// The three games, and the one home of what each is known by: the id that names it in saves,
/// statistics, the window state, `--tab` and its help page, and the title and icon its tab and
/// its statistics page show.
public enum GameKind: String, CaseIterable, Codable, Sendable {
    case set, cards, simon

    /// "set", "cards", "simon": stored in the database and settings, so it never changes.
    public var id: String { rawValue }

    public var title: String {
        switch self {
        case .set: trc("game", "Set")
        case .cards: trc("game", "Cards")
        case .simon: trc("game", "Simon")
        }
    }

    /// A symbolic icon for the tab and the statistics page: the theme's grid for Set's table of
    /// cards; the app's own (data/icons) for a playing card and for Simon's four pads.
    public var iconName: String {
        switch self {
        case .set: "view-grid-symbolic"
        case .cards: "io.github.pastimes.Pastimes-cards-symbolic"
        case .simon: "io.github.pastimes.Pastimes-simon-symbolic"
        }
    }

    /// The page of the help (help/C/<id>.page) that explains the game.
    public var helpPage: String { id }
}
