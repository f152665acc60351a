import CGtk

/// The tabs: pages with titles and icons, shown one at a time.
@MainActor
public final class ViewStack: Widget {
    public init() {
        super.init(adopting: OpaquePointer(adw_view_stack_new()))
        // Only the page shown holds the window's size: a hidden page, laid out for a wider
        // window, would otherwise keep the window from shrinking.
        adw_view_stack_set_hhomogeneous(cast(), 0)
        adw_view_stack_set_vhomogeneous(cast(), 0)
    }

    public func addPage(_ child: Widget, name: String, title: String, iconName: String) {
        _ = adw_view_stack_add_titled(cast(), child.pointer, name, title)
        let page = adw_view_stack_get_page(cast(), child.pointer)
        adw_view_stack_page_set_icon_name(page, iconName)
    }

    public var visiblePageName: String {
        get { adw_view_stack_get_visible_child_name(cast()).map { String(cString: $0) } ?? "" }
        set { adw_view_stack_set_visible_child_name(cast(), newValue) }
    }

    /// Called when the visible page changes.
    public func onPageChanged(_ handler: @escaping @MainActor () -> Void) {
        connect(pointer, .notify("visible-child-name"), handler)
    }
}

/// The tab switcher in the header bar; it gives way to the window title when the window is
/// too narrow, and the bottom switcher bar takes over.
@MainActor
public final class ViewSwitcherTitle: Widget {
    public init(stack: ViewStack, title: String) {
        super.init(adopting: OpaquePointer(adw_view_switcher_title_new()))
        adw_view_switcher_title_set_stack(cast(), stack.cast())
        adw_view_switcher_title_set_title(cast(), title)
    }

    public var isTitleVisible: Bool { adw_view_switcher_title_get_title_visible(cast()) != 0 }

    public func onTitleVisibilityChanged(_ handler: @escaping @MainActor () -> Void) {
        connect(pointer, .notify("title-visible"), handler)
    }
}

/// The tab switcher at the bottom of narrow windows.
@MainActor
public final class ViewSwitcherBar: Widget {
    public init(stack: ViewStack) {
        super.init(adopting: OpaquePointer(adw_view_switcher_bar_new()))
        adw_view_switcher_bar_set_stack(cast(), stack.cast())
    }

    public var reveal: Bool {
        get { adw_view_switcher_bar_get_reveal(cast()) != 0 }
        set { adw_view_switcher_bar_set_reveal(cast(), newValue ? 1 : 0) }
    }
}
