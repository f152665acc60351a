/// A change of pose over time on some clock (the frame clock on screen, any number in tests).
public struct Tween: Equatable, Sendable {
    public var from: CardPose
    public var to: CardPose
    /// When it starts, in the clock's seconds (delays are just later starts).
    public var start: Double
    public var duration: Double
    public var curve: Curve

    public init(from: CardPose, to: CardPose, start: Double, duration: Double, curve: Curve) {
        self.from = from
        self.to = to
        self.start = start
        self.duration = duration
        self.curve = curve
    }

    /// A tween that is already over: the pose jumps to `pose`.
    public static func still(_ pose: CardPose, at time: Double) -> Tween {
        Tween(from: pose, to: pose, start: time, duration: 0, curve: .linear)
    }

    public func progress(at time: Double) -> Double {
        duration <= 0 ? (time >= start ? 1 : 0) : min(max((time - start) / duration, 0), 1)
    }

    public func pose(at time: Double) -> CardPose {
        CardPose.interpolate(from, to, curve(progress(at: time)))
    }

    public func isFinished(at time: Double) -> Bool { time >= start + max(duration, 0) }

    public var end: Double { start + max(duration, 0) }
}
