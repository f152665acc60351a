#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A short side-to-side shake: "no". Three swings that die away, as a fraction of the card's
/// width, over a few tenths of a second.
public struct ShakeMotion: Equatable, Sendable {
    public var start: Double
    public var duration: Double
    public var amplitude: Double

    public init(start: Double, duration: Double = 0.45, amplitude: Double = 0.08) {
        self.start = start
        self.duration = duration
        self.amplitude = amplitude
    }

    /// The sideways offset at `time`, as a fraction of the card's width.
    public func offset(at time: Double) -> Double {
        let t = (time - start) / duration
        guard t > 0, t < 1 else { return 0 }
        return amplitude * sin(t * 3 * 2 * .pi) * (1 - t)
    }

    public func isFinished(at time: Double) -> Bool { time >= start + duration }
}
