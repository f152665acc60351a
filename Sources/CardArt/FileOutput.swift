import CCairo
import SafeFiles

#if canImport(Glibc)
import Glibc
#endif

/// Where Cairo's stream output goes: a file being written atomically. Cairo calls `write` with
/// each chunk; the first failure (a full disk) is kept, so the caller can say what happened.
final class FileOutput {
    private let writer: FileWriter
    private(set) var failure: FileError?

    init(_ writer: FileWriter) { self.writer = writer }

    /// The pointer Cairo hands back to `write`; valid while this object lives.
    var context: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }

    static let write: cairo_write_func_t = { context, data, length in
        let output = Unmanaged<FileOutput>.fromOpaque(context!).takeUnretainedValue()
        guard output.failure == nil else { return CAIRO_STATUS_WRITE_ERROR }
        do throws(FileError) {
            try output.writer.write(UnsafeRawBufferPointer(start: data, count: Int(length)))
            return CAIRO_STATUS_SUCCESS
        } catch {
            output.failure = error
            return CAIRO_STATUS_WRITE_ERROR
        }
    }

    /// Throws the write's failure, or an input/output error for any other failed status.
    func check(_ status: cairo_status_t) throws(FileError) {
        if let failure { throw failure }
        guard status == CAIRO_STATUS_SUCCESS else { throw FileError(code: EIO, path: writer.path) }
    }
}
