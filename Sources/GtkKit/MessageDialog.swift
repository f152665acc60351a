import CGtk

/// A question with buttons ("Start a new game?"), attached to a window.
///
/// The wrapper holds a reference to the dialog for as long as it lives, and listens for the
/// answer once: each `present` only says who hears the next one.
@MainActor
public final class MessageDialog {
    private let dialog: UnsafeMutablePointer<AdwMessageDialog>
    private let parent: ApplicationWindow
    private var onResponse: (@MainActor (String) -> Void)?
    /// Itself while shown, so a caller need not keep the wrapper for the answer to arrive.
    private var whileShown: MessageDialog?

    public init(parent: ApplicationWindow, heading: String, body: String) {
        self.parent = parent
        dialog = UnsafeMutablePointer(OpaquePointer(adw_message_dialog_new(parent.window, heading, body)!))
        g_object_ref_sink(UnsafeMutableRawPointer(dialog))
        connect(UnsafeMutableRawPointer(dialog), .response) { [weak self] response in
            guard let self else { return }
            let handler = onResponse
            onResponse = nil
            whileShown = nil
            handler?(response)
        }
    }

    isolated deinit {
        g_object_unref(UnsafeMutableRawPointer(dialog))
    }

    public enum Appearance { case normal, suggested, destructive }

    public func addResponse(_ id: String, label: String, appearance: Appearance = .normal) {
        adw_message_dialog_add_response(dialog, id, label)
        switch appearance {
        case .normal: break
        case .suggested: adw_message_dialog_set_response_appearance(dialog, id, ADW_RESPONSE_SUGGESTED)
        case .destructive: adw_message_dialog_set_response_appearance(dialog, id, ADW_RESPONSE_DESTRUCTIVE)
        }
    }

    /// Whether the response's button can be pressed (a form's button waits for its fields).
    public func setResponseEnabled(_ id: String, _ enabled: Bool) { adw_message_dialog_set_response_enabled(dialog, id, enabled ? 1 : 0) }

    /// A widget under the message: a form, a list.
    public var extraChild: Widget? {
        didSet { adw_message_dialog_set_extra_child(dialog, extraChild?.pointer) }
    }

    public func setDefaultResponse(_ id: String) { adw_message_dialog_set_default_response(dialog, id) }
    public func setCloseResponse(_ id: String) { adw_message_dialog_set_close_response(dialog, id) }

    /// Shows the dialog; `handler` gets the chosen response's id.
    public func present(_ handler: @escaping @MainActor (String) -> Void) {
        onResponse = handler
        whileShown = self
        parent.presentDialog(UnsafeMutablePointer(OpaquePointer(dialog)))
    }
}
