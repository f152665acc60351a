import Localization

/// The ways to play.
public enum SimonMode: String, CaseIterable, Codable, Sendable {
    /// The toy's game 1: Simon adds a step each round, the player repeats the whole sequence.
    case simonSays
    /// The toy's game 2: Simon plays one step; each player repeats the sequence and adds a step.
    case playerAdds
    /// Player one records a sequence; Simon plays it back round by round for player two.
    case twoPlayerRecord
    /// The toy's game 3: as Simon Says, but each of two to four players owns pads and must press
    /// them when they come up; a player who errs is out, and the last one left wins.
    case chooseYourColour

    /// The game's name in the player's language, capitalised as GNOME names things on buttons.
    public var title: String {
        switch self {
        case .simonSays: return tr("Simon Says")
        case .playerAdds: return tr("Player Adds")
        case .twoPlayerRecord: return tr("Two Players")
        case .chooseYourColour: return tr("Choose Your Colour")
        }
    }

    /// The mode the history knows by `titleKey`.
    public init?(titleKey: String) {
        guard let mode = Self.allCases.first(where: { $0.titleKey == titleKey }) else { return nil }
        self = mode
    }

    /// The game's name in English, as the history keeps it (shown as `title`).
    public var titleKey: String {
        switch self {
        case .simonSays: return N_("Simon says")
        case .playerAdds: return N_("Player adds")
        case .twoPlayerRecord: return N_("Two players")
        case .chooseYourColour: return N_("Choose your colour")
        }
    }

    /// How many played Choose Your Colour, as the history keeps it ("3 Players", in English).
    public static func playersKey(_ count: Int) -> String {
        switch count {
        case 2: N_("2 Players")
        case 3: N_("3 Players")
        default: N_("4 Players")
        }
    }

    /// A sentence about the mode, for tooltips.
    public var explanation: String {
        switch self {
        case .simonSays: return tr("Simon adds a step each round; repeat the whole sequence")
        case .playerAdds: return tr("Simon plays one step; each player repeats the sequence and adds a step")
        case .twoPlayerRecord: return tr("Player one records a sequence; player two repeats it")
        case .chooseYourColour: return tr("Two to four players each own pads and press them when they come up; whoever errs is out")
        }
    }
}
