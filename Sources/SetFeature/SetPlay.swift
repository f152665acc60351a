import SetCore

/// The mode under way, holding what only that mode has: today's puzzle, the computer, the two
/// players' claims. One value, so the mode and its state cannot disagree.
public enum SetPlay: Equatable, Sendable {
    case solo(SetVariant)
    case timedRun
    case dailyPuzzle(SetPuzzle)
    case versusComputer(ComputerRival)
    case twoPlayers(SetDuel)

    /// A fresh start in `mode`: the puzzle of `today`, a computer of the mode's level.
    init(_ mode: SetMode, today: SetPuzzle.Day, at time: Double) {
        switch mode {
        case .solo(let variant): self = .solo(variant)
        case .timedRun: self = .timedRun
        case .dailyPuzzle: self = .dailyPuzzle(SetPuzzle(day: today, at: time))
        case .versusComputer(let level): self = .versusComputer(ComputerRival(level: level))
        case .twoPlayers: self = .twoPlayers(SetDuel())
        }
    }

    public var mode: SetMode {
        switch self {
        case .solo(let variant): .solo(variant)
        case .timedRun: .timedRun
        case .dailyPuzzle: .dailyPuzzle
        case .versusComputer(let computer): .versusComputer(computer.opponent.level)
        case .twoPlayers: .twoPlayers
        }
    }

    /// Today's puzzle, in the daily puzzle mode; setting it outside that mode does nothing.
    public internal(set) var puzzle: SetPuzzle? {
        get { if case .dailyPuzzle(let puzzle) = self { puzzle } else { nil } }
        set { if case .dailyPuzzle = self, let newValue { self = .dailyPuzzle(newValue) } }
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
