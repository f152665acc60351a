import CGtk

/// A line of text the player types: an address, a code, a name.
@MainActor
public final class Entry: Widget {
    public enum Purpose { case text, digits, name }

    public init(text: String = "", placeholder: String? = nil, purpose: Purpose = .text) {
        super.init(adopting: gtk_entry_new())
        self.text = text
        gtk_entry_set_placeholder_text(cast(), placeholder)
        let value: GtkInputPurpose
        switch purpose {
        case .text: value = GTK_INPUT_PURPOSE_FREE_FORM
        case .digits: value = GTK_INPUT_PURPOSE_DIGITS
        case .name: value = GTK_INPUT_PURPOSE_NAME
        }
        gtk_entry_set_input_purpose(cast(), value)
        // Enter in the field answers the dialog it is in with its default response.
        gtk_entry_set_activates_default(cast(), 1)
    }

    public var text: String {
        get { gtk_editable_get_text(cast()).map { String(cString: $0) } ?? "" }
        set { gtk_editable_set_text(cast(), newValue) }
    }

    /// The most characters the field takes (0: no limit).
    public var maximumLength: Int {
        get { Int(gtk_entry_get_max_length(cast())) }
        set { gtk_entry_set_max_length(cast(), Int32(newValue)) }
    }

    /// Called as the text changes, typed or set.
    public func onChanged(_ handler: @escaping @MainActor () -> Void) {
        connect(pointer, .plain("changed"), handler)
    }
}
