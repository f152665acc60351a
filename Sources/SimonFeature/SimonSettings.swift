import SimonCore
import Localization

/// What the player chose on the splash screen, kept between sessions.
public struct SimonSettings: Codable, Equatable, Sendable {
    /// Steps to win: 1 to 31 (the toy's levels are 8, 14, 20 and 31).
    public var target: Int
    public var speed: SimonSpeed
    public var mode: SimonMode
    public var muted: Bool

    public init(target: Int = 8, speed: SimonSpeed = .classic, mode: SimonMode = .simonSays, muted: Bool = false) {
        self.target = min(max(target, SimonGame.lengths.lowerBound), SimonGame.lengths.upperBound)
        self.speed = speed
        self.mode = mode
        self.muted = muted
    }

    enum CodingKeys: String, CodingKey { case target, speed, mode, muted }

    /// A saved difficulty outside 1...31 is a damaged save, not a game to start.
    public init(from decoder: any Decoder) throws {
        let saved = try decoder.container(keyedBy: CodingKeys.self)
        target = try saved.decode(Int.self, forKey: .target)
        guard SimonGame.lengths.contains(target) else {
            throw DecodingError.dataCorruptedError(forKey: .target, in: saved,
                                                   debugDescription: "\(target) steps is not a Simon difficulty (1 to 31)")
        }
        speed = try saved.decode(SimonSpeed.self, forKey: .speed)
        mode = try saved.decode(SimonMode.self, forKey: .mode)
        muted = try saved.decode(Bool.self, forKey: .muted)
    }

    /// "Difficulty: 15 steps", as the splash screen's label says it while the slider moves.
    public static func difficultyText(_ target: Int) -> String {
        fillIn(trn("Difficulty: %1$@ step", "Difficulty: %1$@ steps", target), target)
    }
}
