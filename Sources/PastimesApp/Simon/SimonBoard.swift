import GtkKit
import SimonCore
import Localization

/// The round board: four pad buttons in the toy's places, and the hub showing how far the
/// player has come ("8/15"). It keeps itself square and as large as the space allows.
@MainActor
final class SimonBoard {
    let root: AspectFrame
    let pads: [SimonPadButton]
    let progress = Label("0/8")

    init() {
        pads = SimonPad.allCases.map { SimonPadButton(pad: $0) }
        let rows = Box(.vertical)
        rows.homogeneous = true
        for row in 0..<2 {
            let line = Box(.horizontal)
            line.homogeneous = true
            line.vexpand = true
            for pad in pads where pad.pad.row == row {
                pad.button.hexpand = true
                line.append(pad.button)
            }
            rows.append(line)
        }
        progress.addCSSClass("simon-hub")
        progress.useTabularFigures()
        progress.halign = .center
        progress.valign = .center
        progress.setAccessibleLabel(tr("Progress"))
        let board = Overlay()
        board.child = rows
        board.addOverlay(progress)
        progress.canTarget = false
        root = AspectFrame(ratio: 1, child: board)
        root.hexpand = true
        root.vexpand = true
    }

    func pad(_ pad: SimonPad) -> SimonPadButton { pads[pad.rawValue] }
}
