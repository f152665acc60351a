import SetCore

/// The computer's side of a game against it: its finds, when it will next call, and how its
/// last point went. Times are on the view model's clock.
public struct ComputerRival: Codable, Equatable, Sendable {
    public let opponent: SetOpponent
    public internal(set) var setsFound = 0
    /// When the computer will call its next Set; nil until the table has been looked at.
    public internal(set) var deadline: Double?
    /// The last point: won by the computer (true) or by the player (false), and when.
    public internal(set) var lastPoint: Bool?
    public internal(set) var lastPointAt: Double = 0
    /// The computer's Set is on show, waiting to leave the table.
    public internal(set) var isShowingItsSet = false

    /// How long a won or lost point stays on the computer's face, and its Set on the table.
    public static let reactionSeconds = 1.5

    public init(level: SetOpponent.Level) { opponent = SetOpponent(level: level) }

    public func mood(at now: Double) -> SetOpponent.Mood {
        if let lastPoint, now - lastPointAt < Self.reactionSeconds * 2 { return lastPoint ? .wonThePoint : .lostThePoint }
        return SetOpponent.mood(deadline: deadline, now: now)
    }

    mutating func scored(_ byComputer: Bool, at now: Double) {
        lastPoint = byComputer
        lastPointAt = now
        deadline = nil
        if byComputer { setsFound += 1 }
    }
}
