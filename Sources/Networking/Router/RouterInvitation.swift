import MainLoop

/// The home router's way in for a hosted game, for as long as this lives and has not ended: it
/// asks for the port to be forwarded, renews the lease at half its time, and deletes the
/// mapping at `end()`. A host that crashes leaves it open no longer than one lease.
///
/// Every question to the router is a blocking call made off the main loop (`Runner`); its
/// answer comes back on the main loop, where `status` changes and `onChange` hears it.
@MainActor
public final class RouterInvitation {
    public enum Status: Equatable, Sendable {
        case asking
        case open(PortMapping)
        case closed(RouterRefusal)
        /// Given back: the host stopped inviting from anywhere.
        case ended
    }

    /// Seconds a mapping is asked for: short, so that a crashed host leaves little open.
    public static let lease = 120

    /// Runs `work` off the main loop and hands its result to `done` on it; returns a way to wait
    /// up to some seconds for it (at quit, so that the deletion reaches the router).
    public typealias Runner = @MainActor (_ work: @escaping @Sendable () -> Result<PortMapping, RouterRefusal>,
                                          _ done: @escaping @MainActor (Result<PortMapping, RouterRefusal>) -> Void)
        -> (@MainActor (_ upToSeconds: Double) -> Void)

    public private(set) var status = Status.asking
    public var onChange: (@MainActor (Status) -> Void)?

    private let client: any RouterClient
    private let scheduler: any Scheduler
    private let run: Runner
    private var renewal: Timeout?
    private var ended = false
    /// The question on its way, to wait for at the end.
    private var pending: (@MainActor (Double) -> Void)?

    /// Asks the router to forward `port` to this computer at once.
    public init(port: Int, client: any RouterClient = HomeRouter(), scheduler: any Scheduler = GLibScheduler.main,
                runner: @escaping Runner = RouterInvitation.onAThread) {
        self.client = client
        self.scheduler = scheduler
        run = runner
        let lease = Self.lease
        ask { client.map(port: port, lease: lease) }
    }

    /// Deletes the mapping (off the main loop; `waitUpTo` seconds for the router to hear it, as
    /// the app does at quit); nothing more is asked.
    public func end(waitingUpTo seconds: Double = 0) {
        guard !ended else { return }
        ended = true
        renewal?.cancel()
        let wasOpen = status
        status = .ended
        if case .open(let mapping) = wasOpen {
            let client = client
            ask { client.unmap(mapping); return .failure(.refused) }
        }
        if seconds > 0 { pending?(seconds) }
    }

    private func ask(_ question: @escaping @Sendable () -> Result<PortMapping, RouterRefusal>) {
        pending = run(question) { [weak self] answer in
            guard let self else { return }
            pending = nil
            answered(answer)
        }
    }

    private func answered(_ answer: Result<PortMapping, RouterRefusal>) {
        if ended {
            // Granted after the end was asked for: given back at once.
            if case .success(let mapping) = answer {
                let client = client
                ask { client.unmap(mapping); return .failure(.refused) }
            }
            return
        }
        let before = status
        switch answer {
        case .success(let mapping):
            status = .open(mapping)
            renewal = scheduler.after(Double(max(mapping.lease, 2)) / 2) { [weak self] in self?.renew(mapping) }
        case .failure(let refusal):
            status = .closed(refusal)
        }
        if status != before { onChange?(status) }
    }

    private func renew(_ mapping: PortMapping) {
        let client = client
        ask { client.renew(mapping) }
    }

    /// The app's runner: a thread of its own for each question.
    public static let onAThread: Runner = { work, done in
        let background = BackgroundWork("router", work, done: done)
        return { seconds in _ = background.wait(upTo: seconds) }
    }
}
