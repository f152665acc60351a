import CCairo

/// Somewhere to draw that is not a window: an image in memory (for PNGs and pixel tests) or a
/// PDF document (for printing the deck).
public final class ImageSurface: @unchecked Sendable {
    let surface: OpaquePointer
    public let width: Int
    public let height: Int

    /// An image of `width` x `height` pixels; with a `scale` of 2, drawing is in points of two
    /// pixels each (for HiDPI screens).
    public init(width: Int, height: Int, scale: Double = 1) {
        self.width = width
        self.height = height
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        if scale != 1 { cairo_surface_set_device_scale(surface, scale, scale) }
    }

    deinit { cairo_surface_destroy(surface) }

    // Shared between threads only once drawn (the sprite cache), so only read concurrently.

    /// Draws into the image with a fresh context.
    public func draw(_ body: (Canvas) -> Void) {
        let cairo = cairo_create(surface)!
        body(Canvas(cairo: cairo))
        cairo_destroy(cairo)
        cairo_surface_flush(surface)
    }

    /// Writes the image as a PNG file; false when it could not be written.
    @discardableResult
    public func writePNG(to path: String) -> Bool {
        cairo_surface_write_to_png(surface, path) == CAIRO_STATUS_SUCCESS
    }

    /// The pixel at (x, y), un-premultiplied.
    public func pixel(x: Int, y: Int) -> Color {
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        let offset = y * stride + x * 4
        // ARGB32 is a native-endian 32-bit word: on little-endian machines, bytes B G R A.
        let value = data.withMemoryRebound(to: UInt8.self, capacity: stride * height) { bytes in
            UInt32(bytes[offset]) | UInt32(bytes[offset + 1]) << 8 | UInt32(bytes[offset + 2]) << 16 | UInt32(bytes[offset + 3]) << 24
        }
        let alpha = Double(value >> 24) / 255
        guard alpha > 0 else { return Color(red: 0, green: 0, blue: 0, alpha: 0) }
        func channel(_ shift: UInt32) -> Double { min(1, Double((value >> shift) & 0xFF) / 255 / alpha) }
        return Color(red: channel(16), green: channel(8), blue: channel(0), alpha: alpha)
    }
}

/// A PDF document, one page at a time, sized in points (1/72 inch).
public final class PDFDocument {
    let surface: OpaquePointer
    let cairo: OpaquePointer

    /// Starts a document at `path`; nil when the file cannot be created.
    public init?(path: String, pageWidth: Double, pageHeight: Double) {
        surface = cairo_pdf_surface_create(path, pageWidth, pageHeight)
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return nil
        }
        cairo = cairo_create(surface)
    }

    public var canvas: Canvas { Canvas(cairo: cairo) }

    public func finishPage() { cairo_show_page(cairo) }

    /// Writes the document out; false when something went wrong (a full disk, say).
    public func close() -> Bool {
        cairo_destroy(cairo)
        cairo_surface_finish(surface)
        let ok = cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
        cairo_surface_destroy(surface)
        return ok
    }
}
