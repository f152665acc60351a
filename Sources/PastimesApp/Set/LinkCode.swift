import CardArt
import GameSupport
import GtkKit
import Localization
import WebPlayer

/// A link shown twice: as text to read or copy, and as a QR code for a phone's camera. The
/// lobby has one for the local network and one for friends anywhere.
@MainActor
final class LinkCode {
    let text = Label()
    let code = DrawingArea()
    /// Copy Link, for a link sent by message to a friend far away (hidden where it is scanned).
    let copy = Button(label: tr("Copy Link"))
    private let copyable: Bool
    private var shown: String?
    private var modules: [[Bool]] = []

    init(copyable: Bool = false) {
        self.copyable = copyable
        copy.halign = .center
        copy.addCSSClass("pill")
        copy.isVisible = false
        copy.onClicked { [weak self] in
            guard let self, let shown else { return }
            copy.copyToClipboard(shown)
            copy.label = tr("Link Copied")
        }
        text.isSelectable = true
        text.wraps = true
        text.justification = .center
        code.setContentSize(width: 184, height: 184)
        code.halign = .center
        code.setDraw { [weak self] cairo, width, height in
            guard let self else { return }
            QRCodeArt.draw(modules, in: Rect(x: 0, y: 0, width: width, height: height), on: Canvas(cairo: cairo))
        }
    }

    /// Larger where there is room: a phone scans it from farther away.
    func setSide(_ side: Int) { code.setContentSize(width: side, height: side) }

    /// Shows `link`, or hides both where there is none.
    func show(_ link: String?) {
        text.isVisible = link != nil
        code.isVisible = link != nil
        copy.isVisible = copyable && link != nil
        guard link != shown else { return }
        shown = link
        copy.label = tr("Copy Link")
        text.text = link ?? ""
        modules = link.flatMap { QRCode($0)?.modules } ?? []
        code.setAccessibleLabel(link.map { fillIn(tr("QR code of the link %1$@"), $0) } ?? "")
        code.queueDraw()
    }
}
