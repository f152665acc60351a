import CGtk

/// A row or column of widgets.
@MainActor
public final class Box: Widget {
    public enum Orientation { case horizontal, vertical }

    public init(_ orientation: Orientation, spacing: Int = 0) {
        super.init(adopting: gtk_box_new(orientation == .horizontal ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL,
                                         Int32(spacing)))
    }

    public func append(_ child: Widget) { gtk_box_append(cast(), child.pointer) }
    public func remove(_ child: Widget) { gtk_box_remove(cast(), child.pointer) }
    public var spacing: Int {
        get { Int(gtk_box_get_spacing(cast())) }
        set { gtk_box_set_spacing(cast(), Int32(newValue)) }
    }
    /// Lays the children out top to bottom instead (side by side when false), in place.
    public var isVertical: Bool {
        get { gtk_orientable_get_orientation(OpaquePointer(pointer)) == GTK_ORIENTATION_VERTICAL }
        set { gtk_orientable_set_orientation(OpaquePointer(pointer), newValue ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL) }
    }
    public var homogeneous: Bool {
        get { gtk_box_get_homogeneous(cast()) != 0 }
        set { gtk_box_set_homogeneous(cast(), newValue ? 1 : 0) }
    }
}

/// Three slots in a row: the first at the start, the second centred on the whole width, the
/// third at the end (a GNOME action bar's shape).
@MainActor
public final class CenterBox: Widget {
    public init() { super.init(adopting: gtk_center_box_new()) }

    /// Fills the three slots; nil empties one.
    public func place(start: Widget?, center: Widget?, end: Widget?) {
        gtk_center_box_set_start_widget(cast(), start?.pointer)
        gtk_center_box_set_center_widget(cast(), center?.pointer)
        gtk_center_box_set_end_widget(cast(), end?.pointer)
    }

    /// Fills the middle slot alone (nil empties it); the others stay as they are.
    public func placeCenter(_ center: Widget?) { gtk_center_box_set_center_widget(cast(), center?.pointer) }

    /// Lays the slots out top to bottom instead (a narrow window's bar). Nothing is moved to
    /// another parent, so an open menu in a slot stays open.
    public var isVertical: Bool {
        get { gtk_orientable_get_orientation(OpaquePointer(pointer)) == GTK_ORIENTATION_VERTICAL }
        set { gtk_orientable_set_orientation(OpaquePointer(pointer), newValue ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL) }
    }
}

/// A list of rows in a rounded frame (libadwaita's boxed list): the players of a lobby, the
/// games found nearby. Rows are not selected; an activatable row reports activation.
@MainActor
public final class ListBox: Widget {
    private var rows: [Widget] = []
    private var activated: [@MainActor () -> Void] = []

    public init() {
        super.init(adopting: gtk_list_box_new())
        gtk_list_box_set_selection_mode(cast(), GTK_SELECTION_NONE)
        addCSSClass("boxed-list")
        connect(pointer, .rowActivated) { [weak self] index in
            guard let self, self.activated.indices.contains(index) else { return }
            self.activated[index]()
        }
    }

    /// Adds `child` as a row; with `onActivated`, the row can be activated (click, Enter).
    public func append(_ child: Widget, onActivated: (@MainActor () -> Void)? = nil) {
        gtk_list_box_append(cast(), child.pointer)
        gtk_list_box_row_set_activatable(UnsafeMutablePointer(OpaquePointer(row(of: child))), onActivated == nil ? 0 : 1)
        rows.append(child)
        activated.append(onActivated ?? {})
    }

    public func removeAll() {
        for child in rows { gtk_list_box_remove(cast(), row(of: child)) }
        rows = []
        activated = []
    }

    public var isEmpty: Bool { rows.isEmpty }

    /// The row that holds `child`: the list wraps a child in a row of its own, unless the child
    /// is a row already (libadwaita's entry and action rows are).
    private func row(of child: Widget) -> UnsafeMutablePointer<GtkWidget> {
        let isRow = g_type_check_instance_is_a(UnsafeMutablePointer(OpaquePointer(child.pointer)), gtk_list_box_row_get_type()) != 0
        return isRow ? child.pointer : gtk_widget_get_parent(child.pointer)
    }
}

/// Children placed at explicit positions, with an optional transform each: the card table.
@MainActor
public final class Fixed: Widget {
    public init() { super.init(adopting: gtk_fixed_new()) }

    public func put(_ child: Widget, x: Double, y: Double) { gtk_fixed_put(cast(), child.pointer, x, y) }
    public func move(_ child: Widget, x: Double, y: Double) { gtk_fixed_move(cast(), child.pointer, x, y) }
    public func remove(_ child: Widget) { gtk_fixed_remove(cast(), child.pointer) }

    /// Puts `children` (already this container's) first among its children, in this order:
    /// the order a screen reader reads them in, whatever their positions on screen. Only the
    /// children out of place are moved.
    public func arrange(_ children: [Widget]) {
        var previous: UnsafeMutablePointer<GtkWidget>?
        for child in children {
            if gtk_widget_get_prev_sibling(child.pointer) != previous { gtk_widget_insert_after(child.pointer, pointer, previous) }
            previous = child.pointer
        }
    }

    /// Places `child` by a transform: translation first, then scale about the child's centre.
    /// GTK replaces the position with the transform, so the translation is always part of it.
    public func place(_ child: Widget, x: Double, y: Double, width: Double, height: Double,
                      scaleX: Double = 1, scaleY: Double = 1) {
        var transform: OpaquePointer? = nil
        var origin = graphene_point_t(x: Float(x + width / 2), y: Float(y + height / 2))
        transform = gsk_transform_translate(transform, &origin)
        if scaleX != 1 || scaleY != 1 { transform = gsk_transform_scale(transform, Float(scaleX), Float(scaleY)) }
        var back = graphene_point_t(x: Float(-width / 2), y: Float(-height / 2))
        transform = gsk_transform_translate(transform, &back)
        gtk_fixed_set_child_transform(cast(), child.pointer, transform)
        gsk_transform_unref(transform)
    }
}

/// Lets its child scroll vertically when it is taller than the window.
@MainActor
public final class ScrolledWindow: Widget {
    public init() {
        super.init(adopting: gtk_scrolled_window_new())
        gtk_scrolled_window_set_policy(cast(), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
    }

    public var child: Widget? {
        didSet { gtk_scrolled_window_set_child(cast(), child?.pointer) }
    }
}

/// Widgets stacked on top of a main child.
@MainActor
public final class Overlay: Widget {
    public init() { super.init(adopting: gtk_overlay_new()) }

    public var child: Widget? {
        didSet { gtk_overlay_set_child(cast(), child?.pointer) }
    }

    public func addOverlay(_ overlay: Widget) { gtk_overlay_add_overlay(cast(), overlay.pointer) }
}

/// Shows one of several children, with a transition between them.
@MainActor
public final class Stack: Widget {
    public enum Transition { case crossfade, slideLeftRight, slideUpDown, none }

    public init(transition: Transition = .crossfade) {
        super.init(adopting: gtk_stack_new())
        let type: GtkStackTransitionType
        switch transition {
        case .crossfade: type = GTK_STACK_TRANSITION_TYPE_CROSSFADE
        case .slideLeftRight: type = GTK_STACK_TRANSITION_TYPE_SLIDE_LEFT_RIGHT
        case .slideUpDown: type = GTK_STACK_TRANSITION_TYPE_SLIDE_UP_DOWN
        case .none: type = GTK_STACK_TRANSITION_TYPE_NONE
        }
        gtk_stack_set_transition_type(cast(), type)
    }

    public func add(_ child: Widget, name: String) { gtk_stack_add_named(cast(), child.pointer, name) }

    public var visibleChildName: String {
        get { gtk_stack_get_visible_child_name(cast()).map { String(cString: $0) } ?? "" }
        set { gtk_stack_set_visible_child_name(cast(), newValue) }
    }
}

/// Keeps its child at a comfortable reading width, centred.
@MainActor
public final class Clamp: Widget {
    public init(maximumWidth: Int, child: Widget) {
        self.child = child
        super.init(adopting: adw_clamp_new())
        adw_clamp_set_maximum_size(cast(), Int32(maximumWidth))
        adw_clamp_set_child(cast(), child.pointer)
    }

    public var maximumWidth: Int {
        get { Int(adw_clamp_get_maximum_size(cast())) }
        set { adw_clamp_set_maximum_size(cast(), Int32(newValue)) }
    }

    private var child: Widget
}

/// Keeps its child at one aspect ratio, as large as it can be: Simon's round board.
@MainActor
public final class AspectFrame: Widget {
    private let child: Widget

    public init(ratio: Double, child: Widget) {
        self.child = child
        super.init(adopting: gtk_aspect_frame_new(0.5, 0.5, Float(ratio), 0))
        gtk_aspect_frame_set_child(cast(), child.pointer)
    }
}
