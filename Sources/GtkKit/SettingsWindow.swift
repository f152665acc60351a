import CGtk

/// A GNOME preferences window (AdwPreferencesWindow) built from a description: pages of groups
/// of rows, each row a choice, a switch or a number reporting changes to a Swift closure, or a
/// read-only line (the Statistics window is one of these too). The window owns its widgets; the
/// closures live as long as their signal connections.
@MainActor
public enum SettingsWindow {
    public enum Row {
        /// One of several options, shown as a drop-down row. With `valueAsSubtitle` the chosen
        /// option is written under the title, on a line of its own (long options are not cut
        /// short beside the title), and `subtitle` is not shown.
        case choice(title: String, subtitle: String?, options: [String], selected: Int, valueAsSubtitle: Bool = false, changed: @MainActor (Int) -> Void)
        case toggle(title: String, subtitle: String?, isOn: Bool, changed: @MainActor (Bool) -> Void)
        case number(title: String, subtitle: String?, range: ClosedRange<Int>, value: Int, changed: @MainActor (Int) -> Void)
        /// A line to read, named for screen readers by its title and subtitle together.
        case info(title: String, subtitle: String)
        /// Information with a button that opens more of it ("Review").
        case infoWithButton(title: String, subtitle: String, button: String, activated: @MainActor () -> Void)
        /// A line of text to type (a new high score's name), at most `maximumLength` characters;
        /// the window opens with the focus in the first one that asks for it, its text selected
        /// (typing replaces it), and Enter or the row's Done button closes it.
        /// `done` labels the button that closes the window.
        case entry(title: String, text: String, maximumLength: Int, focused: Bool, done: String, changed: @MainActor (String) -> Void)
    }

    public struct Group {
        public let title: String
        public let rows: [Row]
        /// Shown under the title when there are no rows.
        public let emptyText: String?
        /// Shown under the title above the rows (what to do with a field among them).
        public let description: String?
        public init(_ title: String, _ rows: [Row], emptyText: String? = nil, description: String? = nil) {
            self.title = title
            self.rows = rows
            self.emptyText = emptyText
            self.description = description
        }
    }

    public struct Page {
        public let title: String
        public let iconName: String
        public let groups: [Group]
        /// What the page says instead of its groups when it has nothing to show: a title and a
        /// line, under the page's icon (libadwaita's status page).
        public var emptyState: (title: String, description: String)?
        public init(_ title: String, iconName: String, _ groups: [Group], emptyState: (title: String, description: String)? = nil) {
            self.title = title
            self.iconName = iconName
            self.groups = groups
            self.emptyState = emptyState
        }
    }

    /// Shows the window, on page `visiblePage`; `title` replaces libadwaita's "Preferences";
    /// `size`, where given, replaces libadwaita's (a window of a few rows need not be tall).
    public static func present(parent: ApplicationWindow, title: String? = nil, pages: [Page], visiblePage: Int = 0,
                               size: (width: Int, height: Int)? = nil) {
        let window = UnsafeMutablePointer<AdwPreferencesWindow>(OpaquePointer(adw_preferences_window_new()!))
        let gtkWindow = UnsafeMutablePointer<GtkWindow>(OpaquePointer(window))
        if let title { gtk_window_set_title(gtkWindow, title) }
        if let size { gtk_window_set_default_size(gtkWindow, Int32(size.width), Int32(size.height)) }
        adw_preferences_window_set_search_enabled(window, 0)
        var focus: UnsafeMutablePointer<GtkWidget>?
        for page in pages {
            let pageWidget = UnsafeMutablePointer<AdwPreferencesPage>(OpaquePointer(adw_preferences_page_new()!))
            adw_preferences_page_set_title(pageWidget, page.title)
            adw_preferences_page_set_icon_name(pageWidget, page.iconName)
            if let empty = page.emptyState {
                let status = adw_status_page_new()!
                adw_status_page_set_icon_name(OpaquePointer(status), page.iconName)
                adw_status_page_set_title(OpaquePointer(status), empty.title)
                adw_status_page_set_description(OpaquePointer(status), empty.description)
                gtk_widget_set_vexpand(status, 1)
                let holder = UnsafeMutablePointer<AdwPreferencesGroup>(OpaquePointer(adw_preferences_group_new()!))
                adw_preferences_group_add(holder, status)
                adw_preferences_page_add(pageWidget, holder)
            }
            for group in page.groups where page.emptyState == nil {
                let groupWidget = UnsafeMutablePointer<AdwPreferencesGroup>(OpaquePointer(adw_preferences_group_new()!))
                adw_preferences_group_set_title(groupWidget, group.title)
                if group.rows.isEmpty, let emptyText = group.emptyText { adw_preferences_group_set_description(groupWidget, emptyText) }
                if !group.rows.isEmpty, let description = group.description { adw_preferences_group_set_description(groupWidget, description) }
                for row in group.rows {
                    let widget = makeRow(row)
                    if case .entry(_, _, _, let focused, let doneLabel, _) = row {
                        if focused, focus == nil { focus = widget }
                        // Enter takes the name typed, as a dialog's default button would, and so does Done.
                        if let field = gtk_editable_get_delegate(OpaquePointer(widget)) {
                            connect(UnsafeMutableRawPointer(field), .plain("activate"), { gtk_window_close(gtkWindow) })
                        }
                        let done = gtk_button_new_with_mnemonic(doneLabel)!
                        gtk_widget_add_css_class(done, "suggested-action")
                        gtk_widget_set_valign(done, GTK_ALIGN_CENTER)
                        adw_entry_row_add_suffix(UnsafeMutablePointer(OpaquePointer(widget)), done)
                        connect(UnsafeMutableRawPointer(done), .plain("clicked"), { gtk_window_close(gtkWindow) })
                    }
                    adw_preferences_group_add(groupWidget, widget)
                }
                adw_preferences_page_add(pageWidget, groupWidget)
            }
            adw_preferences_window_add(window, pageWidget)
            if pages.firstIndex(where: { $0.title == page.title }) == visiblePage { adw_preferences_window_set_visible_page(window, pageWidget) }
        }
        gtk_window_set_modal(gtkWindow, 1)
        if let focus {
            // Once the window is up: before that, the window gives the focus to its first control.
            let field = gtk_editable_get_delegate(OpaquePointer(focus)).map { UnsafeMutablePointer<GtkWidget>($0) } ?? focus
            connect(UnsafeMutableRawPointer(window), .plain("map"), {
                gtk_window_set_focus(gtkWindow, field)
                // The name there to begin with is replaced by what is typed, or kept by Enter.
                gtk_editable_select_region(OpaquePointer(field), 0, -1)
            })
        }
        parent.presentDialog(gtkWindow)
    }

    private static func makeRow(_ row: Row) -> UnsafeMutablePointer<GtkWidget> {
        switch row {
        case .choice(let title, let subtitle, let options, let selected, let valueAsSubtitle, let changed):
            let widget = adw_combo_row_new()!
            let combo = UnsafeMutablePointer<AdwComboRow>(OpaquePointer(widget))
            let list = withCStrings(options) { strings in gtk_string_list_new(strings) }!
            adw_combo_row_set_model(combo, list)
            g_object_unref(UnsafeMutableRawPointer(list))
            adw_combo_row_set_selected(combo, UInt32(selected))
            adw_combo_row_set_use_subtitle(combo, valueAsSubtitle ? 1 : 0)
            label(widget, title, valueAsSubtitle ? nil : subtitle)
            let body: Action = { changed(Int(adw_combo_row_get_selected(combo))) }
            connect(UnsafeMutableRawPointer(widget), .notify("selected"), body)
            return widget
        case .toggle(let title, let subtitle, let isOn, let changed):
            let widget = adw_action_row_new()!
            let toggle = gtk_switch_new()!
            let switchWidget = OpaquePointer(toggle)
            gtk_switch_set_active(switchWidget, isOn ? 1 : 0)
            gtk_widget_set_valign(toggle, GTK_ALIGN_CENTER)
            adw_action_row_add_suffix(UnsafeMutablePointer(OpaquePointer(widget)), toggle)
            adw_action_row_set_activatable_widget(UnsafeMutablePointer(OpaquePointer(widget)), toggle)
            label(widget, title, subtitle)
            let body: Action = { changed(gtk_switch_get_active(switchWidget) != 0) }
            connect(UnsafeMutableRawPointer(toggle), .notify("active"), body)
            return widget
        case .number(let title, let subtitle, let range, let value, let changed):
            let widget = adw_action_row_new()!
            let spin = gtk_spin_button_new_with_range(Double(range.lowerBound), Double(range.upperBound), 1)!
            let spinButton = OpaquePointer(spin)
            gtk_spin_button_set_value(spinButton, Double(value))
            gtk_widget_set_valign(spin, GTK_ALIGN_CENTER)
            adw_action_row_add_suffix(UnsafeMutablePointer(OpaquePointer(widget)), spin)
            label(widget, title, subtitle)
            pastimes_accessible_set_label(OpaquePointer(spin), title)
            let body: Action = { changed(Int(gtk_spin_button_get_value_as_int(spinButton))) }
            connect(UnsafeMutableRawPointer(spin), .plain("value-changed"), body)
            return widget
        case .entry(let title, let text, let maximumLength, _, _, let changed):
            let widget = adw_entry_row_new()!
            adw_preferences_row_set_title(UnsafeMutablePointer(OpaquePointer(widget)), title)
            let editable = OpaquePointer(widget)
            gtk_editable_set_text(editable, text)
            if let field = gtk_editable_get_delegate(editable) {
                gtk_text_set_max_length(UnsafeMutablePointer<GtkText>(field), Int32(maximumLength))
                pastimes_accessible_set_label(field, title)
            }
            let body: Action = { changed(gtk_editable_get_text(editable).map { String(cString: $0) } ?? "") }
            connect(UnsafeMutableRawPointer(widget), .plain("changed"), body)
            return widget
        case .info(let title, let subtitle):
            let widget = adw_action_row_new()!
            label(widget, title, subtitle)
            pastimes_accessible_set_label(OpaquePointer(widget), title + ": " + subtitle)
            return widget
        case .infoWithButton(let title, let subtitle, let buttonLabel, let activated):
            let widget = makeRow(.info(title: title, subtitle: subtitle))
            let button = gtk_button_new_with_label(buttonLabel)!
            gtk_widget_set_valign(button, GTK_ALIGN_CENTER)
            adw_action_row_add_suffix(UnsafeMutablePointer(OpaquePointer(widget)), button)
            // Among ten such buttons, each says which game it opens (its name stays its label).
            pastimes_accessible_set_description(OpaquePointer(button), title + ": " + subtitle)
            connect(UnsafeMutableRawPointer(button), .plain("clicked"), activated)
            return widget
        }
    }

    private static func label(_ row: UnsafeMutablePointer<GtkWidget>, _ title: String, _ subtitle: String?) {
        adw_preferences_row_set_title(UnsafeMutablePointer(OpaquePointer(row)), title)
        if let subtitle { adw_action_row_set_subtitle(UnsafeMutablePointer(OpaquePointer(row)), subtitle) }
    }
}
