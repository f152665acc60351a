import GameSupport
import Motion

/// Cards gathered into a pile and spread out again, moved by springs. Each card is pulled
/// towards a point between its home (its cell) and the pile's anchor: `spread` 1 is home, 0 is
/// the pile. The anchor follows the fingers (or the mouse) and the cards trail after it, each on
/// a slightly different spring, like objects on attachments whose anchor and length change.
public struct PileFormation: Sendable {
    public private(set) var anchor: Point
    /// 1: every card at home; 0: every card in the pile.
    public private(set) var spread: Double = 1
    private var homes: [Int: Point] = [:]
    private var x: [Int: Spring.State] = [:]
    private var y: [Int: Spring.State] = [:]

    public init(anchor: Point = .zero) { self.anchor = anchor }

    /// Where each card belongs when spread out (cell centres); new cards start at home.
    public mutating func setHomes(_ homes: [Int: Point]) {
        self.homes = homes
        for (id, home) in homes where x[id] == nil {
            x[id] = Spring.State(position: home.x)
            y[id] = Spring.State(position: home.y)
        }
        for id in x.keys where homes[id] == nil {
            x[id] = nil
            y[id] = nil
        }
    }

    /// Draws the cards in (towards 0) or lets them out (towards 1) around `anchor`.
    public mutating func pinch(spread: Double, at anchor: Point) {
        self.spread = min(1, max(0, spread))
        self.anchor = anchor
    }

    public mutating func gather(at anchor: Point) { pinch(spread: 0, at: anchor) }
    public mutating func spreadOut() { spread = 1 }
    public mutating func moveAnchor(to point: Point) { anchor = point }

    public var isGathered: Bool { spread < 1 }

    /// The point card `id` is pulled towards now.
    public func target(of id: Int) -> Point? {
        guard let home = homes[id] else { return nil }
        let jitter = Self.jitter(id)
        return Point(x: anchor.x + (home.x - anchor.x) * spread + jitter.x * (1 - spread),
                     y: anchor.y + (home.y - anchor.y) * spread + jitter.y * (1 - spread))
    }

    /// Where card `id` is now.
    public func position(of id: Int) -> Point? {
        guard let x = x[id], let y = y[id] else { return nil }
        return Point(x: x.position, y: y.position)
    }

    /// Moves every card `duration` seconds on.
    public mutating func advance(by duration: Double) {
        for id in homes.keys {
            guard let target = target(of: id), let cx = x[id], let cy = y[id] else { continue }
            let spring = Self.spring(for: id)
            x[id] = spring.advance(cx, towards: target.x, by: duration)
            y[id] = spring.advance(cy, towards: target.y, by: duration)
        }
    }

    /// Whether every card has come to rest where it is pulled.
    public var isSettled: Bool {
        homes.keys.allSatisfy { id in
            guard let target = target(of: id), let cx = x[id], let cy = y[id] else { return true }
            let spring = Self.spring(for: id)
            return spring.isSettled(cx, at: target.x) && spring.isSettled(cy, at: target.y)
        }
    }

    /// Springs differ a little from card to card, so the cards trail into the pile rather than
    /// moving as one.
    static func spring(for id: Int) -> Spring {
        let stiffness = 110 + Double(id % 7) * 18
        return Spring(stiffness: stiffness, damping: 2 * stiffness.squareRoot() * 0.85)
    }

    /// A small, fixed untidiness for each card in the pile: an offset, not a tilt, because a
    /// tilted card is a filtered, transformed paint and eighty of them do not fit in a frame.
    static func jitter(_ id: Int) -> (x: Double, y: Double) {
        var seed = UInt64(truncatingIfNeeded: id) &* 0x9E37_79B9_7F4A_7C15
        seed ^= seed >> 29
        let a = Double(seed & 0xFF) / 255 - 0.5, b = Double((seed >> 8) & 0xFF) / 255 - 0.5
        return (a * 14, b * 14)
    }
}
