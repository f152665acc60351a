import CGtk
import GtkKit
import Testing

/// The card table's layer keeps its cards in the table's order, which is the order a screen
/// reader reads them in, however they were added.
@MainActor
@Suite(.serialized, .enabled("needs a display") { await Toolkit.isReady || Toolkit.isRequired })
struct FixedOrderTests {
    init() {
        #expect(Toolkit.isReady, "GTK could not start: no display")
    }

    /// The labels of `fixed`'s children, first to last.
    func order(of fixed: Fixed) -> [String] {
        var labels: [String] = []
        var child = gtk_widget_get_first_child(fixed.pointer)
        while let widget = child {
            labels.append(gtk_button_get_label(UnsafeMutablePointer(OpaquePointer(widget))).map { String(cString: $0) } ?? "?")
            child = gtk_widget_get_next_sibling(widget)
        }
        return labels
    }

    @Test func childrenAreArrangedInTheOrderGiven() {
        let fixed = Fixed()
        let buttons = ["a", "b", "c", "d"].map { Button(label: $0) }
        for button in buttons { fixed.put(button, x: 0, y: 0) }
        #expect(order(of: fixed) == ["a", "b", "c", "d"])
        fixed.arrange([buttons[2], buttons[0], buttons[3], buttons[1]])
        #expect(order(of: fixed) == ["c", "a", "d", "b"])
        fixed.arrange([buttons[3], buttons[1]])
        #expect(order(of: fixed) == ["d", "b", "c", "a"], "the ones given first, the rest after them as they were")
    }
}
