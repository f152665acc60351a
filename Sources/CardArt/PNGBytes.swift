import CCairo

/// PNG files in memory, through Cairo's stream functions: the table's cloth goes to GTK's CSS as
/// a PNG in a data URL, and tests read it back.
extension ImageSurface {
    /// The image as the bytes of a PNG file.
    public func pngBytes() -> [UInt8] {
        let sink = ByteSink()
        cairo_surface_write_to_png_stream(surface, ByteSink.write, Unmanaged.passUnretained(sink).toOpaque())
        return sink.bytes
    }

    /// The image a PNG file's bytes hold; nil if they are not one.
    public convenience init?(png: [UInt8]) {
        let source = ByteSource(png)
        let read = cairo_image_surface_create_from_png_stream(ByteSource.read, Unmanaged.passUnretained(source).toOpaque())!
        guard cairo_surface_status(read) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(read)
            return nil
        }
        self.init(adopting: read)
    }
}

/// Collects what Cairo writes.
private final class ByteSink {
    var bytes: [UInt8] = []

    static let write: cairo_write_func_t = { context, data, length in
        let sink = Unmanaged<ByteSink>.fromOpaque(context!).takeUnretainedValue()
        sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
        return CAIRO_STATUS_SUCCESS
    }
}

/// Hands Cairo bytes to read, in the pieces it asks for.
private final class ByteSource {
    private let bytes: [UInt8]
    private var offset = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    static let read: cairo_read_func_t = { context, data, length in
        let source = Unmanaged<ByteSource>.fromOpaque(context!).takeUnretainedValue()
        let count = Int(length)
        guard source.offset + count <= source.bytes.count, let data else { return CAIRO_STATUS_READ_ERROR }
        source.bytes.withUnsafeBufferPointer { all in
            data.update(from: all.baseAddress! + source.offset, count: count)
        }
        source.offset += count
        return CAIRO_STATUS_SUCCESS
    }
}
