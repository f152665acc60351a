import CCairo
import SafeFiles

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

    /// Takes over an image surface Cairo made (one read from a PNG).
    init(adopting surface: OpaquePointer) {
        self.surface = surface
        width = Int(cairo_image_surface_get_width(surface))
        height = Int(cairo_image_surface_get_height(surface))
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

    /// Writes the image as a PNG file, whole or not at all (see `AtomicFile`).
    public func writePNG(to path: FilePath) throws(FileError) {
        try AtomicFile.write(to: path) { (writer: FileWriter) throws(FileError) in
            let output = FileOutput(writer)
            try output.check(cairo_surface_write_to_png_stream(surface, FileOutput.write, output.context))
        }
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

/// A drawing kept as Cairo's list of operations, to be replayed later under any transform: what
/// GTK does with a widget's drawing every frame the widget moves. Benchmarks and tests replay
/// cards through it to see what a moving card costs and how it looks.
public final class RecordedDrawing {
    private let surface: OpaquePointer

    /// Records what `body` draws within `width` x `height`, sprites sampled as `sampling` says.
    public init(width: Double, height: Double, sampling: Canvas.Sampling, _ body: (Canvas) -> Void) {
        var extents = cairo_rectangle_t(x: 0, y: 0, width: width, height: height)
        surface = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, &extents)
        let cairo = cairo_create(surface)!
        body(Canvas(cairo: cairo, sampling: sampling))
        cairo_destroy(cairo)
    }

    deinit { cairo_surface_destroy(surface) }

    /// Replays the drawing onto `canvas` under its current transform, as GTK's Cairo renderer does.
    public func replay(on canvas: Canvas) {
        cairo_set_source_surface(canvas.cairo, surface, 0, 0)
        cairo_paint(canvas.cairo)
    }
}

/// A PDF document, one page at a time, sized in points (1/72 inch), written to a file as it is
/// drawn (see `FileOutput`).
public final class PDFDocument {
    private let surface: OpaquePointer
    private let cairo: OpaquePointer
    private let output: FileOutput
    private var isClosed = false

    init(output: FileOutput, pageWidth: Double, pageHeight: Double) {
        self.output = output
        surface = cairo_pdf_surface_create_for_stream(FileOutput.write, output.context, pageWidth, pageHeight)
        cairo = cairo_create(surface)
    }

    deinit {
        if !isClosed { cairo_destroy(cairo); cairo_surface_destroy(surface) }
    }

    public var canvas: Canvas { Canvas(cairo: cairo) }

    public func finishPage() { cairo_show_page(cairo) }

    /// Writes the rest of the document out; throws what stopped a write (a full disk, say).
    /// Closing twice does nothing more.
    func close() throws(FileError) {
        guard !isClosed else { return }
        isClosed = true
        cairo_destroy(cairo)
        cairo_surface_finish(surface)
        let status = cairo_surface_status(surface)
        cairo_surface_destroy(surface)
        try output.check(status)
    }
}
