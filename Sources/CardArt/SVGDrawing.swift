import CCairo

/// A drawing written as SVG, in memory: what a web page shows of the same art the app paints
/// (Cairo's SVG surface takes the very calls a window's or a PDF's does).
public enum SVGDrawing {
    /// The SVG document of what `body` draws within `width` x `height` (in CSS pixels, which the
    /// page scales as it likes: the drawing is made of paths).
    public static func make(width: Double, height: Double, _ body: (Canvas) -> Void) -> [UInt8] {
        let output = MemoryOutput()
        let surface = cairo_svg_surface_create_for_stream(MemoryOutput.write, output.context, width, height)!
        cairo_svg_surface_restrict_to_version(surface, CAIRO_SVG_VERSION_1_1)
        cairo_svg_surface_set_document_unit(surface, CAIRO_SVG_UNIT_PX)
        let cairo = cairo_create(surface)!
        body(Canvas(cairo: cairo))
        cairo_destroy(cairo)
        cairo_surface_finish(surface)
        cairo_surface_destroy(surface)
        return output.bytes
    }
}

/// Where Cairo's stream output goes when it is kept in memory.
private final class MemoryOutput {
    var bytes: [UInt8] = []

    var context: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }

    static let write: cairo_write_func_t = { context, data, length in
        let output = Unmanaged<MemoryOutput>.fromOpaque(context!).takeUnretainedValue()
        if let data { output.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length))) }
        return CAIRO_STATUS_SUCCESS
    }
}
