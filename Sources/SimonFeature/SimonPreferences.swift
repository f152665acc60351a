import SimonCore
import Localization

/// How the player likes to play Simon: the app's settings (GSettings), never a save's.
public struct SimonPreferences: Equatable, Sendable {
    /// Steps to win: 1 to 31 (the toy's levels are 8, 14, 20 and 31).
    public var target: Int
    public var speed: SimonSpeed
    public var mode: SimonMode
    public var muted: Bool
    /// Choose Your Colour's players: 2 to 4.
    public var players: Int

    public init(target: Int = 8, speed: SimonSpeed = .classic, mode: SimonMode = .simonSays, muted: Bool = false, players: Int = 2) {
        self.players = min(max(players, SimonGame.playerCounts.lowerBound), SimonGame.playerCounts.upperBound)
        self.target = min(max(target, SimonGame.lengths.lowerBound), SimonGame.lengths.upperBound)
        self.speed = speed
        self.mode = mode
        self.muted = muted
    }

    /// "Difficulty: 15 steps", as the splash screen's label says it while the slider moves.
    public static func difficultyText(_ target: Int) -> String {
        fillIn(trn("Difficulty: %1$@ step", "Difficulty: %1$@ steps", target), target)
    }
}
