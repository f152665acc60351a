#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import GameSupport

/// How a card looks on screen at one moment: where it is, how big, how far through a turn-over
/// it is, and how opaque. Cards stay upright (see `TableChoreographer`).
public struct CardPose: Equatable, Sendable {
    public var center: Point
    public var size: Size
    /// Progress of turning over about the vertical axis: 0 flat, 0.5 edge-on, 1 turned over.
    public var turn: Double
    public var opacity: Double

    public init(center: Point, size: Size, turn: Double = 0, opacity: Double = 1) {
        self.center = center
        self.size = size
        self.turn = turn
        self.opacity = opacity
    }

    public init(frame: Rect) { self.init(center: frame.center, size: frame.size) }

    public var frame: Rect {
        Rect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
    }

    /// The horizontal squeeze of a card part way through turning over: it narrows to nothing
    /// edge-on, then widens again showing its other side.
    public var turnScale: Double { abs(cos(turn * .pi)) }

    /// Whether the side showing is the one the card is turning to.
    public var showsNewSide: Bool { turn >= 0.5 }

    /// The pose `fraction` of the way from `a` to `b`.
    public static func interpolate(_ a: CardPose, _ b: CardPose, _ fraction: Double) -> CardPose {
        func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * fraction }
        return CardPose(center: Point(x: mix(a.center.x, b.center.x), y: mix(a.center.y, b.center.y)),
                        size: Size(width: mix(a.size.width, b.size.width), height: mix(a.size.height, b.size.height)),
                        turn: mix(a.turn, b.turn), opacity: mix(a.opacity, b.opacity))
    }
}
