/// Something a `Scheduler` will do later, until it is cancelled. Letting go of the handle does
/// not cancel it: a delay whose handle is dropped still runs.
@MainActor
public final class Timeout {
    private var cancelling: (@MainActor () -> Void)?
    /// Whether it is still to run (or, repeating, to run again).
    public private(set) var isPending = true

    package init(cancel: @escaping @MainActor () -> Void) { cancelling = cancel }

    /// It ran for the last time: nothing is left to cancel.
    package func finished() {
        isPending = false
        cancelling = nil
    }

    public func cancel() {
        guard isPending else { return }
        let cancelling = cancelling
        finished()
        cancelling?()
    }
}
