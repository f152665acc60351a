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
///
/// A squeezer of a wide switcher and the title. libadwaita 1.2's AdwViewSwitcherTitle also
/// holds a narrow switcher (icons over the names) between them, which it showed from about 500
/// to 600 px: 52 widgets (each button a template of a wide and a narrow layout) built at every
/// start. Here the wide switcher keeps its place down to about 490 px, its buttons narrower than
/// they would like (the squeezer gives way at the switcher's minimum width, not its natural
/// one), and below that the bottom bar serves, as it did below the narrow one.
@MainActor
public final class ViewSwitcherTitle: Widget {
    private let title: UnsafeMutablePointer<GtkWidget>

    public init(stack: ViewStack, title: String) {
        let switcher = adw_view_switcher_new()
        adw_view_switcher_set_policy(OpaquePointer(switcher), ADW_VIEW_SWITCHER_POLICY_WIDE)
        adw_view_switcher_set_stack(OpaquePointer(switcher), stack.cast())
        // The margin Adwaita's style gives the switcher inside a switcher title.
        gtk_widget_set_margin_start(switcher, 12)
        gtk_widget_set_margin_end(switcher, 12)
        gtk_widget_set_halign(switcher, GTK_ALIGN_CENTER)
        self.title = adw_window_title_new(title, nil)
        super.init(adopting: OpaquePointer(adw_squeezer_new()))
        adw_squeezer_set_transition_type(cast(), ADW_SQUEEZER_TRANSITION_TYPE_CROSSFADE)
        // Said, not left to the default: 1.2 documents "natural" but starts at "minimum".
        adw_squeezer_set_switch_threshold_policy(cast(), ADW_FOLD_THRESHOLD_POLICY_MINIMUM)
        _ = adw_squeezer_add(cast(), switcher)
        _ = adw_squeezer_add(cast(), self.title)
    }

    public var isTitleVisible: Bool { adw_squeezer_get_visible_child(cast()) == title }

    public func onTitleVisibilityChanged(_ handler: @escaping @MainActor () -> Void) {
        connect(pointer, .notify("visible-child"), handler)
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
