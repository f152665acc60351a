#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Localization

/// The computer as a Set player: how long it takes to find a Set, drawn from a human-like
/// model. People find Sets faster on tables that hold many, and their times vary a lot from
/// Set to Set; the model scales a level's typical time by how scarce Sets are and spreads it
/// log-normally. Randomness comes from the generator passed in.
public struct SetOpponent: Codable, Equatable, Sendable {
    public enum Level: String, Codable, CaseIterable, Sendable {
        case easy, medium, hard

        /// Seconds a player of this level typically needs on a table with three Sets.
        public var typicalSeconds: Double {
            switch self {
            case .easy: return 30
            case .medium: return 16
            case .hard: return 8
            }
        }
    }

    /// What the computer's face shows.
    public enum Mood: Equatable, Sendable {
        case thinking, aboutToCall, wonThePoint, lostThePoint
        public var emoji: String {
            switch self {
            case .thinking: return "🤔"
            case .aboutToCall: return "😮"
            case .wonThePoint: return "😄"
            case .lostThePoint: return "😞"
            }
        }
        /// What the face means, for everyone who cannot see it.
        public var sentence: String {
            switch self {
            case .thinking: return tr("The computer is thinking…")
            case .aboutToCall: return tr("The computer is about to call Set!")
            case .wonThePoint: return tr("The computer won the point.")
            case .lostThePoint: return tr("The computer lost the point.")
            }
        }
    }

    /// How long before its call the computer looks as if it has seen something.
    public static let warningSeconds = 1.5
    /// How much the time varies (the standard deviation of its logarithm).
    static let spread = 0.35

    public let level: Level

    public init(level: Level) { self.level = level }

    /// Seconds the computer will take on a table holding `sets` Sets, or nil when it holds none.
    public func secondsToFind(setsOnTable sets: Int, using generator: inout some RandomNumberGenerator) -> Double? {
        guard sets > 0 else { return nil }
        let scarcity = (3.0 / Double(sets)).squareRoot()
        return level.typicalSeconds * scarcity * exp(Self.spread * Self.standardNormal(using: &generator))
    }

    /// How long the computer looks at a table without a Set before it asks for three more
    /// cards, as a player would.
    public var secondsBeforeDealing: Double { level.typicalSeconds }

    /// The face for a computer that will call at `deadline`, at time `now`.
    public static func mood(deadline: Double?, now: Double) -> Mood {
        guard let deadline else { return .thinking }
        return deadline - now <= warningSeconds ? .aboutToCall : .thinking
    }

    /// A standard normal sample (Box–Muller).
    static func standardNormal(using generator: inout some RandomNumberGenerator) -> Double {
        let u = Double.random(in: Double.ulpOfOne..<1, using: &generator)
        let v = Double.random(in: 0..<1, using: &generator)
        return (-2 * log(u)).squareRoot() * cos(2 * .pi * v)
    }
}
