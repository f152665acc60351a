import Localization

/// How long things take: the length of a step of playback, the pauses, the time allowed to answer.
public struct SimonTiming: Codable, Equatable, Sendable {
    /// Step lengths for sequences of 1-5, 6-13 and 14 or more steps.
    public var stepDurations: [Double]
    /// Dark time between two steps, so a repeated pad visibly flashes twice.
    public var gap: Double
    /// Pause before Simon plays, after the player's last press.
    public var replayDelay: Double
    /// Time allowed between presses before the game is lost.
    public var answerTime: Double

    public init(stepDurations: [Double], gap: Double, replayDelay: Double, answerTime: Double) {
        precondition(stepDurations.count == 3, "one step length for each tempo band")
        self.stepDurations = stepDurations
        self.gap = gap
        self.replayDelay = replayDelay
        self.answerTime = answerTime
    }

    /// The original toy, as measured on the hardware.
    public static let classic = SimonTiming(stepDurations: [0.42, 0.32, 0.22], gap: 0.05, replayDelay: 0.8, answerTime: 3)

    /// The same rhythm, stretched (factor > 1) or compressed (factor < 1).
    public func scaled(by factor: Double, answerTime: Double? = nil) -> SimonTiming {
        SimonTiming(stepDurations: stepDurations.map { $0 * factor }, gap: gap * factor,
                    replayDelay: replayDelay * factor, answerTime: answerTime ?? self.answerTime * factor)
    }

    /// The toy speeds up as the sequence grows: at 6 steps and again at 14.
    public func stepDuration(forLength length: Int) -> Double {
        switch length {
        case ..<6: return stepDurations[0]
        case 6..<14: return stepDurations[1]
        default: return stepDurations[2]
        }
    }
}

/// The playback speeds a player can pick.
public enum SimonSpeed: String, CaseIterable, Codable, Sendable {
    case relaxed, classic, brisk

    public var title: String {
        switch self {
        case .relaxed: return trc("Simon speed", "Relaxed")
        case .classic: return trc("Simon speed", "Classic")
        case .brisk: return trc("Simon speed", "Brisk")
        }
    }

    public var timing: SimonTiming {
        switch self {
        case .relaxed: return SimonTiming.classic.scaled(by: 1.6, answerTime: 5)
        case .classic: return .classic
        case .brisk: return SimonTiming.classic.scaled(by: 0.7, answerTime: 2.5)
        }
    }
}

extension SimonTiming {
    /// A steady rhythm for automated tests that read the playback through the accessibility
    /// bus: steps long and gaps wide enough to see every flash, a short pause before playback,
    /// and plenty of time to answer.
    public static let forTesting = SimonTiming(stepDurations: [0.3, 0.3, 0.3], gap: 0.2, replayDelay: 0.3, answerTime: 30)
}
