/// The two clocks a game reads, handed in: a model never reads the system's time itself, and
/// says which clock it reads for what.
/// - `wall`: seconds since 1970, the calendar's time. It dates what is kept (a finished game in
///   the statistics, a save) and can jump when the system's clock is set.
/// - `monotonic`: seconds from an arbitrary start that never jump. It times play that must not
///   stretch or shrink when the calendar's clock is set (Simon's flashes and answers).
public struct Clocks: Sendable {
    public let wall: @MainActor @Sendable () -> Double
    public let monotonic: @MainActor @Sendable () -> Double

    public init(wall: @escaping @MainActor @Sendable () -> Double, monotonic: @escaping @MainActor @Sendable () -> Double) {
        self.wall = wall
        self.monotonic = monotonic
    }

    /// Both clocks at `seconds`, still: for tests and tools, which move time by hand if at all.
    public static func stopped(at seconds: Double) -> Clocks { Clocks(wall: { seconds }, monotonic: { seconds }) }
}
