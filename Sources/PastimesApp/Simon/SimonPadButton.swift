import CardArt
import GameSupport
import GtkKit
import MainLoop
import SimonCore

/// One of Simon's pads: a button named "Green", "Red"… that draws its quarter of the board.
/// Held down with the pointer (or a finger) it stays lit and sounding until released; the raw
/// press and release are taken before the button's own click handling sees them. Activated from
/// the keyboard or by an assistive technology, it lights for a moment.
@MainActor
final class SimonPadButton {
    let pad: SimonPad
    let button = Button()
    private let drawing = DrawingArea()
    private let pointer = PointerPressController()
    private var state = (lit: false, expected: false, enabled: true)
    /// Choose Your Colour: the owner's name drawn on the pad, and whether they are out.
    private var owner: (name: String?, isOut: Bool) = (nil, false)
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
                             owner: self.owner.name, isOut: self.owner.isOut,
                             in: Rect(x: 0, y: 0, width: width, height: height), on: Canvas(cairo: cairo))
        }
        pointer.phase = .capture
        pointer.onPressOrRelease { [weak self] pressed in
            guard let self else { return }
            if pressed, self.state.enabled {
                self.pointerPressed = true
                self.onPress?(self.pad)
            } else if !pressed, self.pointerPressed {
                self.pointerPressed = false
                self.onRelease?()
            }
        }
        button.addController(pointer)
        button.onClicked { [weak self] in
            guard let self else { return }
            // Activated without the pointer: light the pad as long as a quick tap would.
            self.onPress?(self.pad)
            GLibScheduler.main.after(0.18) { [weak self] in self?.onRelease?() }
        }
    }

    func show(lit: Bool, expected: Bool, enabled: Bool, owner: String? = nil, isOut: Bool = false, description: String) {
        // A pad held down stays sensitive until it is let go (a wrong press ends the game
        // mid-press), or its release would never arrive.
        button.isSensitive = enabled || pointerPressed
        let new = (lit, expected, enabled)
        guard new != state || owner != self.owner.name || isOut != self.owner.isOut else { return }
        state = new
        self.owner = (owner, isOut)
        drawing.queueDraw()
        button.setAccessibleDescription(description)
    }
}
