import CGtk
import GtkKit
import Testing

/// Passing answers: a burst of them shows one toast, rewritten, never a queue of toasts coming
/// and going (which is where libadwaita 1.2 and the accessibility bus once crossed).
@MainActor
@Suite(.serialized, .enabled("needs a display") { await Toolkit.isReady || Toolkit.isRequired })
struct ToastOverlayTests {
    /// The texts of the labels under `widget`, depth first.
    private func texts(under widget: UnsafeMutablePointer<GtkWidget>) -> [String] {
        var found: [String] = []
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            if g_type_check_instance_is_a(UnsafeMutablePointer(OpaquePointer(current)), gtk_label_get_type()) != 0,
               let text = gtk_label_get_text(OpaquePointer(current)) {
                found.append(String(cString: text))
            }
            found += texts(under: current)
            child = gtk_widget_get_next_sibling(current)
        }
        return found
    }

    @Test func aBurstOfAnswersShowsOneToastWithTheLatest() {
        let overlay = ToastOverlay(child: Label(""))
        let complaints = gtkComplaints(in: ["Gtk", "GLib-GObject", "Adwaita"]) {
            for answer in ["Undone.", "Nothing to undo.", "Nothing to redo."] {
                overlay.showPassing(answer, seconds: 3)
                Toolkit.runMainLoop(for: 0.01)
            }
        }
        #expect(complaints.isEmpty)
        let shown = texts(under: overlay.pointer).filter { $0.hasPrefix("Nothing") || $0.hasPrefix("Undone") }
        #expect(shown == ["Nothing to redo."])
    }

    @Test func anAnswerAfterTheLastWentAwayComesInANewToast() {
        let overlay = ToastOverlay(child: Label(""))
        let complaints = gtkComplaints(in: ["Gtk", "GLib-GObject", "Adwaita"]) {
            overlay.showPassing("Undone.", seconds: 1)
            Toolkit.runMainLoop(for: 1.2)   // it times out, and is sliding away
            overlay.showPassing("Redone.", seconds: 3)
            Toolkit.runMainLoop(for: 0.6)
        }
        #expect(complaints.isEmpty)
        #expect(texts(under: overlay.pointer).filter { $0.hasSuffix("one.") } == ["Redone."])
    }
}
