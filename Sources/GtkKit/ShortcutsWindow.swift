import CGtk

/// The Keyboard Shortcuts window, built from a list of sections.
@MainActor
public enum ShortcutsWindow {
    public struct Shortcut: Sendable {
        public let title: String
        /// GTK accelerator syntax: "<Control>n", "Escape", "1 2 3".
        public let accelerator: String
        public init(_ title: String, _ accelerator: String) { self.title = title; self.accelerator = accelerator }
    }

    public struct Group: Sendable {
        public let title: String
        public let shortcuts: [Shortcut]
        public init(_ title: String, _ shortcuts: [Shortcut]) { self.title = title; self.shortcuts = shortcuts }
    }

    /// Shortcuts in a column before another begins: two columns hold the app's on one page,
    /// narrow enough for a laptop's screen (GTK's fifteen made three columns and a second page).
    static let maximumRows = 17

    /// `title` names the window for screen readers (GTK leaves it "GtkShortcutsWindow");
    /// `keyNames` gives words for the keys GTK shows by their key symbols' names when it has no
    /// translation of its own ("Page_Down" in English).
    public static func present(parent: ApplicationWindow, title: String, groups: [Group], keyNames: [String: String] = [:]) {
        // not for people: GtkBuilder markup; the titles inside are translated by the callers.
        let xml = """
            <interface><object class="GtkShortcutsWindow" id="window"><property name="modal">1</property>
            <child><object class="GtkShortcutsSection"><property name="section-name">shortcuts</property>
            <property name="max-height">\(maximumRows)</property>
            \(groups.map(groupXML).joined())
            </object></child></object></interface>
            """
        let builder = gtk_builder_new_from_string(xml, -1)!
        let window = UnsafeMutablePointer<GtkWindow>(OpaquePointer(gtk_builder_get_object(builder, "window")!))
        gtk_window_set_title(window, title)
        renameKeycaps(in: UnsafeMutablePointer(OpaquePointer(window)), keyNames)
        parent.presentDialog(window)
        g_object_unref(UnsafeMutableRawPointer(builder))
    }

    private static func groupXML(_ group: Group) -> String {
        let items = group.shortcuts.map { shortcut in
            // not for people: GtkBuilder markup.
            """
            <child><object class="GtkShortcutsShortcut">
            <property name="title">\(escape(shortcut.title))</property>
            <property name="accelerator">\(escape(shortcut.accelerator))</property></object></child>
            """
        }
        // not for people: GtkBuilder markup.
        return """
            <child><object class="GtkShortcutsGroup"><property name="title">\(escape(group.title))</property>
            \(items.joined())</object></child>
            """
    }

    /// Every label under `root` that reads as one of `names`' keys (a keycap, or the search
    /// page's copy of one) reads as its value instead.
    private static func renameKeycaps(in root: UnsafeMutablePointer<GtkWidget>, _ names: [String: String]) {
        guard !names.isEmpty else { return }
        forEachDescendant(of: root, ofType: gtk_label_get_type()) { widget in
            let label = OpaquePointer(widget)   // GtkLabel is opaque to Swift
            if let text = gtk_label_get_label(label), let name = names[String(cString: text)] {
                gtk_label_set_label(label, name)
            }
        }
    }

    private static func escape(_ text: String) -> String {
        text.replacingAll("&", with: "&amp;").replacingAll("<", with: "&lt;").replacingAll(">", with: "&gt;")
    }
}

extension String {
    /// Replaces every occurrence of `target`, without Foundation.
    public func replacingAll(_ target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
