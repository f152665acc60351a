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
    /// The app's dialogs open over this window, and how many of them are modal.
    public internal(set) var openDialogs = 0
    var openModalDialogs = 0
    /// The widget that had the focus when a modal dialog took the content's input away.
    var heldFocus: WeakWidget?

    public var content: Widget? {
        didSet { adw_application_window_set_content(cast(), content?.pointer) }
    }

    /// The window's title; empty until one is set.
    public var title: String {
        get { gtk_window_get_title(window).map { String(cString: $0) } ?? "" }
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
            connect(pointer, .notify(property), handler)
        }
    }

    public var isMaximized: Bool { gtk_window_is_maximized(window) != 0 }
    public func maximize() { gtk_window_maximize(window) }

}
