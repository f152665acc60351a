import CGtk

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
