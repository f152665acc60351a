import MainLoop

/// The home router's way in for a hosted game, for as long as it has not ended: it asks for the
/// port to be forwarded, renews the lease at half its time (asking again every few seconds while
/// the lease still runs, if the router misses a renewal), and deletes the mapping at `end()`.
/// A host that crashes leaves it open no longer than one lease.
///
/// Every question to the router is a blocking call made off the main loop (`Runner`), one at a
/// time and in order, so that a renewal never lands after the deletion that followed it; the
/// answers come back on the main loop, where `status` changes and `onChange` hears it. A
/// question on its way keeps the invitation alive: a mapping granted after `end()` is still
/// given back.
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
    /// A renewal the router missed is asked again this much later, while the lease still runs.
    public static let retrySeconds = 10.0

    /// The router's answer to one question: a mapping granted (or renewed), a refusal, or nil
    /// for a mapping given back.
    public typealias Answer = Result<PortMapping, RouterRefusal>?

    /// Runs `work` off the main loop and hands its answer to `done` on it; returns a way to wait
    /// up to some seconds for it (at quit, so that the deletion reaches the router).
    public typealias Runner = @MainActor (_ work: @escaping @Sendable () -> Answer, _ done: @escaping @MainActor (Answer) -> Void)
        -> (@MainActor (_ upToSeconds: Double) -> Void)

    public private(set) var status = Status.asking
    public var onChange: (@MainActor (Status) -> Void)?

    private let client: any RouterClient
    private let scheduler: any Scheduler
    private let run: Runner
    private var renewal: Timeout?
    private var ended = false
    /// Questions waiting their turn, and a way to wait for the one being answered.
    private var waiting: [@Sendable () -> Answer] = []
    private var inFlight: (@MainActor (Double) -> Void)?
    private var questionsAsked = 0
    /// The mapping's deletion has been asked for: a renewal answered after it is not a new grant.
    private var givenBack = false
    /// When the lease last granted runs out, on the scheduler's clock.
    private var leaseEnds = 0.0

    /// Asks the router to forward `port` to this computer at once.
    public init(port: Int, client: any RouterClient = HomeRouter(), scheduler: any Scheduler = GLibScheduler.main,
                runner: @escaping Runner = RouterInvitation.onAThread) {
        self.client = client
        self.scheduler = scheduler
        run = runner
        let lease = Self.lease
        ask { client.map(port: port, lease: lease) }
    }

    /// Deletes the mapping; nothing more is asked. With `seconds` (the app's quit), waits that
    /// long at most for every question still on its way to be answered, the deletion last.
    public func end(waitingUpTo seconds: Double = 0) {
        guard !ended else { return }
        ended = true
        renewal?.cancel()
        if case .open(let mapping) = status { giveBack(mapping) }
        status = .ended
        let deadline = monotonicSeconds() + seconds
        while let wait = inFlight, case let left = deadline - monotonicSeconds(), left > 0 { wait(left) }
    }

    private func ask(_ question: @escaping @Sendable () -> Answer) {
        waiting.append(question)
        askNext()
    }

    private func askNext() {
        guard inFlight == nil, !waiting.isEmpty else { return }
        let question = waiting.removeFirst()
        questionsAsked += 1
        let number = questionsAsked
        inFlight = { _ in }   // busy already: a runner may answer before it returns
        // Held strongly until answered (see the type's comment).
        let wait = run(question) { answer in
            self.inFlight = nil
            self.answered(answer)
            self.askNext()
        }
        if questionsAsked == number, inFlight != nil { inFlight = wait }
    }

    private func giveBack(_ mapping: PortMapping) {
        guard !givenBack else { return }
        givenBack = true
        let client = client
        ask { client.unmap(mapping); return nil }
    }

    private func answered(_ answer: Answer) {
        guard let answer else { return }   // a mapping given back
        guard !ended else {
            // Granted after the end was asked for: given back at once.
            if case .success(let mapping) = answer { giveBack(mapping) }
            return
        }
        let before = status
        switch answer {
        case .success(let mapping):
            status = .open(mapping)
            leaseEnds = scheduler.now + Double(mapping.lease)
            renewal = scheduler.after(Double(max(mapping.lease, 2)) / 2) { [weak self] in self?.renew(mapping) }
        case .failure(let refusal):
            if case .open(let mapping) = status, scheduler.now + Self.retrySeconds < leaseEnds {
                renewal = scheduler.after(Self.retrySeconds) { [weak self] in self?.renew(mapping) }
                return
            }
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
