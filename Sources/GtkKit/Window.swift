import CGtk

/// A libadwaita application window: no title bar of its own, the content brings a header bar.
@MainActor
public final class ApplicationWindow: Widget {
    public init(application: Application) {
        super.init(adopting: OpaquePointer(adw_application_window_new(application.gtkApplication)))
    }

    var window: UnsafeMutablePointer<GtkWindow> { cast() }

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
