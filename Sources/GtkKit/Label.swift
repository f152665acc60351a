import CGtk

/// Text. Labels are read by screen readers as they change.
@MainActor
public final class Label: Widget {
    public init(_ text: String = "") {
        super.init(adopting: gtk_label_new(text))
    }

    /// A label showing Pango `markup` (bold, italics); its text for screen readers is without it.
    public convenience init(markup: String) {
        self.init()
        gtk_label_set_markup(cast(), markup)
    }

    public var text: String {
        get { String(cString: gtk_label_get_text(cast())) }
        set { if newValue != text { gtk_label_set_text(cast(), newValue) } }
    }

    /// The widest the label asks to be, in characters (a wrapping label's line length).
    public var maximumWidthInCharacters: Int {
        get { Int(gtk_label_get_max_width_chars(cast())) }
        set { gtk_label_set_max_width_chars(cast(), Int32(newValue)) }
    }

    /// The width GTK counts a character as when it sizes a label in characters (pixels).
    public var characterWidth: Double {
        guard let metrics = pango_context_get_metrics(gtk_widget_get_pango_context(pointer), nil, nil) else { return 8 }
        defer { pango_font_metrics_unref(metrics) }
        let width = max(pango_font_metrics_get_approximate_char_width(metrics), pango_font_metrics_get_approximate_digit_width(metrics))
        return max(1, Double(width) / 1024)   // Pango's units (PANGO_SCALE)
    }

    /// Keeps room for at least `lines` lines of the label's font, so that a shorter text leaves
    /// the widgets around it where they were (a status line that says one thing in two lines and
    /// the next in one would move the cards above it each time).
    public func reserveLines(_ lines: Int) {
        guard let metrics = pango_context_get_metrics(gtk_widget_get_pango_context(pointer), nil, nil) else { return }
        defer { pango_font_metrics_unref(metrics) }
        reservedHeight = Int32((Double(pango_font_metrics_get_height(metrics)) / 1024 * Double(lines)).rounded(.up))
    }

    /// Keeps the height the label has been given, if it is more than the room kept so far: a
    /// longer text once shown, the room stays for it (until `reserveLines` sets it anew).
    public func keepItsHeight() {
        reservedHeight = max(reservedHeight, Int32(gtk_widget_get_height(pointer)))
    }

    /// The label's least height (its size request's).
    private var reservedHeight: Int32 {
        get {
            var width: Int32 = 0, height: Int32 = 0
            gtk_widget_get_size_request(pointer, &width, &height)
            return height
        }
        set {
            var width: Int32 = 0, height: Int32 = 0
            gtk_widget_get_size_request(pointer, &width, &height)
            if height != newValue { gtk_widget_set_size_request(pointer, width, newValue) }
        }
    }

    public var wraps: Bool {
        get { gtk_label_get_wrap(cast()) != 0 }
        set { gtk_label_set_wrap(cast(), newValue ? 1 : 0) }
    }

    public enum Justification { case left, center, right }

    public var justification: Justification {
        get {
            switch gtk_label_get_justify(cast()) {
            case GTK_JUSTIFY_CENTER: .center
            case GTK_JUSTIFY_RIGHT: .right
            default: .left
            }
        }
        set {
            let value: GtkJustification
            switch newValue {
            case .left: value = GTK_JUSTIFY_LEFT
            case .center: value = GTK_JUSTIFY_CENTER
            case .right: value = GTK_JUSTIFY_RIGHT
            }
            gtk_label_set_justify(cast(), value)
        }
    }

    /// Horizontal alignment of the text within the label, 0 (start) to 1 (end).
    public var xalign: Double {
        get { Double(gtk_label_get_xalign(cast())) }
        set { gtk_label_set_xalign(cast(), Float(newValue)) }
    }

    /// Lets the player select (and copy) the text.
    public var isSelectable: Bool {
        get { gtk_label_get_selectable(cast()) != 0 }
        set { gtk_label_set_selectable(cast(), newValue ? 1 : 0) }
    }

    /// Keeps the label's width steady as digits change, for scores and counters.
    public func useTabularFigures() { addCSSClass("numeric") }

}
