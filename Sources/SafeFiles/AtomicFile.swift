#if canImport(Glibc)
import Glibc
#endif

/// Writes a whole file so that a crash, a full disk or a missing permission never leaves half a
/// file: the bytes go to a temporary file in the same folder, are flushed to the disk, and only
/// then take the name, replacing an older file in one step. On failure the older file is
/// untouched and the temporary one is removed.
public enum AtomicFile {
    /// Writes `bytes` as the file at `path`.
    public static func write(_ bytes: [UInt8], to path: FilePath) throws(FileError) {
        try write(to: path) { (writer: FileWriter) throws(FileError) in try writer.write(bytes) }
    }

    /// Writes the file at `path` with whatever `produce` hands its writer.
    public static func write(to path: FilePath, _ produce: (FileWriter) throws(FileError) -> Void) throws(FileError) {
        let folder = path.parent
        // A short temporary name: the file's own may be as long as a name can be (255 bytes).
        var template = folder.appending(".pastimes-XXXXXX").bytes.map { CChar(bitPattern: $0) } + [0]
        let descriptor = mkstemp(&template)
        guard descriptor >= 0 else { throw FileError.last(path) }
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        let temporary = FilePath(cString: template)
        var succeeded = false
        defer {
            if !succeeded { _ = temporary.withCString { unlink($0) } }
        }
        do throws(FileError) {
            // mkstemp makes a private file; the result gets the old file's mode, or the usual one.
            var status = stat()
            let mode = path.withCString { stat($0, &status) } == 0 ? status.st_mode & 0o7777 : 0o644
            fchmod(descriptor, mode)
            try produce(FileWriter(descriptor: descriptor, path: path))
            guard fsync(descriptor) == 0 else { throw FileError.last(path) }
        } catch {
            close(descriptor)
            throw error
        }
        guard close(descriptor) == 0 else { throw FileError.last(path) }
        let renamed = temporary.withCString { from in path.withCString { to in rename(from, to) } }
        guard renamed == 0 else { throw FileError.last(path) }
        succeeded = true
        syncFolder(folder)
    }

    /// Makes the new name itself durable (a crash right after the rename keeps it).
    private static func syncFolder(_ folder: FilePath) {
        let descriptor = folder.withCString { open($0, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }
}

/// Hands bytes to a file being written, reporting a failure (a full disk) as a `FileError`.
public struct FileWriter {
    let descriptor: Int32
    public let path: FilePath

    public func write(_ bytes: [UInt8]) throws(FileError) {
        var failure: FileError?
        bytes.withUnsafeBytes { buffer in
            do throws(FileError) { try write(buffer) } catch { failure = error }
        }
        if let failure { throw failure }
    }

    public func write(_ buffer: UnsafeRawBufferPointer) throws(FileError) {
        var offset = 0
        while offset < buffer.count {
            let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                throw FileError.last(path)
            }
            offset += written
        }
    }
}
