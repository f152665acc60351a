import CZlib

/// Bytes compressed as a gzip stream (RFC 1952), as browsers take them with
/// `Content-Encoding: gzip`: the cards' drawings shrink to a tenth.
enum Gzip {
    /// Nil only if zlib cannot start (it is out of memory).
    static func compress(_ bytes: [UInt8]) -> [UInt8]? {
        var stream = z_stream()
        // 15 bits of window, plus 16: a gzip header and trailer around the deflate stream.
        guard deflateInit2_(&stream, Z_BEST_COMPRESSION, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY, ZLIB_VERSION,
                            Int32(MemoryLayout<z_stream>.size)) == Z_OK else { return nil }
        defer { deflateEnd(&stream) }
        var output = [UInt8](repeating: 0, count: Int(deflateBound(&stream, uLong(bytes.count))) + 32)
        var input = bytes
        let status = input.withUnsafeMutableBufferPointer { source in
            output.withUnsafeMutableBufferPointer { target in
                stream.next_in = source.baseAddress
                stream.avail_in = uInt(source.count)
                stream.next_out = target.baseAddress
                stream.avail_out = uInt(target.count)
                return deflate(&stream, Z_FINISH)
            }
        }
        guard status == Z_STREAM_END else { return nil }
        return Array(output[..<Int(stream.total_out)])
    }
}
