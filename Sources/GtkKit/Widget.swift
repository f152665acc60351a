import CGtk

/// A GTK widget owned from Swift. The wrapper holds one reference (sinking the floating one),
/// so the widget lives at least as long as the Swift object; containers hold their own.
///
/// This module is the only place in Pastimes that touches C pointers. Views subclass nothing
/// here; they compose these wrappers and pass Swift closures for signals.
@MainActor
open class Widget {
    public let pointer: UnsafeMutablePointer<GtkWidget>

    public init(adopting pointer: UnsafeMutablePointer<GtkWidget>) {
        self.pointer = pointer
        g_object_ref_sink(pointer)
    }

    /// For constructors that return their widgets as opaque pointers (libadwaita's, and GTK's
    /// final classes).
    public init(adopting opaque: OpaquePointer) {
        self.pointer = UnsafeMutablePointer<GtkWidget>(opaque)
        g_object_ref_sink(pointer)
    }

    isolated deinit {
        g_object_unref(pointer)
    }

    /// The widget as another C type of its class hierarchy (GtkButton, AdwViewStack...).
    func cast<T>(to _: T.Type = T.self) -> UnsafeMutablePointer<T> { UnsafeMutablePointer<T>(OpaquePointer(pointer)) }
    /// The widget for C functions taking a final class, which Swift sees as an opaque pointer
    /// (AdwViewStack, GtkBox…, and GtkAccessible, which every widget is).
    func cast() -> OpaquePointer { OpaquePointer(pointer) }

    // MARK: Common properties

    public var isVisible: Bool {
        get { gtk_widget_get_visible(pointer) != 0 }
        set { gtk_widget_set_visible(pointer, newValue ? 1 : 0) }
    }

    /// Whether the widget reacts to input; insensitive widgets are greyed out.
    public var isSensitive: Bool {
        get { gtk_widget_get_sensitive(pointer) != 0 }
        set { gtk_widget_set_sensitive(pointer, newValue ? 1 : 0) }
    }

    public var focusable: Bool {
        get { gtk_widget_get_focusable(pointer) != 0 }
        set { gtk_widget_set_focusable(pointer, newValue ? 1 : 0) }
    }

    /// Whether the widget receives pointer events at all (decorations do not).
    public var canTarget: Bool {
        get { gtk_widget_get_can_target(pointer) != 0 }
        set { gtk_widget_set_can_target(pointer, newValue ? 1 : 0) }
    }

    public var hexpand: Bool {
        get { gtk_widget_get_hexpand(pointer) != 0 }
        set { gtk_widget_set_hexpand(pointer, newValue ? 1 : 0) }
    }

    public var vexpand: Bool {
        get { gtk_widget_get_vexpand(pointer) != 0 }
        set { gtk_widget_set_vexpand(pointer, newValue ? 1 : 0) }
    }

    /// The width the widget would like as GTK lays it out now (its natural width), in pixels.
    public var naturalWidth: Int {
        var minimum: Int32 = 0, natural: Int32 = 0
        gtk_widget_measure(pointer, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)
        return Int(natural)
    }

    public var opacity: Double {
        get { gtk_widget_get_opacity(pointer) }
        set { gtk_widget_set_opacity(pointer, newValue) }
    }

    public var tooltip: String? {
        get { gtk_widget_get_tooltip_text(pointer).map { String(cString: $0) } }
        set { gtk_widget_set_tooltip_text(pointer, newValue) }
    }

    public enum Align { case fill, start, end, center }

    public var halign: Align {
        get { Align(gtk_widget_get_halign(pointer)) }
        set { gtk_widget_set_halign(pointer, newValue.gtk) }
    }

    public var valign: Align {
        get { Align(gtk_widget_get_valign(pointer)) }
        set { gtk_widget_set_valign(pointer, newValue.gtk) }
    }

    public func setMargins(top: Int = 0, bottom: Int = 0, start: Int = 0, end: Int = 0) {
        gtk_widget_set_margin_top(pointer, Int32(top))
        gtk_widget_set_margin_bottom(pointer, Int32(bottom))
        gtk_widget_set_margin_start(pointer, Int32(start))
        gtk_widget_set_margin_end(pointer, Int32(end))
    }

    public func setMargins(_ all: Int) { setMargins(top: all, bottom: all, start: all, end: all) }

    public func setSizeRequest(width: Int, height: Int) {
        gtk_widget_set_size_request(pointer, Int32(width), Int32(height))
    }

    public var width: Int { Int(gtk_widget_get_width(pointer)) }

    /// The size given by `setSizeRequest` (-1 where none was given).
    public var requestedSize: (width: Int, height: Int) {
        var width: Int32 = 0, height: Int32 = 0
        gtk_widget_get_size_request(pointer, &width, &height)
        return (Int(width), Int(height))
    }

    /// Device pixels per point: 2 on a HiDPI screen.
    public var scaleFactor: Int { Int(gtk_widget_get_scale_factor(pointer)) }

    public var height: Int { Int(gtk_widget_get_height(pointer)) }

    public func addCSSClass(_ name: String) { gtk_widget_add_css_class(pointer, name) }
    public func removeCSSClass(_ name: String) { gtk_widget_remove_css_class(pointer, name) }
    /// Adds the class where `on`, removes it elsewhere.
    public func setCSSClass(_ name: String, _ on: Bool) { on ? addCSSClass(name) : removeCSSClass(name) }

    @discardableResult
    public func grabFocus() -> Bool { gtk_widget_grab_focus(pointer) != 0 }
    public var hasFocus: Bool { gtk_widget_has_focus(pointer) != 0 }

    /// Shows the focus ring in the widget's window, as Tab does: focus moved by other keys (the
    /// arrows among cards) is keyboard focus too.
    public func showFocusRing() {
        guard let root = gtk_widget_get_root(pointer) else { return }
        let widget = UnsafeMutablePointer<GtkWidget>(root)
        guard g_type_check_instance_is_a(UnsafeMutablePointer(OpaquePointer(widget)), gtk_window_get_type()) != 0 else { return }
        gtk_window_set_focus_visible(UnsafeMutablePointer(OpaquePointer(widget)), 1)
    }

    /// Whether the keyboard focus is on this widget or one inside it.
    public var containsFocus: Bool { gtk_widget_has_focus(pointer) != 0 || gtk_widget_get_focus_child(pointer) != nil }

    /// Puts the keyboard focus on the first widget inside this one that takes it; whether one did.
    @discardableResult
    public func focusFirstInside() -> Bool { gtk_widget_child_focus(pointer, GTK_DIR_TAB_FORWARD) != 0 }

    public func queueDraw() { gtk_widget_queue_draw(pointer) }

    /// Puts `text` on the clipboard of the widget's display, for the player to paste elsewhere.
    public func copyToClipboard(_ text: String) { gdk_clipboard_set_text(gtk_widget_get_clipboard(pointer), text) }

    /// Translates a point in this widget's coordinates into `other`'s.
    public func translate(x: Double, y: Double, to other: Widget) -> (x: Double, y: Double)? {
        var source = graphene_point_t(x: Float(x), y: Float(y))
        var target = graphene_point_t()
        guard gtk_widget_compute_point(pointer, other.pointer, &source, &target) != 0 else { return nil }
        return (Double(target.x), Double(target.y))
    }

    /// Adds `controller` to the widget, which takes a reference of its own (GTK's function
    /// takes one it does not add).
    public func addController(_ controller: EventController) {
        g_object_ref(UnsafeMutableRawPointer(controller.pointer))
        gtk_widget_add_controller(pointer, controller.pointer)
    }

}

extension Widget.Align {
    init(_ align: GtkAlign) {
        switch align {
        case GTK_ALIGN_START: self = .start
        case GTK_ALIGN_END: self = .end
        case GTK_ALIGN_CENTER: self = .center
        default: self = .fill
        }
    }

    var gtk: GtkAlign {
        switch self {
        case .fill: return GTK_ALIGN_FILL
        case .start: return GTK_ALIGN_START
        case .end: return GTK_ALIGN_END
        case .center: return GTK_ALIGN_CENTER
        }
    }
}
