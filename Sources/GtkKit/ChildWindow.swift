import CGtk

/// A window of its own over the main one, modal, with a header bar naming it (and, below the
/// title, what it shows) and any content; Escape closes it. It holds itself, and what it is
/// given to keep, until closed.
@MainActor
public final class ChildWindow {
    private let window: UnsafeMutablePointer<AdwWindow>
    private var whileShown: ChildWindow?
    private let header = HeaderBar()
    private let page = Box(.vertical)
    private var kept: [AnyObject]

    /// `keeping`: objects that live as long as the window (its content's controllers).
    public init(parent: ApplicationWindow, title: String, subtitle: String? = nil, content: Widget, width: Int, height: Int,
                keeping: [AnyObject] = []) {
        window = UnsafeMutablePointer(OpaquePointer(adw_window_new()!))
        let titles = Widget(adopting: OpaquePointer(adw_window_title_new(title, subtitle ?? "")))
        header.titleWidget = titles
        page.append(header)
        content.vexpand = true
        page.append(content)
        kept = [titles, content] + keeping
        adw_window_set_content(window, page.pointer)
        gtk_window_set_title(gtkWindow, title)
        gtk_window_set_default_size(gtkWindow, Int32(width), Int32(height))
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

    private var gtkWindow: UnsafeMutablePointer<GtkWindow> { UnsafeMutablePointer(OpaquePointer(window)) }

    /// Keys pressed anywhere in the window, before the focused widget sees them; return true
    /// for a key used.
    public func onKeyPressed(_ handler: @escaping @MainActor (Key) -> Bool) {
        let keys = KeyController()
        keys.phase = .capture
        keys.onKeyPressed(handler)
        // On the window itself: the keys arrive whether or not anything in it has the focus.
        g_object_ref(UnsafeMutableRawPointer(keys.pointer))
        gtk_widget_add_controller(UnsafeMutablePointer(OpaquePointer(window)), keys.pointer)
        kept.append(keys)
    }

    /// A button at the start of the header bar.
    public func addHeaderButton(_ button: Button) {
        header.packStart(button)
        kept.append(button)
    }

    isolated deinit { g_object_unref(UnsafeMutableRawPointer(window)) }
}
