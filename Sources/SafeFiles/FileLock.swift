#if canImport(Glibc)
import Glibc
#endif

/// A lock file that says one process is the writer of something (the saved games). The lock is
/// a POSIX record lock on the file: the system drops it when the process ends, however it ends,
/// so a crash never leaves a stale lock behind. Another process asking for it is told it is held.
public final class FileLock: Sendable {
    private let descriptor: Int32

    public enum Outcome: Sendable {
        case acquired(FileLock)
        /// Another process holds the lock.
        case heldElsewhere
        /// The lock file could not be made (a read-only folder, say).
        case failed(FileError)
    }

    private init(descriptor: Int32) { self.descriptor = descriptor }

    /// Takes the lock at `path` if no other process holds it; never waits.
    public static func acquire(_ path: FilePath) -> Outcome {
        let descriptor = path.withCString { open($0, O_RDWR | O_CREAT | O_CLOEXEC, 0o644) }
        guard descriptor >= 0 else { return .failed(FileError.last(path)) }
        var request = flock()
        request.l_type = Int16(F_WRLCK)
        request.l_whence = Int16(SEEK_SET)
        guard fcntl(descriptor, F_SETLK, &request) == 0 else {
            let code = errno
            close(descriptor)
            return code == EACCES || code == EAGAIN ? .heldElsewhere : .failed(FileError(code: code, path: path))
        }
        return .acquired(FileLock(descriptor: descriptor))
    }

    deinit { close(descriptor) }
}
