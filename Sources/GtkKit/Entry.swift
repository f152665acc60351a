import CGtk

/// A line of text the player types: an address, a code, a name. Either a plain field or a
/// preference row with its title (libadwaita's entry row, for a boxed list); both are edited
/// through GTK's editable interface.
@MainActor
public final class Entry: Widget {
    public enum Purpose { case text, digits, name }

    public init(text: String = "", placeholder: String? = nil, purpose: Purpose = .text) {
        super.init(adopting: gtk_entry_new())
        self.text = text
        gtk_entry_set_placeholder_text(cast(), placeholder)
        gtk_entry_set_input_purpose(cast(), purpose.gtk)
        // Enter in the field answers the dialog it is in with its default response.
        gtk_entry_set_activates_default(cast(), 1)
    }

    /// A row titled `title` in a boxed list; its field is named by the title for screen readers.
    public init(rowTitle title: String, text: String = "", purpose: Purpose = .text) {
        super.init(adopting: adw_entry_row_new())
        adw_preferences_row_set_title(UnsafeMutablePointer(OpaquePointer(pointer)), title)
        self.text = text
        adw_entry_row_set_input_purpose(cast(), purpose.gtk)
        adw_entry_row_set_activates_default(cast(), 1)
        if let field = gtk_editable_get_delegate(editable) {
            pastimes_accessible_set_label(field, title)
        }
    }

    private var editable: OpaquePointer { OpaquePointer(pointer) }

    public var text: String {
        get { gtk_editable_get_text(editable).map { String(cString: $0) } ?? "" }
        set { gtk_editable_set_text(editable, newValue) }
    }

    /// The most characters the field takes (0: no limit): its text's, plain field or row.
    public var maximumLength: Int {
        get { gtk_editable_get_delegate(editable).map { Int(gtk_text_get_max_length(UnsafeMutablePointer<GtkText>($0))) } ?? 0 }
        set {
            guard let field = gtk_editable_get_delegate(editable) else { return }
            gtk_text_set_max_length(UnsafeMutablePointer<GtkText>(field), Int32(newValue))
        }
    }

    /// Called as the text changes, typed or set.
    public func onChanged(_ handler: @escaping @MainActor () -> Void) {
        connect(pointer, .plain("changed"), handler)
    }
}

private extension Entry.Purpose {
    var gtk: GtkInputPurpose {
        switch self {
        case .text: GTK_INPUT_PURPOSE_FREE_FORM
        case .digits: GTK_INPUT_PURPOSE_DIGITS
        case .name: GTK_INPUT_PURPOSE_NAME
        }
    }
}
