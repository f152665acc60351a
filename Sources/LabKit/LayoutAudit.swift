import CGtk
import GtkKit

// Words in this file are for developers, not for translation.

/// Looks over what a window shows for text that does not fit: a label GTK had to shorten with
/// "…", a widget given less room than it asked for, a widget reaching past the window's edge,
/// and children of one box drawn over each other. Translations make text longer (German and
/// French by a third and more); the end-to-end tests run this with a pseudo-language whose
/// every message is 40 % longer, at the narrowest window (see `PASTIMES_AUDIT_LAYOUT`).
/// Content inside a scrolled area may lie outside it: the player scrolls to it.
@MainActor
public enum LayoutAudit {
    public static func problems(in window: ApplicationWindow) -> [String] {
        let root = window.pointer
        let width = Float(gtk_widget_get_width(root)), height = Float(gtk_widget_get_height(root))
        var problems: [String] = []
        visit(root, root: root, scrolled: false) { widget, scrolled in
            let name = describe(widget)
            if isA(widget, gtk_label_get_type()), let layout = gtk_label_get_layout(OpaquePointer(widget)),
               pango_layout_is_ellipsized(layout) != 0 {
                problems.append("cut off with an ellipsis: \(name)")
            }
            let given = allocatedWidth(of: widget), minimum = minimumWidth(of: widget)
            if given + 1 < minimum {
                problems.append("narrower (\(given) px) than it needs (\(minimum) px): \(name)")
            }
            if !scrolled, let box = bounds(of: widget, in: root),
               box.origin.x < -1 || box.origin.y < -1 || box.origin.x + box.size.width > width + 1
                || box.origin.y + box.size.height > height + 1 {
                problems.append("reaches past the window (\(Int(box.origin.x)),\(Int(box.origin.y)) \(Int(box.size.width))×\(Int(box.size.height))): \(name)")
            }
            if isA(widget, gtk_box_get_type()) {
                problems += overlaps(among: widget, root: root)
            }
        }
        return problems + labelsOverlapping(in: root)
    }

    /// Texts drawn over each other anywhere in the window (a box's children are checked above;
    /// this also finds labels that widgets such as a slider's marks place themselves).
    private static func labelsOverlapping(in root: UnsafeMutablePointer<GtkWidget>) -> [String] {
        var labels: [Placed] = []
        visit(root, root: root, scrolled: false) { widget, _ in
            if isA(widget, gtk_label_get_type()), let rect = bounds(of: widget, in: root), rect.size.width > 0, rect.size.height > 0 {
                labels.append((widget, rect))
            }
        }
        return overlapping(labels)
    }

    private typealias Placed = (widget: UnsafeMutablePointer<GtkWidget>, bounds: graphene_rect_t)

    private static func overlapping(_ placed: [Placed]) -> [String] {
        var problems: [String] = []
        for (index, first) in placed.enumerated() {
            for second in placed[(index + 1)...] where overlap(first.bounds, second.bounds) {
                problems.append("drawn over each other: \(describe(first.widget)) and \(describe(second.widget))")
            }
        }
        return problems
    }

    private static func overlap(_ a: graphene_rect_t, _ b: graphene_rect_t) -> Bool {
        let across = min(a.origin.x + a.size.width, b.origin.x + b.size.width) - max(a.origin.x, b.origin.x)
        let down = min(a.origin.y + a.size.height, b.origin.y + b.size.height) - max(a.origin.y, b.origin.y)
        return across > 1 && down > 1
    }

    /// The width GTK gave the widget, counted as `gtk_widget_measure` counts what it asks for:
    /// with its CSS margins (the allocation's box) and its margin properties.
    private static func allocatedWidth(of widget: UnsafeMutablePointer<GtkWidget>) -> Int32 {
        var allocation = GtkAllocation()
        gtk_widget_get_allocation(widget, &allocation)
        return allocation.width + gtk_widget_get_margin_start(widget) + gtk_widget_get_margin_end(widget)
    }

    private static func minimumWidth(of widget: UnsafeMutablePointer<GtkWidget>) -> Int32 {
        var minimum: Int32 = 0
        gtk_widget_measure(widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, nil, nil, nil)
        return minimum
    }

    /// Calls `check` for every mapped widget under `widget`, saying whether it is inside a
    /// scrolled area.
    private static func visit(_ widget: UnsafeMutablePointer<GtkWidget>, root: UnsafeMutablePointer<GtkWidget>, scrolled: Bool,
                              _ check: (UnsafeMutablePointer<GtkWidget>, Bool) -> Void) {
        var child = gtk_widget_get_first_child(widget)
        let inside = scrolled || isA(widget, gtk_scrolled_window_get_type()) || isA(widget, gtk_viewport_get_type())
        while let current = child {
            if gtk_widget_get_mapped(current) != 0 {
                check(current, inside)
                visit(current, root: root, scrolled: inside, check)
            }
            child = gtk_widget_get_next_sibling(current)
        }
    }

    private static func overlaps(among box: UnsafeMutablePointer<GtkWidget>, root: UnsafeMutablePointer<GtkWidget>) -> [String] {
        var placed: [Placed] = []
        var child = gtk_widget_get_first_child(box)
        while let current = child {
            if gtk_widget_get_mapped(current) != 0, let rect = bounds(of: current, in: root), rect.size.width > 0, rect.size.height > 0 {
                placed.append((current, rect))
            }
            child = gtk_widget_get_next_sibling(current)
        }
        return overlapping(placed)
    }

    private static func bounds(of widget: UnsafeMutablePointer<GtkWidget>, in root: UnsafeMutablePointer<GtkWidget>) -> graphene_rect_t? {
        var rect = graphene_rect_t()
        return gtk_widget_compute_bounds(widget, root, &rect) != 0 ? rect : nil
    }

    private static func isA(_ widget: UnsafeMutablePointer<GtkWidget>, _ type: GType) -> Bool {
        g_type_check_instance_is_a(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self), type) != 0
    }

    /// The widget's type and, for a label, its text: enough to find it.
    private static func describe(_ widget: UnsafeMutablePointer<GtkWidget>) -> String {
        let type = String(cString: g_type_name_from_instance(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self)))
        if isA(widget, gtk_label_get_type()) {
            return "\(type) \"\(String(cString: gtk_label_get_text(OpaquePointer(widget))))\""
        }
        return type
    }
}
