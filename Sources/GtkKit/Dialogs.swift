import CGtk

/// A question with buttons ("Start a new game?"), attached to a window.
@MainActor
public final class MessageDialog {
    private let dialog: UnsafeMutablePointer<AdwMessageDialog>

    private let parent: ApplicationWindow

    public init(parent: ApplicationWindow, heading: String, body: String) {
        self.parent = parent
        dialog = UnsafeMutablePointer(OpaquePointer(adw_message_dialog_new(parent.window, heading, body)!))
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

    public func setDefaultResponse(_ id: String) { adw_message_dialog_set_default_response(dialog, id) }
    public func setCloseResponse(_ id: String) { adw_message_dialog_set_close_response(dialog, id) }

    /// Shows the dialog; `handler` gets the chosen response's id.
    public func present(_ handler: @escaping @MainActor (String) -> Void) {
        connect(UnsafeMutableRawPointer(dialog), "response", thunk: stringThunk, body: handler as StringHandler)
        parent.presentDialog(UnsafeMutablePointer(OpaquePointer(dialog)))
    }
}

/// The About window, GNOME style.
@MainActor
public enum AboutWindow {
    /// What the window says about the app.
    public struct Info {
        public var name: String
        public var applicationID: String
        public var version: String
        public var comments: String
        public var developerName: String
        public var copyright: String
        public var website: String
        public var issueURL: String
        /// The release notes of `version`: AppStream description markup (<p>, <ul>, <li>).
        public var releaseNotes: String?
        public var developers: [String]
        public var designers: [String]
        /// Further credits: a section's title and the people or works in it.
        public var credits: [(title: String, names: [String])]

        public init(name: String, applicationID: String, version: String, comments: String, developerName: String,
                    copyright: String, website: String, issueURL: String, releaseNotes: String?, developers: [String],
                    designers: [String], credits: [(title: String, names: [String])]) {
            self.name = name; self.applicationID = applicationID; self.version = version; self.comments = comments
            self.developerName = developerName; self.copyright = copyright; self.website = website; self.issueURL = issueURL
            self.releaseNotes = releaseNotes; self.developers = developers; self.designers = designers; self.credits = credits
        }
    }

    public static func present(parent: ApplicationWindow, _ info: Info) {
        let about = OpaquePointer(adw_about_window_new())!
        adw_about_window_set_application_name(about, info.name)
        adw_about_window_set_application_icon(about, info.applicationID)
        adw_about_window_set_version(about, info.version)
        adw_about_window_set_comments(about, info.comments)
        adw_about_window_set_developer_name(about, info.developerName)
        adw_about_window_set_copyright(about, info.copyright)
        adw_about_window_set_website(about, info.website)
        adw_about_window_set_issue_url(about, info.issueURL)
        if let notes = info.releaseNotes {
            adw_about_window_set_release_notes_version(about, info.version)
            adw_about_window_set_release_notes(about, notes)
        }
        adw_about_window_set_license_type(about, GTK_LICENSE_MIT_X11)
        withCStrings(info.developers) { adw_about_window_set_developers(about, $0) }
        withCStrings(info.designers) { adw_about_window_set_designers(about, $0) }
        for credit in info.credits { withCStrings(credit.names) { adw_about_window_add_credit_section(about, credit.title, $0) } }
        gtk_window_set_modal(UnsafeMutablePointer(about), 1)
        parent.presentDialog(UnsafeMutablePointer(about))
    }
}

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

    public static func present(parent: ApplicationWindow, groups: [Group]) {
        // not for people: GtkBuilder markup; the titles inside are translated by the callers.
        let xml = """
            <interface><object class="GtkShortcutsWindow" id="window"><property name="modal">1</property>
            <child><object class="GtkShortcutsSection"><property name="section-name">shortcuts</property>
            \(groups.map(groupXML).joined())
            </object></child></object></interface>
            """
        let builder = gtk_builder_new_from_string(xml, -1)!
        let window = UnsafeMutablePointer<GtkWindow>(OpaquePointer(gtk_builder_get_object(builder, "window")!))
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
