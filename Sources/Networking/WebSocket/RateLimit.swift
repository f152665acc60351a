/// A token bucket: up to `burst` events at once, then `perSecond` on average. Pure: it is told
/// the time.
public struct RateLimit: Sendable {
    public let perSecond: Double
    public let burst: Double
    private var tokens: Double
    private var last: Double?

    public init(perSecond: Double, burst: Double) {
        self.perSecond = perSecond
        self.burst = burst
        tokens = burst
    }

    /// Whether one more event is allowed at `now` (and counts it if so).
    public mutating func allow(at now: Double) -> Bool {
        if let last, now > last { tokens = min(burst, tokens + (now - last) * perSecond) }
        last = max(last ?? now, now)
        guard tokens >= 1 else { return false }
        tokens -= 1
        return true
    }
}
