/// A damped spring pulling a point towards an anchor, stepped with a fixed small time step so
/// its motion is the same at any frame rate. It is how gathered cards trail into a pile behind
/// the fingers (the analogue of an attachment behaviour whose anchor follows the touch).
public struct Spring: Equatable, Sendable {
    public var stiffness: Double
    public var damping: Double
    public var mass: Double

    public init(stiffness: Double = 170, damping: Double = 26, mass: Double = 1) {
        self.stiffness = stiffness
        self.damping = damping
        self.mass = mass
    }

    /// A point on a spring: where it is, how fast it moves, and time not yet simulated.
    public struct State: Equatable, Sendable {
        public var position: Double
        public var velocity: Double
        /// Less than one step of time left over from the last advance, carried to the next.
        var carried: Double = 0

        public init(position: Double, velocity: Double = 0) {
            self.position = position
            self.velocity = velocity
        }
    }

    static let step = 1.0 / 240

    /// The state `duration` seconds later, pulled towards `anchor`: whole fixed steps of
    /// semi-implicit Euler, the remainder carried over, so frame rate does not change the path.
    public func advance(_ state: State, towards anchor: Double, by duration: Double) -> State {
        var state = state
        let total = state.carried + max(0, duration)
        let steps = Int((total / Self.step + 1e-9).rounded(.down))
        state.carried = total - Double(steps) * Self.step
        for _ in 0..<steps {
            let force = -stiffness * (state.position - anchor) - damping * state.velocity
            state.velocity += force / mass * Self.step
            state.position += state.velocity * Self.step
        }
        return state
    }

    /// Whether the state has come to rest at `anchor` (within a tenth of a pixel).
    public func isSettled(_ state: State, at anchor: Double) -> Bool {
        abs(state.position - anchor) < 0.1 && abs(state.velocity) < 0.5
    }
}
