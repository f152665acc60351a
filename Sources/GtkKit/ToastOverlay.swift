import CGtk
import MainLoop

/// Passing notices at the bottom of the window ("Game saved", "Couldn't read the save").
@MainActor
public final class ToastOverlay: Widget {
    public init(child: Widget) {
        self.child = child
        super.init(adopting: OpaquePointer(adw_toast_overlay_new()))
        adw_toast_overlay_set_child(cast(), child.pointer)
    }

    private let child: Widget
    /// The passing message on show (a reference of our own) and its title, which the next
    /// message rewrites; nil once it is dismissed (timed out, closed, Escape).
    private var passing: (toast: OpaquePointer, title: UnsafeMutablePointer<GtkWidget>)?

    isolated deinit {
        if let passing { g_object_unref(UnsafeMutableRawPointer(passing.toast)) }
    }

    /// Shows `message` briefly in place of the last such message, if it is still shown: a
    /// player who repeats a command sees the latest answer at once, not a queue of them.
    ///
    /// The toast on show is rewritten and added again (which only restarts its timeout) rather
    /// than dismissed for a new one: a burst of answers then makes no widgets come and go while
    /// a screen reader reads them, and nothing slides out and in for each.
    public func showPassing(_ message: String, seconds: Int) {
        if let passing {
            gtk_label_set_text(OpaquePointer(passing.title), message)
            g_object_ref(UnsafeMutableRawPointer(passing.toast))   // adding takes a reference
            adw_toast_overlay_add_toast(cast(), passing.toast)
            return
        }
        let toast = adw_toast_new(message)!
        adw_toast_set_timeout(toast, UInt32(seconds))
        // A title of its own, which wraps: a toast's own title is cut short on a narrow window.
        let title = gtk_label_new(message)!
        gtk_label_set_wrap(OpaquePointer(title), 1)
        gtk_label_set_wrap_mode(OpaquePointer(title), PANGO_WRAP_WORD_CHAR)
        // A toast asks for its natural width, which for a long line is wider than a phone.
        gtk_label_set_max_width_chars(OpaquePointer(title), 34)
        gtk_label_set_justify(OpaquePointer(title), GTK_JUSTIFY_CENTER)
        gtk_widget_add_css_class(title, "heading")
        adw_toast_set_custom_title(toast, title)
        // Before anything else on show: an answer to what the player just did.
        adw_toast_set_priority(toast, ADW_TOAST_PRIORITY_HIGH)
        g_object_ref(UnsafeMutableRawPointer(toast))
        passing = (toast, title)
        // "dismissed" comes before the overlay lets the toast go: from then on it is not
        // added again (libadwaita would look for it in its queue), a new one is.
        connect(UnsafeMutableRawPointer(toast), .plain("dismissed")) { [weak self] in
            guard let self, let passing = self.passing, passing.toast == toast else { return }
            self.passing = nil
            g_object_unref(UnsafeMutableRawPointer(passing.toast))
        }
        adw_toast_overlay_add_toast(cast(), toast)
    }

    /// Takes away the passing message on show, if any: it answered a command that something
    /// newer (a move with its own line) has overtaken.
    public func dismissPassing() {
        guard let passing else { return }
        adw_toast_dismiss(passing.toast)
    }

    /// Shows `message` for `seconds`; with `button`, a button that activates the action
    /// `button.action` (such as "app.details") with `button.text` as its parameter.
    public func show(_ message: String, seconds: Int = 4, button: (label: String, action: String, text: String)? = nil) {
        // A toast's title is Pango markup in libadwaita 1.2: a file's name may hold "&" or "<".
        let escaped = g_markup_escape_text(message, -1)!
        defer { g_free(escaped) }
        let toast = adw_toast_new(escaped)
        adw_toast_set_timeout(toast, UInt32(seconds))
        if let button {
            adw_toast_set_button_label(toast, button.label)
            adw_toast_set_action_name(toast, button.action)
            adw_toast_set_action_target_value(toast, g_variant_new_string(button.text))
        }
        adw_toast_overlay_add_toast(cast(), toast)
        // The toast's widgets come into being as it is shown.
        GLibScheduler.main.nextTurn { [weak self] in
            guard let self else { return }
            nameButtonsPlainly(in: self.pointer)
        }
    }
}
