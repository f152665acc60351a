import CGtk
import GtkKit
import Testing

/// A button whose label may wrap (for narrow windows and long translations) asks for the width
/// of one line: it breaks only when there is not that much room ("Deal 3 / More Cards" on a
/// wide window was the bug).
@MainActor
@Suite(.enabled("needs a display") { await Toolkit.isReady || Toolkit.isRequired })
struct ButtonLabelTests {
    func naturalWidth(_ button: Button) -> Int32 {
        var minimum: Int32 = 0, natural: Int32 = 0
        gtk_widget_measure(button.pointer, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)
        return natural
    }

    @Test func aLabelThatMayWrapAsksForOneLinesWidth() {
        let plain = Button(label: "Deal 3 More Cards")
        let wrapping = Button(label: "Deal 3 More Cards")
        wrapping.letLabelWrap()
        #expect(naturalWidth(wrapping) == naturalWidth(plain))
        var minimum: Int32 = 0, natural: Int32 = 0
        gtk_widget_measure(wrapping.pointer, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)
        #expect(minimum < natural, "and it can still break when the window is narrow")
    }
}
