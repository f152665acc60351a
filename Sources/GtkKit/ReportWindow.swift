import CGtk

/// A read-only window of titled rows in pages and groups, GNOME style (an AdwPreferencesWindow
/// without settings): the Statistics window. Rows are named for screen readers by their title
/// and subtitle.
@MainActor
public enum ReportWindow {
    public struct Row: Sendable {
        public let title: String
        public let subtitle: String
        public init(_ title: String, _ subtitle: String) { self.title = title; self.subtitle = subtitle }
    }

    public struct Group: Sendable {
        public let title: String
        public let rows: [Row]
        /// Shown in place of the rows when there are none.
        public let emptyText: String
        public init(_ title: String, rows: [Row], emptyText: String) { self.title = title; self.rows = rows; self.emptyText = emptyText }
    }

    public struct Page: Sendable {
        public let title: String
        public let iconName: String
        public let groups: [Group]
        public init(_ title: String, iconName: String, groups: [Group]) { self.title = title; self.iconName = iconName; self.groups = groups }
    }

    public static func present(parent: ApplicationWindow, title: String, pages: [Page]) {
        let window = UnsafeMutablePointer<AdwPreferencesWindow>(OpaquePointer(adw_preferences_window_new()!))
        let gtkWindow = UnsafeMutablePointer<GtkWindow>(OpaquePointer(window))
        gtk_window_set_title(gtkWindow, title)
        adw_preferences_window_set_search_enabled(window, 0)
        for page in pages {
            let pageWidget = UnsafeMutablePointer<AdwPreferencesPage>(OpaquePointer(adw_preferences_page_new()!))
            adw_preferences_page_set_title(pageWidget, page.title)
            adw_preferences_page_set_icon_name(pageWidget, page.iconName)
            for group in page.groups { adw_preferences_page_add(pageWidget, makeGroup(group)) }
            adw_preferences_window_add(window, pageWidget)
        }
        gtk_window_set_transient_for(gtkWindow, parent.window)
        gtk_window_set_modal(gtkWindow, 1)
        gtk_window_present(gtkWindow)
    }

    private static func makeGroup(_ group: Group) -> UnsafeMutablePointer<AdwPreferencesGroup> {
        let widget = UnsafeMutablePointer<AdwPreferencesGroup>(OpaquePointer(adw_preferences_group_new()!))
        adw_preferences_group_set_title(widget, group.title)
        if group.rows.isEmpty { adw_preferences_group_set_description(widget, group.emptyText) }
        for row in group.rows {
            let rowWidget = adw_action_row_new()!
            adw_preferences_row_set_title(UnsafeMutablePointer(OpaquePointer(rowWidget)), row.title)
            adw_action_row_set_subtitle(UnsafeMutablePointer(OpaquePointer(rowWidget)), row.subtitle)
            pastimes_accessible_set_label(OpaquePointer(rowWidget), row.title + ": " + row.subtitle)
            adw_preferences_group_add(widget, rowWidget)
        }
        return widget
    }
}
