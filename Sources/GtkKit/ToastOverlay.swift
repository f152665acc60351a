import CGtk
import MainLoop

/// Passing notices at the bottom of the window ("Game saved", "Couldn't read the save").
@MainActor
public final class ToastOverlay: Widget {
    public init(child: Widget) {
        self.child = child
        super.init(adopting: OpaquePointer(adw_toast_overlay_new()))
        adw_toast_overlay_set_child(opaque, child.pointer)
    }

    private let child: Widget
    /// The passing message on show (a reference of our own), which the next one replaces.
    private var passing: OpaquePointer?

    isolated deinit {
        if let passing { g_object_unref(UnsafeMutableRawPointer(passing)) }
    }

    /// Shows `message` briefly in place of the last such message, if it is still shown: a
    /// player who repeats a command sees the latest answer at once, not a queue of them.
    public func showPassing(_ message: String, seconds: Int) {
        if let passing {
            adw_toast_dismiss(passing)
            g_object_unref(UnsafeMutableRawPointer(passing))
        }
        let toast = adw_toast_new(message)
        adw_toast_set_timeout(toast, UInt32(seconds))
        // A title of its own, which wraps: a toast's own title is cut short on a narrow window.
        let title = gtk_label_new(message)
        gtk_label_set_wrap(OpaquePointer(title), 1)
        gtk_label_set_wrap_mode(OpaquePointer(title), PANGO_WRAP_WORD_CHAR)
        // A toast asks for its natural width, which for a long line is wider than a phone.
        gtk_label_set_max_width_chars(OpaquePointer(title), 34)
        gtk_label_set_justify(OpaquePointer(title), GTK_JUSTIFY_CENTER)
        gtk_widget_add_css_class(title, "heading")
        adw_toast_set_custom_title(toast, title)
        adw_toast_set_priority(toast, ADW_TOAST_PRIORITY_HIGH)
        passing = toast
        g_object_ref(UnsafeMutableRawPointer(toast))
        adw_toast_overlay_add_toast(opaque, toast)
    }

    /// Shows `message` for `seconds`; with `button`, a button that activates the action
    /// `button.action` (such as "app.details") with `button.text` as its parameter.
    public func show(_ message: String, seconds: Int = 4, button: (label: String, action: String, text: String)? = nil) {
        let toast = adw_toast_new(message)
        adw_toast_set_timeout(toast, UInt32(seconds))
        if let button {
            adw_toast_set_button_label(toast, button.label)
            adw_toast_set_action_name(toast, button.action)
            adw_toast_set_action_target_value(toast, g_variant_new_string(button.text))
        }
        adw_toast_overlay_add_toast(opaque, toast)
        // The toast's widgets come into being as it is shown.
        Timeout.after(0) { [weak self] in
            guard let self else { return }
            nameButtonsPlainly(in: self.pointer)
        }
    }
}
