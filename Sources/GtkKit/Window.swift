import CGtk

/// A libadwaita application window: no title bar of its own, the content brings a header bar.
@MainActor
public final class ApplicationWindow: Widget {
    public init(application: Application) {
        super.init(adopting: OpaquePointer(adw_application_window_new(application.gtkApplication)))
    }

    var window: UnsafeMutablePointer<GtkWindow> { cast() }

    /// Who wants to hear when the window's attention changes (see WindowAttention).
    var attentionHandlers: [@MainActor () -> Void] = []
    /// The app's dialogs open over this window.
    public internal(set) var openDialogs = 0

    public var content: Widget? {
        didSet { adw_application_window_set_content(cast(), content?.pointer) }
    }

    public var title: String {
        get { String(cString: gtk_window_get_title(window)) }
        set { gtk_window_set_title(window, newValue) }
    }

    public func setDefaultSize(width: Int, height: Int) {
        gtk_window_set_default_size(window, Int32(width), Int32(height))
    }

    public func present() { gtk_window_present(window) }
    public func close() { gtk_window_close(window) }

    /// The size the window has when not maximised (GTK keeps it as the default size).
    public var defaultSize: (width: Int, height: Int) {
        var width: Int32 = 0, height: Int32 = 0
        gtk_window_get_default_size(window, &width, &height)
        return (Int(width), Int(height))
    }

    /// Called when the window's size or maximised state changes.
    public func onSizeChanged(_ handler: @escaping @MainActor () -> Void) {
        for property in ["default-width", "default-height", "maximized"] {
            connect(pointer, "notify::\(property)", thunk: notifyThunk, body: handler as Action)
        }
    }

    public var isMaximized: Bool { gtk_window_is_maximized(window) != 0 }
    public func maximize() { gtk_window_maximize(window) }

    /// The window's current size; on X11 `gtk_window_set_default_size` resizes a shown window.
    public func resize(width: Int, height: Int) { setDefaultSize(width: width, height: height) }

    /// Called when the user asks to close the window; return true to keep it open.
    public func onCloseRequest(_ handler: @escaping @MainActor () -> Bool) {
        connect(pointer, "close-request", thunk: predicateThunk, body: handler as Predicate)
    }

    /// The focused widget's pointer, to find which wrapper has the focus.
    public var focusPointer: UnsafeMutablePointer<GtkWidget>? { gtk_window_get_focus(window) }
}
