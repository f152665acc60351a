import GtkKit
import LabKit
import PastimesApp
import SetTogether

// Words in this file are for developers, not for translation.

/// `pastimes-lab --trace-together`: what scripts/bench/together.py measures, on standard error. A
/// line for each judged claim the screen shows, when the frame showing it was painted
/// ("together-shown PLAYER CARD,CARD,CARD SECONDS", monotonic seconds: one clock for every
/// process on the machine), and one for each frame painted while the table's cards move
/// ("together-frame INTERVAL_MS WORK_MS"). It watches painted frames only: the app is not told.
@MainActor
final class TogetherTrace {
    private let view: LabView
    private let meter = FrameWorkMeter()
    private var lastClaim: TogetherState.Claim?
    private var lastFrame: Double?

    init(view: LabView) {
        self.view = view
        _ = meter.start(on: view.applicationWindow) { [weak self] began, ended in self?.painted(began, ended) }
    }

    private func painted(_ began: Double, _ ended: Double) {
        guard let together = view.together else { return lastFrame = nil }
        let claim = together.table.state.lastClaim
        if claim != lastClaim, let claim {
            let cards = claim.cards.map(String.init).joined(separator: ",")
            Console.note("together-shown \(claim.player) \(cards) \(ended)")
        }
        lastClaim = claim
        guard view.set?.isMoving() == true else { return lastFrame = nil }
        if let lastFrame { Console.note("together-frame \((began - lastFrame) * 1000) \((ended - began) * 1000)") }
        lastFrame = began
    }
}
