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

    /// `overlay` in a window on screen, where libadwaita animates toasts coming and going (it
    /// skips the animations of a widget not shown); the window goes when `body` is done.
    private func onScreen(_ overlay: ToastOverlay, _ body: () -> Void) {
        let window = gtk_window_new()!
        gtk_window_set_child(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self), overlay.pointer)
        gtk_window_present(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self))
        Toolkit.runMainLoop(for: 0.1)
        body()
        gtk_window_destroy(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self))
    }

    @Test func aBurstOfAnswersShowsOneToastWithTheLatest() {
        let overlay = ToastOverlay(child: Label(""))
        var shown: [String] = []
        let complaints = gtkComplaints(in: ["Gtk", "GLib-GObject", "Adwaita"]) {
            onScreen(overlay) {
                for answer in ["Undone.", "Nothing to undo.", "Nothing to redo."] {
                    overlay.showPassing(answer, seconds: 3)
                    Toolkit.runMainLoop(for: 0.01)
                }
                // Within a toast's 300 ms hiding: a toast dismissed for the next would still be there.
                shown = texts(under: overlay.pointer).filter { $0.hasPrefix("Nothing") || $0.hasPrefix("Undone") }
            }
        }
        #expect(complaints.isEmpty)
        #expect(shown == ["Nothing to redo."])
    }

    @Test func anAnswerAfterTheLastWentAwayComesInANewToast() {
        let overlay = ToastOverlay(child: Label(""))
        let complaints = gtkComplaints(in: ["Gtk", "GLib-GObject", "Adwaita"]) {
            onScreen(overlay) {
                overlay.showPassing("Undone.", seconds: 1)
                Toolkit.runMainLoop(for: 1.2)   // it times out, and is sliding away
                overlay.showPassing("Redone.", seconds: 3)
                Toolkit.runMainLoop(for: 0.6)
            }
        }
        #expect(complaints.isEmpty)
        #expect(texts(under: overlay.pointer).filter { $0.hasSuffix("one.") } == ["Redone."])
    }
}
