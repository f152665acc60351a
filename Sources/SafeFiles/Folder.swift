#if canImport(Glibc)
import Glibc
#endif

/// A folder the app keeps files in, made if missing. Libraries that take paths as text (SQLite
/// through GRDB) reach a folder whose name is not valid UTF-8 through the process's handle on it
/// (`/proc/self/fd/N`), so they use the very folder the bytes name.
public final class Folder: Sendable {
    public let path: FilePath
    private let handle: Int32

    /// Opens the folder at `path`, making it (and its parents) first if needed.
    public init(_ path: FilePath) throws(FileError) {
        try path.makeFolder()
        let handle = path.withCString { open($0, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
        guard handle >= 0 else { throw FileError.last(path) }
        self.path = path
        self.handle = handle
    }

    deinit { close(handle) }

    public func file(_ name: String) -> FilePath { path.appending(name) }

    /// A text path to the file `name` in this folder, for libraries that take text.
    public func textPath(_ name: String) -> String {
        if let text = path.text { return text + "/" + name }
        return "/proc/self/fd/\(handle)/" + name
    }

    public func exists(_ name: String) -> Bool { file(name).exists }

    /// Renames `name` to `newName` within the folder.
    public func rename(_ name: String, to newName: String) throws(FileError) {
        try file(name).rename(to: file(newName))
    }
}

extension FilePath {
    /// Makes this folder and any missing parents; a folder already there is fine.
    public func makeFolder() throws(FileError) {
        var status = stat()
        if withCString({ stat($0, &status) }) == 0 {
            guard status.st_mode & S_IFMT == S_IFDIR else { throw FileError(code: ENOTDIR, path: self) }
            return
        }
        let up = parent
        if up != self && up.bytes != Array(".".utf8) { try up.makeFolder() }
        guard withCString({ mkdir($0, 0o755) }) == 0 || errno == EEXIST else { throw FileError.last(self) }
    }
}
