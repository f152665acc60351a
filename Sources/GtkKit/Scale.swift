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
        connect(pointer, .plain("value-changed"), handler)
    }
}
