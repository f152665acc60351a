import CGtk

/// A horizontal slider over whole numbers, with marks.
@MainActor
public final class Scale: Widget {
    public init(range: ClosedRange<Int>, value: Int) {
        super.init(adopting: gtk_scale_new_with_range(GTK_ORIENTATION_HORIZONTAL, Double(range.lowerBound), Double(range.upperBound), 1))
        gtk_scale_set_digits(cast(), 0)
        gtk_scale_set_draw_value(cast(), 0)
        gtk_range_set_round_digits(cast(), 0)
        self.value = value
    }

    public var value: Int {
        get { Int(gtk_range_get_value(cast()).rounded()) }
        set { gtk_range_set_value(cast(), Double(newValue)) }
    }

    /// A labelled mark below the slider at `value`.
    /// A mark at `value`, its label below the slider or, to give neighbours room, above it.
    public func addMark(_ value: Int, label: String?, above: Bool = false) {
        gtk_scale_add_mark(cast(), Double(value), above ? GTK_POS_TOP : GTK_POS_BOTTOM, label)
    }

    /// Called as the value changes, including while the slider is dragged.
    public func onValueChanged(_ handler: @escaping @MainActor () -> Void) {
        connect(pointer, "value-changed", thunk: voidThunk, body: handler as Action)
    }
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
