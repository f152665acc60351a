import CGtk
import MainLoop

/// A push button: focusable, activated by click, Space or Enter, and by assistive technologies.
@MainActor
public class Button: Widget, Actionable {
    public init(label: String? = nil) {
        super.init(adopting: label.map { gtk_button_new_with_label($0) } ?? gtk_button_new())
    }

    /// For subclasses wrapping a kind of button made by another constructor.
    init(button pointer: UnsafeMutablePointer<GtkWidget>) {
        super.init(adopting: pointer)
    }

    /// A button showing an icon from the theme, named for assistive technologies by `label`.
    public convenience init(iconName: String, label: String) {
        self.init()
        gtk_button_set_icon_name(cast(), iconName)
        setAccessibleLabel(label)
        tooltip = label
    }

    public var label: String? {
        get { gtk_button_get_label(cast()).map { String(cString: $0) } }
        set { gtk_button_set_label(cast(), newValue) }
    }

    public var child: Widget? {
        didSet { gtk_button_set_child(cast(), child?.pointer) }
    }

    /// Draws the button without a frame until hovered.
    public var hasFrame: Bool {
        get { gtk_button_get_has_frame(cast()) != 0 }
        set { gtk_button_set_has_frame(cast(), newValue ? 1 : 0) }
    }

    public func onClicked(_ handler: @escaping @MainActor () -> Void) {
        connect(pointer, .plain("clicked"), handler)
    }

    /// Lets the label break between words onto more lines, centred, rather than widen the window
    /// when it is narrow: translations run a third longer than English and more. It asks for the
    /// width of one line, so it breaks only when there is not that much room.
    public func letLabelWrap() {
        guard let child = gtk_button_get_child(cast()),
              g_type_check_instance_is_a(UnsafeMutableRawPointer(child).assumingMemoryBound(to: GTypeInstance.self), gtk_label_get_type()) != 0
        else { return }
        let label = OpaquePointer(child)
        gtk_label_set_wrap(label, 1)
        gtk_label_set_wrap_mode(label, PANGO_WRAP_WORD)
        gtk_label_set_natural_wrap_mode(label, GTK_NATURAL_WRAP_NONE)
        gtk_label_set_justify(label, GTK_JUSTIFY_CENTER)
    }
}

/// A button that stays pressed or released.
@MainActor
public final class ToggleButton: Button {
    public init(label: String) {
        super.init(button: gtk_toggle_button_new_with_label(label))
    }

    public var isActive: Bool {
        get { gtk_toggle_button_get_active(cast()) != 0 }
        set { gtk_toggle_button_set_active(cast(), newValue ? 1 : 0) }
    }

    /// Makes this one of a group of which only one is pressed at a time (radio buttons).
    public func join(_ other: ToggleButton) {
        gtk_toggle_button_set_group(cast(), other.cast())
    }

    /// Shows an icon from the theme, named for assistive technologies by `label`.
    public func setIcon(_ iconName: String, label: String) {
        gtk_button_set_icon_name(cast(), iconName)
        setAccessibleLabel(label)
        tooltip = label
    }

    public func onToggled(_ handler: @escaping @MainActor () -> Void) {
        connect(pointer, .plain("toggled"), handler)
    }
}

/// A button that opens a menu: the header bar's primary menu. The menu's popover, a few
/// hundred kilobytes of widgets for a long menu, is built the first time it opens, not before.
@MainActor
public final class MenuButton: Widget {
    private var menu: Menu

    public init(iconName: String, label: String, menu: Menu) {
        self.menu = menu
        super.init(adopting: gtk_menu_button_new())
        gtk_menu_button_set_icon_name(cast(), iconName)
        buildsPopoverWhenOpened()
        gtk_menu_button_set_primary(cast(), 1)
        setAccessibleLabel(label)
        tooltip = label
    }

    /// A button showing `label` and a drop-down arrow, opening `menu`.
    public init(label: String, menu: Menu) {
        self.menu = menu
        super.init(adopting: gtk_menu_button_new())
        buildsPopoverWhenOpened()
        self.label = label
    }

    /// Replaces the menu the button opens (the popover of the old one goes with it).
    public func setMenu(_ menu: Menu) {
        self.menu = menu
        gtk_menu_button_set_menu_model(cast(), nil)
    }

    private func buildsPopoverWhenOpened() {
        let build: Action = { [weak self] in
            guard let self else { return }
            gtk_menu_button_set_menu_model(self.cast(), self.menu.model)
        }
        gtk_menu_button_set_create_popup_func(cast(), createPopupThunk, ClosureBox.retained(build), releaseBoxNotify)
    }

    /// The text on the button; empty on one that shows only an icon.
    public var label: String {
        get { gtk_menu_button_get_label(cast()).map { String(cString: $0) } ?? "" }
        set { gtk_menu_button_set_label(cast(), newValue) }
    }

    /// Opens the menu upwards: for a button at the bottom of the window.
    public func opensUpwards() { gtk_menu_button_set_direction(cast(), GTK_ARROW_UP) }
    /// Opens the menu, as a click on the button would.
    public func popup() { gtk_menu_button_popup(cast()) }
}

/// GtkMenuButtonCreatePopupFunc: (GtkMenuButton *button, gpointer data), called as the popup opens
/// while the button has none.
private let createPopupThunk: GtkMenuButtonCreatePopupFunc = { _, data in
    let build = ClosureBox<Action>.take(data)
    MainActor.assumeIsolated { build() }
}
