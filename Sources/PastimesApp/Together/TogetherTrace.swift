import GtkKit
import SetFeature
import SetTogether

/// `--trace-together`: what scripts/bench-together.py measures, on standard error. A line
/// for each judged claim this screen shows, when the frame showing it was painted
/// ("together-shown PLAYER CARD,CARD,CARD SECONDS", monotonic seconds: one clock for every
/// process on the machine), and one for each frame painted while the table's cards move
/// ("together-frame INTERVAL_MS WORK_MS").
@MainActor
final class TogetherTrace {
    private let tab: SetTab
    private let meter = FrameWorkMeter()
    private var metering = false
    private var lastClaim: TogetherState.Claim?
    private var waiting: TogetherState.Claim?
    private var lastFrame: Double?

    init(tab: SetTab) {
        self.tab = tab
        tab.onTogetherRendered = { [weak self] model in self?.rendered(model) }
    }

    private func rendered(_ model: TogetherModel) {
        if !metering { metering = meter.start(on: tab.root) { [weak self] began, ended in self?.painted(began, ended) } }
        let claim = model.table.state.lastClaim
        if claim != lastClaim, let claim { waiting = claim }
        lastClaim = claim
    }

    private func painted(_ began: Double, _ ended: Double) {
        if let claim = waiting {
            waiting = nil
            let cards = claim.cards.map(String.init).joined(separator: ",")
            Console.note("together-shown \(claim.player) \(cards) \(ended)")  // not for people: the benchmark's
        }
        guard tab.table.isMoving else { return lastFrame = nil }
        if let lastFrame { Console.note("together-frame \((began - lastFrame) * 1000) \((ended - began) * 1000)") }  // not for people: the benchmark's
        lastFrame = began
    }
}
