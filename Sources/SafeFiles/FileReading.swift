#if canImport(Glibc)
import Glibc
#endif

extension FilePath {
    /// Whether something exists at this path.
    public var exists: Bool { withCString { access($0, F_OK) } == 0 }

    /// The whole file's bytes, or nil when there is no such file. With `atMost` (a file from
    /// anywhere), only a plain file is read, never blocking on a pipe or a device that never
    /// ends (/dev/zero), and reading stops after one byte more than `atMost`.
    public func read(atMost limit: Int? = nil) throws(FileError) -> [UInt8]? {
        let descriptor = withCString { open($0, O_RDONLY | O_CLOEXEC | (limit == nil ? 0 : O_NONBLOCK)) }
        guard descriptor >= 0 else {
            if errno == ENOENT { return nil }
            throw FileError.last(self)
        }
        defer { close(descriptor) }
        if limit != nil {
            var status = stat()
            guard fstat(descriptor, &status) == 0 else { throw FileError.last(self) }
            guard status.st_mode & S_IFMT == S_IFREG else { throw FileError(code: EISDIR, path: self) }
        }
        let limit = limit ?? .max
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw FileError.last(self)
            }
            if count == 0 { return bytes }
            bytes += chunk[..<count]
            if bytes.count > limit { return Array(bytes.prefix(limit + 1)) }
        }
    }

    /// Gives the file a new name (within one file system), replacing what had it.
    public func rename(to newPath: FilePath) throws(FileError) {
        let result = withCString { from in newPath.withCString { to in Glibc.rename(from, to) } }
        guard result == 0 else { throw FileError.last(self) }
    }

    /// Removes the file; one that is not there is already what was wanted.
    public func remove() throws(FileError) {
        guard withCString({ unlink($0) }) == 0 || errno == ENOENT else { throw FileError.last(self) }
    }
}
