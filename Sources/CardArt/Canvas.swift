import CCairo
import GameSupport

// Words in this file are for developers, not for translation.
/// A Cairo context with Swift names: the Core Graphics of this project. Drawing code takes a
/// `Canvas` and values (a face, a rectangle, a palette), never a game or a widget, so the same
/// code draws on screen, into PNGs for tests and into the printable PDF.
public struct Canvas {
    public let cairo: OpaquePointer
    /// How cached pictures (sprites) copied onto this canvas are sampled when the drawing is
    /// shown transformed later: GTK replays a card's drawing under its widget's transform, so a
    /// moving card is resampled every frame.
    public let sampling: Sampling

    public enum Sampling: Sendable {
        /// Cairo's default filter.
        case smooth
        /// The nearest pixel: a card moved by a fraction of a pixel stays sharp, and a moving
        /// card is copied rather than interpolated, which with GTK's Cairo renderer is most of
        /// what a frame costs (`cardbench` measures it). For upright cards: a tilted one would
        /// show stair-stepped edges.
        case nearest
    }

    /// Wraps a context owned by someone else (GTK's drawing area, a surface of ours).
    public init(cairo: OpaquePointer, sampling: Sampling = .smooth) {
        self.cairo = cairo
        self.sampling = sampling
    }

    public func save() { cairo_save(cairo) }
    public func restore() { cairo_restore(cairo) }

    /// Runs `body` with the graphics state saved, and restores it after (clips included).
    public func withSavedState(_ body: () -> Void) {
        save()
        body()
        restore()
    }

    /// Draws `body` at `opacity` (0 draws nothing, 1 draws as is): painted into a group, then
    /// onto the canvas with that alpha. Fading a drawing here rather than with the widget's
    /// opacity keeps GTK from painting it into a group of its own, where Cairo 1.16 can crash
    /// (see ARCHITECTURE.md, "Drawing").
    public func withOpacity(_ opacity: Double, _ body: () -> Void) {
        if opacity >= 1 { return body() }
        guard opacity > 0 else { return }
        cairo_push_group(cairo)
        body()
        cairo_pop_group_to_source(cairo)
        cairo_paint_with_alpha(cairo, opacity)
    }

    public func translate(_ x: Double, _ y: Double) { cairo_translate(cairo, x, y) }
    public func rotate(_ radians: Double) { cairo_rotate(cairo, radians) }
    public func scale(_ x: Double, _ y: Double) { cairo_scale(cairo, x, y) }

    // MARK: Paths

    public func newPath() { cairo_new_path(cairo) }
    public func move(to p: Point) { cairo_move_to(cairo, p.x, p.y) }
    public func line(to p: Point) { cairo_line_to(cairo, p.x, p.y) }
    public func curve(to p: Point, _ c1: Point, _ c2: Point) { cairo_curve_to(cairo, c1.x, c1.y, c2.x, c2.y, p.x, p.y) }
    public func closePath() { cairo_close_path(cairo) }
    public func arc(center: Point, radius: Double, from start: Double, to end: Double) {
        cairo_arc(cairo, center.x, center.y, radius, start, end)
    }
    /// An arc drawn the other way round (decreasing angles), for the inner edge of a ring.
    public func arcNegative(center: Point, radius: Double, from start: Double, to end: Double) {
        cairo_arc_negative(cairo, center.x, center.y, radius, start, end)
    }
    public func rectangle(_ r: Rect) { cairo_rectangle(cairo, r.minX, r.minY, r.width, r.height) }

    public func roundedRectangle(_ r: Rect, radius: Double) {
        let radius = min(radius, r.width / 2, r.height / 2)
        cairo_new_sub_path(cairo)
        arc(center: Point(x: r.maxX - radius, y: r.minY + radius), radius: radius, from: -.pi / 2, to: 0)
        arc(center: Point(x: r.maxX - radius, y: r.maxY - radius), radius: radius, from: 0, to: .pi / 2)
        arc(center: Point(x: r.minX + radius, y: r.maxY - radius), radius: radius, from: .pi / 2, to: .pi)
        arc(center: Point(x: r.minX + radius, y: r.minY + radius), radius: radius, from: .pi, to: 1.5 * .pi)
        closePath()
    }

    // MARK: Painting

    public func setColor(_ color: Color) { cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha) }
    public func setLineWidth(_ width: Double) { cairo_set_line_width(cairo, width) }
    public func setRoundJoins() {
        cairo_set_line_join(cairo, CAIRO_LINE_JOIN_ROUND)
        cairo_set_line_cap(cairo, CAIRO_LINE_CAP_ROUND)
    }
    public func setDash(_ lengths: [Double]) { cairo_set_dash(cairo, lengths, Int32(lengths.count), 0) }

    /// Sets a radial gradient from `inner` at `center` to `outer` at `radius` (cheap over a
    /// small area; over a whole window prefer a linear one).
    public func setRadialGradient(center: Point, radius: Double, inner: Color, outer: Color) {
        let pattern = cairo_pattern_create_radial(center.x, center.y, 0, center.x, center.y, radius)
        cairo_pattern_add_color_stop_rgba(pattern, 0, inner.red, inner.green, inner.blue, inner.alpha)
        cairo_pattern_add_color_stop_rgba(pattern, 1, outer.red, outer.green, outer.blue, outer.alpha)
        cairo_set_source(cairo, pattern)
        cairo_pattern_destroy(pattern)
    }

    /// Sets a linear gradient from `start` at `from` to `end` at `to`.
    public func setLinearGradient(from: Point, to: Point, start: Color, end: Color) {
        let pattern = cairo_pattern_create_linear(from.x, from.y, to.x, to.y)
        cairo_pattern_add_color_stop_rgba(pattern, 0, start.red, start.green, start.blue, start.alpha)
        cairo_pattern_add_color_stop_rgba(pattern, 1, end.red, end.green, end.blue, end.alpha)
        cairo_set_source(cairo, pattern)
        cairo_pattern_destroy(pattern)
    }

    public func fill() { cairo_fill(cairo) }
    public func fillPreserve() { cairo_fill_preserve(cairo) }
    public func stroke() { cairo_stroke(cairo) }
    public func clip() { cairo_clip(cairo) }
    public func paint() { cairo_paint(cairo) }
    public func paint(alpha: Double) { cairo_paint_with_alpha(cairo, alpha) }

    // MARK: Text (corner indices and pips' labels)

    public enum Weight { case normal, bold }

    public func setFont(size: Double, weight: Weight = .bold, family: String = "Sans") {
        cairo_select_font_face(cairo, family, CAIRO_FONT_SLANT_NORMAL,
                               weight == .bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL)
        cairo_set_font_size(cairo, size)
    }

    /// The ink box of `text` in the current font: width, height, and its offset from the origin.
    public func measure(_ text: String) -> (width: Double, height: Double, x: Double, y: Double) {
        var extents = cairo_text_extents_t()
        cairo_text_extents(cairo, text, &extents)
        return (extents.width, extents.height, extents.x_bearing, extents.y_bearing)
    }

    /// Adds `text`'s outline to the path, centred on `center` (by its ink box), to fill or stroke.
    public func textPath(_ text: String, centeredAt center: Point) {
        let box = measure(text)
        cairo_move_to(cairo, center.x - box.width / 2 - box.x, center.y - box.height / 2 - box.y)
        cairo_text_path(cairo, text)
    }

    /// Draws `text` centred on `center` (by its ink box).
    public func drawText(_ text: String, centeredAt center: Point) {
        let box = measure(text)
        cairo_move_to(cairo, center.x - box.width / 2 - box.x, center.y - box.height / 2 - box.y)
        cairo_show_text(cairo, text)
    }
}

/// A colour with alpha, components 0...1.
public struct Color: Equatable, Hashable, Sendable {
    public var red, green, blue, alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }

    /// From a hex triple such as 0xD62828.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
                  blue: Double(hex & 0xFF) / 255, alpha: alpha)
    }

    public func withAlpha(_ alpha: Double) -> Color { Color(red: red, green: green, blue: blue, alpha: alpha) }

    public static let white = Color(red: 1, green: 1, blue: 1)
    public static let black = Color(red: 0, green: 0, blue: 0)
}
