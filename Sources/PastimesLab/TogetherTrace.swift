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
/// A hosting app also says, for each claim a player's socket brought, when it was read and when
/// the answers had been handed to every socket ("together-read CARD,CARD,CARD READ ANSWERED").
@MainActor
final class TogetherTrace {
    private let view: LabView
    private let meter = FrameWorkMeter()
    private var lastClaim: TogetherState.Claim?
    private var lastFrame: Double?

    init(view: LabView) {
        self.view = view
        _ = meter.start(on: view.applicationWindow) { [weak self] frame in self?.painted(frame) }
    }

    private func painted(_ frame: FrameWorkMeter.Frame) {
        if let hosted = view.hostedGame, hosted.onClaimTraced == nil {
            hosted.onClaimTraced = { cards, read, answered in
                Console.note("together-read \(cards.map(String.init).joined(separator: ",")) \(read) \(answered)")
            }
        }
        guard let together = view.together else { return lastFrame = nil }
        let claim = together.table.state.lastClaim
        if claim != lastClaim, let claim {
            let deck = together.table.state.variant.deck
            let cards = claim.cards.compactMap(deck.position(of:)).map(String.init).joined(separator: ",")
            Console.note("together-shown \(claim.player) \(cards) \(frame.painted)")
        }
        lastClaim = claim
        guard view.set?.isMoving() == true else { return lastFrame = nil }
        if let lastFrame { Console.note("together-frame \((frame.tick - lastFrame) * 1000) \(frame.work * 1000)") }
        lastFrame = frame.tick
    }
}
