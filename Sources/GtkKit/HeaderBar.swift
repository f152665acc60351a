import CGtk

/// The window's title bar, with room for buttons at either end and a title widget.
@MainActor
public final class HeaderBar: Widget {
    public init() { super.init(adopting: OpaquePointer(adw_header_bar_new())) }

    public func packStart(_ child: Widget) { adw_header_bar_pack_start(cast(), child.pointer) }
    public func packEnd(_ child: Widget) { adw_header_bar_pack_end(cast(), child.pointer) }

    public var titleWidget: Widget? {
        didSet { adw_header_bar_set_title_widget(cast(), titleWidget?.pointer) }
    }
}
