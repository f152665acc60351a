/// When things happen above the rules: every timer the app, the network and the games' views
/// start goes through a scheduler handed to them, as the rules take their clock. The app runs on
/// `GLibScheduler.main`, timed by GLib's main loop (not Swift concurrency, whose main queue GLib
/// does not drain); tests hand in a `ManualScheduler` and move its time themselves.
@MainActor
public protocol Scheduler: AnyObject {
    /// Monotonic time in seconds, the clock the delays are measured on.
    var now: Double { get }
    /// Runs `action` once, `seconds` from now.
    @discardableResult func after(_ seconds: Double, _ action: @escaping @MainActor () -> Void) -> Timeout
    /// Runs `action` every `seconds` until it returns false or is cancelled.
    @discardableResult func every(_ seconds: Double, _ action: @escaping @MainActor () -> Bool) -> Timeout
}

extension Scheduler {
    /// Runs `action` in the main loop's next turn: after the event being handled, before the
    /// next frame is drawn (drawing has a lower priority than timers).
    @discardableResult public func nextTurn(_ action: @escaping @MainActor () -> Void) -> Timeout { after(0, action) }
}
