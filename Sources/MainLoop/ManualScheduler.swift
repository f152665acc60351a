/// A scheduler whose time moves only when a test says so: `advance(by:)` runs, in order of
/// their time, whatever falls due (and whatever those schedule that falls due too), so that a
/// test of a timed flow is exact and takes no time.
@MainActor
public final class ManualScheduler: Scheduler {
    public private(set) var now: Double
    private var waiting: [Entry] = []
    /// Breaks ties between entries due at the same moment: first scheduled, first run.
    private var order = 0

    public init(now: Double = 0) { self.now = now }

    private struct Entry {
        let due: Double
        /// Which scheduling it is, kept when a repeating one runs again (for cancelling).
        let id: Int
        let order: Int
        let interval: Double?
        let action: @MainActor () -> Bool
        let handle: Timeout
    }

    @discardableResult
    public func after(_ seconds: Double, _ action: @escaping @MainActor () -> Void) -> Timeout {
        schedule(seconds, repeating: false) { action(); return false }
    }

    @discardableResult
    public func every(_ seconds: Double, _ action: @escaping @MainActor () -> Bool) -> Timeout {
        schedule(seconds, repeating: true, action)
    }

    /// How many actions are waiting.
    public var pendingCount: Int { waiting.count }

    /// When the next action is due, if any waits.
    public var nextDue: Double? { waiting.map(\.due).min() }

    /// Moves time on by `seconds`, running each action that falls due at its moment.
    public func advance(by seconds: Double = 0) {
        let end = now + max(0, seconds)
        while let index = nextIndex(dueBy: end) {
            let entry = waiting.remove(at: index)
            now = max(now, entry.due)
            let again = entry.action()
            if again, entry.handle.isPending, let interval = entry.interval {
                waiting.append(Entry(due: now + interval, id: entry.id, order: nextOrder(), interval: interval, action: entry.action, handle: entry.handle))
            } else if entry.handle.isPending {
                entry.handle.finished()
            }
        }
        now = end
    }

    /// Runs what is due now (what `nextTurn` scheduled, for one).
    public func runDue() { advance(by: 0) }

    private func nextIndex(dueBy end: Double) -> Int? {
        waiting.indices.filter { waiting[$0].due <= end }
            .min { (waiting[$0].due, waiting[$0].order) < (waiting[$1].due, waiting[$1].order) }
    }

    private func nextOrder() -> Int {
        order += 1
        return order
    }

    private func schedule(_ seconds: Double, repeating: Bool, _ action: @escaping @MainActor () -> Bool) -> Timeout {
        let id = nextOrder()
        let handle = Timeout { [weak self] in self?.waiting.removeAll { $0.id == id } }
        // A repeating action every 0 s would run for ever within one advance: a millisecond at least.
        waiting.append(Entry(due: now + max(0, seconds), id: id, order: id, interval: repeating ? max(0.001, seconds) : nil,
                             action: action, handle: handle))
        return handle
    }
}
