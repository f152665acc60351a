/// Why a game's clocks stand still, and since when. They stop at the first reason and go on
/// when the last one is gone; the caller then shifts the game's clocks by the pause's length,
/// so that no clock a player races counts the time away.
public struct Pause: Equatable, Sendable {
    public enum Reason: Hashable, Sendable {
        /// The player is elsewhere: the window lost focus or was minimised, another tab is on
        /// show, a dialog is open.
        case away
        /// The player paused by hand (P, the Pause key).
        case player
        /// The game waits behind its menu (Simon's first screen).
        case menu
    }

    public private(set) var reasons: Set<Reason> = []
    /// When the clocks stopped; nil while they run.
    public private(set) var since: Double?

    public init() {}

    public var isPaused: Bool { since != nil }

    /// Holds or lets go of the clocks for `reason` at `time`. Returns how long the clocks stood
    /// still when this lets go of the last reason, nil otherwise.
    @discardableResult
    public mutating func set(_ reason: Reason, _ holds: Bool, at time: Double) -> Double? {
        if holds {
            reasons.insert(reason)
            if since == nil { since = time }
            return nil
        }
        guard reasons.remove(reason) != nil, reasons.isEmpty, let start = since else { return nil }
        since = nil
        return max(0, time - start)
    }

    /// The time the game's clocks show at `time`: frozen while paused.
    public func clockTime(at time: Double) -> Double { since ?? time }
}
