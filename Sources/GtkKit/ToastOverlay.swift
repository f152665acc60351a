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
