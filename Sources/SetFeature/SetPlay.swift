import SetCore

/// The mode under way, holding what only that mode has: today's puzzle, the computer, the two
/// players' claims. One value, so the mode and its state cannot disagree.
public enum SetPlay: Equatable, Sendable {
    case solo(SetVariant)
    case timedRun
    case dailyPuzzle(SetPuzzle)
    case puzzle(SetPuzzle)
    case versusComputer(ComputerRival)
    case twoPlayers(SetDuel)
    case ghostRace(SetGhost)
    case drill(SetDrill)

    /// A fresh start in `mode`: the puzzle of `today`, a computer of the mode's level.
    init(_ mode: SetMode, today: SetPuzzle.Day, at time: Double, using generator: inout some RandomNumberGenerator) {
        switch mode {
        case .solo(let variant): self = .solo(variant)
        case .timedRun: self = .timedRun
        case .dailyPuzzle: self = .dailyPuzzle(SetPuzzle(day: today, at: time))
        case .puzzle(let variant): self = .puzzle(SetPuzzle(variant, using: &generator, at: time))
        case .versusComputer(let level): self = .versusComputer(ComputerRival(level: level))
        case .twoPlayers: self = .twoPlayers(SetDuel())
        // A race needs its ghost (SetSession.race deals one); asked for without one (a save's
        // mode, a D-Bus call), it is a Classic Solo game.
        case .ghostRace: self = .solo(.standard)
        case .drill(let focus): self = .drill(SetDrill(focus: focus, using: &generator, at: time))
        }
    }

    public var mode: SetMode {
        switch self {
        case .solo(let variant): .solo(variant)
        case .timedRun: .timedRun
        case .dailyPuzzle: .dailyPuzzle
        case .puzzle(let puzzle): .puzzle(puzzle.variant)
        case .versusComputer(let computer): .versusComputer(computer.opponent.level)
        case .twoPlayers: .twoPlayers
        case .ghostRace: .ghostRace
        case .drill(let drill): .drill(drill.focus)
        }
    }

    /// The coach's drill, in the Drill.
    public internal(set) var drill: SetDrill? {
        get { if case .drill(let drill) = self { drill } else { nil } }
        set { if case .drill = self, let newValue { self = .drill(newValue) } }
    }

    /// The friend's game raced, in a ghost race.
    public var ghost: SetGhost? { if case .ghostRace(let ghost) = self { ghost } else { nil } }

    /// The table whose matches are to be found, in the puzzle modes; setting it outside them does nothing.
    public internal(set) var puzzle: SetPuzzle? {
        get {
            switch self {
            case .dailyPuzzle(let puzzle), .puzzle(let puzzle): puzzle
            case .drill(let drill): drill.puzzle
            default: nil
            }
        }
        set {
            guard let newValue else { return }
            switch self {
            case .dailyPuzzle: self = .dailyPuzzle(newValue)
            case .puzzle: self = .puzzle(newValue)
            case .drill(var drill):
                drill.puzzle = newValue
                self = .drill(drill)
            default: break
            }
        }
    }

    /// The computer, when playing against it.
    public internal(set) var computer: ComputerRival? {
        get { if case .versusComputer(let computer) = self { computer } else { nil } }
        set { if case .versusComputer = self, let newValue { self = .versusComputer(newValue) } }
    }

    /// The two players' claims and scores, in the two-player mode.
    public internal(set) var duel: SetDuel? {
        get { if case .twoPlayers(let duel) = self { duel } else { nil } }
        set { if case .twoPlayers = self, let newValue { self = .twoPlayers(newValue) } }
    }

}
