#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How an animation's progress (0 to 1) maps to how far it has moved (0 to 1).
public enum Curve: Sendable, Equatable {
    case linear
    /// Gentle start and end: moves within the table.
    case easeInOut
    /// Quick start, gentle arrival: things landing.
    case easeOut
    /// Gentle start, quick end: things leaving.
    case easeIn
    /// Overshoots a little and settles: things snapping into place.
    case backOut

    public func callAsFunction(_ t: Double) -> Double {
        let t = min(max(t, 0), 1)
        switch self {
        case .linear: return t
        case .easeInOut: return t < 0.5 ? 4 * t * t * t : 1 - pow(-2 * t + 2, 3) / 2
        case .easeOut: return 1 - pow(1 - t, 3)
        case .easeIn: return t * t * t
        case .backOut:
            let overshoot = 1.70158
            return 1 + (overshoot + 1) * pow(t - 1, 3) + overshoot * pow(t - 1, 2)
        }
    }
}
