/// Played time: the clock every rule of a game reads. It counts the seconds the game has been
/// on the table and running, and stands still while anything holds it (the player is away or
/// paused, the game waits behind a menu) and while the app is closed. Because the rules only
/// ever see played time, a pause moves no timestamp: the clock simply does not advance. A save
/// keeps the seconds played, and the clock goes on from there.
public struct GameClock: Equatable, Sendable {
    public enum Reason: Hashable, Sendable {
        /// The player is elsewhere: the window lost focus or was minimised, another tab is on
        /// show, a dialog is open.
        case away
        /// The player paused by hand (P, the Pause key).
        case player
        /// The game waits behind its menu (Simon's first screen).
        case menu
    }

    /// What holds the clock; it runs while this is empty.
    public private(set) var reasons: Set<Reason> = []
    /// The seconds played when the clock last started or stopped, and the outside time of that
    /// moment: everything needed to read it later.
    private var playedAtMark: Double
    private var mark: Double

    /// A running clock that has counted `played` seconds at the outside time `now`.
    public init(played: Double = 0, at now: Double) {
        playedAtMark = played
        mark = now
    }

    public var isPaused: Bool { !reasons.isEmpty }

    /// The seconds played at the outside time `now`. (An outside clock set back never makes
    /// played time go back.)
    public func played(at now: Double) -> Double {
        isPaused ? playedAtMark : playedAtMark + max(0, now - mark)
    }

    /// Holds or lets go of the clock for `reason` at the outside time `now`: it stops at the
    /// first reason and goes on when the last is gone. Returns whether it stopped or started.
    @discardableResult
    public mutating func hold(_ reason: Reason, _ holds: Bool, at now: Double) -> Bool {
        let wasPaused = isPaused, playedNow = played(at: now)
        if holds { reasons.insert(reason) } else { reasons.remove(reason) }
        guard isPaused != wasPaused else { return false }
        playedAtMark = playedNow
        mark = now
        return true
    }
}
