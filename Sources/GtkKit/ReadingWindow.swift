import CGtk

/// A window to read a page in: a header bar with the page's title, and its headings and
/// paragraphs one under another, left-aligned at a comfortable width, scrolling when long.
/// Modal over `parent`; it holds itself until closed.
@MainActor
public final class ReadingWindow {
    /// Each block's text is Pango markup (`<b>` for what stands apart; `&amp;` for "&").
    public enum Block: Equatable, Sendable {
        case heading(String)
        case paragraph(String)
        /// An item of a list, shown with a bullet.
        case item(String)
    }

    private let window: UnsafeMutablePointer<AdwWindow>
    private var whileShown: ReadingWindow?
    private let widgets: [Widget]

    public init(parent: ApplicationWindow, title: String, blocks: [Block]) {
        window = UnsafeMutablePointer(OpaquePointer(adw_window_new()!))
        let content = Box(.vertical, spacing: 12)
        content.setMargins(24)
        var labels: [Widget] = []
        for block in blocks {
            let label: Label
            switch block {
            case .heading(let text):
                label = Label(markup: text)
                label.addCSSClass("heading")
                label.setMargins(top: 12)
            case .paragraph(let text): label = Label(markup: text)
            case .item(let text): label = Label(markup: "•  " + text)
            }
            label.xalign = 0
            label.wraps = true
            content.append(label)
            labels.append(label)
        }
        let scrolled = ScrolledWindow()
        scrolled.vexpand = true
        scrolled.child = Clamp(maximumWidth: 600, child: content)
        let header = HeaderBar()
        let heading = Label(title)
        heading.addCSSClass("title")
        header.titleWidget = heading
        let page = Box(.vertical)
        page.append(header)
        page.append(scrolled)
        widgets = [page, header, heading, scrolled, content] + labels
        adw_window_set_content(window, page.pointer)
        let gtkWindow = UnsafeMutablePointer<GtkWindow>(OpaquePointer(window))
        gtk_window_set_title(gtkWindow, title)
        gtk_window_set_default_size(gtkWindow, 600, 640)
        gtk_window_set_modal(gtkWindow, 1)
        gtk_window_set_destroy_with_parent(gtkWindow, 1)
        // Escape closes it, as it closes a dialog (GtkWindow's own "window.close" action).
        let shortcuts = gtk_shortcut_controller_new()!
        let escape = gtk_shortcut_new(gtk_keyval_trigger_new(guint(GDK_KEY_Escape), GdkModifierType(rawValue: 0)), gtk_named_action_new("window.close"))
        gtk_shortcut_controller_add_shortcut(shortcuts, escape)
        gtk_widget_add_controller(UnsafeMutablePointer(OpaquePointer(window)), shortcuts)
        g_object_ref_sink(UnsafeMutableRawPointer(window))
        connect(UnsafeMutableRawPointer(window), .plain("destroy")) { [weak self] in self?.whileShown = nil }
        parent.presentDialog(gtkWindow)
        whileShown = self
    }

    isolated deinit { g_object_unref(UnsafeMutableRawPointer(window)) }
}
