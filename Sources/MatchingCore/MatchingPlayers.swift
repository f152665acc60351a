import Localization

/// Who plays at the table: one player alone, two to four taking turns at one computer, or one
/// player against the computer, which remembers more or less of the cards it has seen.
public enum MatchingPlayers: String, CaseIterable, Codable, Sendable {
    case solo, two, three, four
    case computerForgetful, computerFair, computerSharp

    /// The seats in turn order.
    public var seats: [MatchingSeat] {
        switch self {
        case .solo: [.person]
        case .two: Array(repeating: .person, count: 2)
        case .three: Array(repeating: .person, count: 3)
        case .four: Array(repeating: .person, count: 4)
        case .computerForgetful: [.person, .computer(.forgetful)]
        case .computerFair: [.person, .computer(.fair)]
        case .computerSharp: [.person, .computer(.sharp)]
        }
    }

    /// The name in the player's language, as menus show it.
    public var title: String { tr(titleKey) }

    /// The name in English, as the history keeps it.
    public var titleKey: String {
        switch self {
        case .solo: N_("Just Me")
        case .two: N_("2 Players")
        case .three: N_("3 Players")
        case .four: N_("4 Players")
        case .computerForgetful: N_("Me and a Forgetful Computer")
        case .computerFair: N_("Me and a Fair Computer")
        case .computerSharp: N_("Me and a Sharp Computer")
        }
    }
}

/// A place at the table: a person, or the computer with its memory.
public enum MatchingSeat: Codable, Equatable, Sendable {
    case person
    case computer(MatchingMemory.Recall)
}

/// How many cards the game deals: three tables, all of which work with 2-card and 3-card matching.
public enum MatchingTableSize: String, CaseIterable, Codable, Sendable {
    case small, medium, large

    public var cards: Int {
        switch self {
        case .small: 12
        case .medium: MatchingGame.standardDeal
        case .large: 24
        }
    }

    /// The table as the history keeps it, in English.
    public var titleKey: String {
        switch self {
        case .small: N_("Small table")
        case .medium: N_("Medium table")
        case .large: N_("Large table")
        }
    }

    public var title: String {
        switch self {
        case .small: fillIn(tr("Small (%1$@ cards)"), cards)
        case .medium: fillIn(tr("Medium (%1$@ cards)"), cards)
        case .large: fillIn(tr("Large (%1$@ cards)"), cards)
        }
    }
}
