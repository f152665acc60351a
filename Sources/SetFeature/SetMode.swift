import SetCore
import SetStyle
import Localization

/// What kind of game the Set tab is playing. Every mode is a new game; the choice is saved.
public enum SetMode: Codable, Hashable, Sendable {
    /// One player, in one of the rule variants.
    case solo(SetVariant)
    /// Find ten Sets as fast as possible.
    case timedRun
    /// Today's twelve cards with six Sets.
    case dailyPuzzle
    /// One table after another, every match on each to be found: Sets, UltraSets in Ultra9, 4Sets in 4Set Junior.
    case puzzle(SetVariant)
    case versusComputer(SetOpponent.Level)
    case twoPlayers
    /// A friend's Classic game dealt again, their Sets appearing as they found them (started from
    /// their file, never from the menu: see `SetGhost`).
    case ghostRace
    /// Tables rich in the kind of Set the player is slowest at (the feature their cards differ in).
    case drill(SetCard.Feature)

    public static let timedRunGoal = 10

    /// The variants the endless Puzzle is played in.
    public static let puzzles: [SetVariant] = [.standard, .ultra9, .fourSetJunior]

    public static let all: [SetMode] = {
        let challenges: [SetMode] = [.timedRun, .dailyPuzzle] + puzzles.map(SetMode.puzzle) + [drillInTheMenu]
        let opponents: [SetMode] = SetOpponent.Level.allCases.map(SetMode.versusComputer) + [.twoPlayers]
        return SetVariant.allCases.map(SetMode.solo) + challenges + opponents
    }()

    /// The Drill as the menu offers it: on shading until the player's pace says otherwise (the
    /// app chooses the focus from the statistics when it starts one).
    public static let drillInTheMenu = SetMode.drill(.third)

    /// Every mode once, grouped as a player thinks of them (the mode menu's sections).
    public static var groups: [(title: String, modes: [SetMode])] {
        let variants: [(String, [SetVariant])] = [(tr("Solo"), [.standard, .junior, .shuffle]),
                                                  (tr("Chains"), [.chain, .ultraChain, .fourSetJuniorChain]),
                                                  (tr("More Than Three Cards"), [.ultra, .ultra9, .ghost]),
                                                  (tr("Bigger Decks"), [.mega, .fourSet, .fourSetJunior])]
        return variants.map { ($0.0, $0.1.map(SetMode.solo)) }
            + [(tr("Challenges"), [.timedRun, .dailyPuzzle] + puzzles.map(SetMode.puzzle) + [drillInTheMenu]), (tr("Opponents"), SetOpponent.Level.allCases.map(SetMode.versusComputer) + [.twoPlayers])]
    }

    /// A short stable name, for menus, saves and the command line.
    public var id: String {
        switch self {
        case .solo(let variant): return variant.rawValue
        case .timedRun: return "timed"
        case .dailyPuzzle: return "daily"
        case .puzzle(let variant): return variant == .standard ? "puzzle" : "puzzle-\(variant.rawValue)"
        case .versusComputer(let level): return "computer-\(level.rawValue)"
        case .twoPlayers: return "two-players"
        case .ghostRace: return "ghost-race"
        case .drill: return "drill"
        }
    }

    public init?(id: String) {
        guard let mode = Self.all.first(where: { $0.id == id }) else { return nil }
        self = mode
    }

    /// The mode's name in the player's language.
    public var title: String { tr(titleKey) }

    /// The mode's name in English, as the history keeps it (translated where it is shown).
    public var titleKey: String {
        switch self {
        case .solo(.standard): return N_("Classic Solo")
        case .solo(.junior): return N_("Junior")
        case .solo(.chain): return N_("Set-Chain")
        case .solo(.ultra): return N_("UltraSet")
        case .solo(.shuffle): return N_("Shuffle")
        case .solo(.ultraChain): return N_("UltraSet-Chain")
        case .solo(.ultra9): return N_("Ultra9")
        case .solo(.ghost): return N_("GhostSet")
        case .solo(.mega): return N_("MegaSet")
        case .solo(.fourSet): return N_("4Set")
        case .solo(.fourSetJunior): return N_("4Set Junior")
        case .solo(.fourSetJuniorChain): return N_("4Set Jr-Chain")
        case .timedRun: return N_("Timed Run")
        case .dailyPuzzle: return N_("Daily Puzzle")
        case .puzzle(.ultra9): return N_("Ultra9 Puzzle")
        case .puzzle(.fourSetJunior): return N_("4Set Jr-Puzzle")
        case .puzzle: return N_("Puzzle")
        case .versusComputer(.easy): return N_("Computer (Easy)")
        case .versusComputer(.medium): return N_("Computer (Medium)")
        case .versusComputer(.hard): return N_("Computer (Hard)")
        case .twoPlayers: return N_("Two Players")
        case .ghostRace: return N_("Ghost Race")
        case .drill: return N_("Drill")
        }
    }

    /// The rules the table is played by.
    public var variant: SetVariant {
        switch self {
        case .solo(let variant), .puzzle(let variant): variant
        default: .standard
        }
    }

    /// A timed run's target.
    public var goal: Int? { self == .timedRun ? Self.timedRunGoal : nil }

    /// How to play this mode, for the status line of a new game and the help.
    public var instructions: String {
        switch self {
        case .solo(.standard): return tr("Find three cards that make a Set.")
        case .solo(.junior): return tr("Junior: 27 solid cards. Find three that make a Set.")
        case .solo(.chain): return tr("Set-Chain: after the first Set, each Set reuses one card of the last (marked with links).")
        case .solo(.ultra): return tr("UltraSet: choose four cards that split into two pairs needing the same third card.")
        case .solo(.shuffle): return tr("Shuffle: find three cards that make a Set; the table rearranges itself after every Set.")
        case .solo(.ultraChain): return tr("UltraSet-Chain: after the first, each UltraSet reuses two cards of the last (marked with links).")
        case .solo(.ultra9): return tr("Ultra9: nine cards. Choose four that split into two pairs needing the same third card.")
        case .solo(.ghost): return tr("GhostSet: choose six cards that pair off so that the three cards completing the pairs make a Set.")
        case .solo(.mega): return tr("MegaSet: 243 cards with a fifth feature, the border. Find three that make a Set in all five.")
        case .solo(.fourSet): return tr("4Set: four of everything. Choose four cards that in each feature are all the same, all different or two pairs.")
        case .solo(.fourSetJunior): return tr("4Set Junior: 64 solid cards. Choose four that in each feature are all the same, all different or two pairs.")
        case .solo(.fourSetJuniorChain): return tr("4Set Jr-Chain: after the first, each 4Set reuses two cards of the last (marked with links).")
        case .timedRun: return fillIn(tr("Timed run: find %1$@ Sets as fast as you can."), Self.timedRunGoal)
        case .dailyPuzzle: return tr("Daily puzzle: these 12 cards hold exactly 6 Sets. Find them all.")
        case .puzzle(.ultra9): return tr("Ultra9 Puzzle: find every UltraSet among these nine cards, then play the next table.")
        case .puzzle(.fourSetJunior): return tr("4Set Jr-Puzzle: find every 4Set among these eleven cards, then play the next table.")
        case .puzzle: return tr("Puzzle: find every Set on this table, then play the next one.")
        case .versusComputer: return tr("Race the computer: whoever finds a Set first takes it.")
        case .twoPlayers:
            return fillIn(tr("Two players: Left Shift or Right Shift to call Set, then choose it within %1$@ s."), Int(SetDuel.claimSeconds))
        case .ghostRace: return tr("Ghost race: your friend’s deal, their Sets counted as they found them. Finish first!")
        case .drill(let focus):
            return fillIn(tr("Drill: tables rich in Sets whose cards differ in %1$@, the kind you are slowest at. Find every Set."), focus.title)
        }
    }
}
