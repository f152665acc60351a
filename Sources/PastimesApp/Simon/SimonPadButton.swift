import CardArt
import GameSupport
import GtkKit
import SimonCore

/// One of Simon's pads: a button named "Green", "Red"… that draws its quarter of the board.
/// Held down with the pointer it stays lit and sounding until released; activated from the
/// keyboard or by an assistive technology (a click with no press), it lights for a moment.
@MainActor
final class SimonPadButton {
    let pad: SimonPad
    let button = Button()
    private let drawing = DrawingArea()
    private var state = (lit: false, expected: false, enabled: true)
    /// A press by the pointer is under way, so the click that ends it is not a second press.
    private var pointerPressed = false

    var onPress: (@MainActor (SimonPad) -> Void)?
    var onRelease: (@MainActor () -> Void)?

    init(pad: SimonPad) {
        self.pad = pad
        button.hasFrame = false
        button.addCSSClass("pad")
        button.child = drawing
        drawing.hexpand = true
        drawing.vexpand = true
        button.setAccessibleLabel(pad.name)
        button.setAccessibleDescription("")
        drawing.setDraw { [weak self] cairo, width, height in
            guard let self else { return }
            SimonArt.drawPad(self.pad, lit: self.state.lit, expected: self.state.expected, enabled: self.state.enabled,
                             in: Rect(x: 0, y: 0, width: width, height: height), on: Canvas(cairo: cairo))
        }
        let pointer = ClickGesture()
        pointer.phase = .capture
        pointer.onPressed { [weak self] _, _, _ in
            guard let self, self.state.enabled else { return }
            self.pointerPressed = true
            self.onPress?(self.pad)
        }
        pointer.onEnd { [weak self] in
            guard let self, self.pointerPressed else { return }
            self.onRelease?()
        }
        button.addController(pointer)
        button.onClicked { [weak self] in
            guard let self else { return }
            if self.pointerPressed {
                self.pointerPressed = false
                return
            }
            // A press without a pointer: light the pad as long as a quick tap would.
            self.onPress?(self.pad)
            Timeout.after(0.18) { [weak self] in self?.onRelease?() }
        }
    }

    func show(lit: Bool, expected: Bool, enabled: Bool, description: String) {
        let new = (lit, expected, enabled)
        guard new != state else { return }
        state = new
        drawing.queueDraw()
        button.isSensitive = enabled
        button.setAccessibleDescription(description)
    }
}
