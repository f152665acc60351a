#if canImport(Glibc)
import Glibc
#endif
import Localization

/// Why a file could not be written or read, in the player's words (the system's error number
/// decides the words; no error codes are shown).
public struct FileError: Error, Equatable, Sendable, CustomStringConvertible {
    public let code: Int32
    public let path: FilePath

    public init(code: Int32, path: FilePath) {
        self.code = code
        self.path = path
    }

    /// The error of the last system call.
    static func last(_ path: FilePath) -> FileError { FileError(code: errno, path: path) }

    public enum Kind: Sendable { case noSpace, notAllowed, readOnlyDisk, noSuchFolder, notAFile, other }

    public var kind: Kind {
        switch code {
        case ENOSPC, EDQUOT: .noSpace
        case EACCES, EPERM: .notAllowed
        case EROFS: .readOnlyDisk
        case ENOENT, ENOTDIR: .noSuchFolder
        // A folder, a pipe or a device where a file was to be read.
        case EISDIR: .notAFile
        default: .other
        }
    }

    /// What went wrong, as the end of a sentence: "there is no space left on the disk".
    public var reason: String {
        switch kind {
        case .noSpace: tr("there is no space left on the disk")
        case .notAllowed: tr("you are not allowed to write there")
        case .readOnlyDisk: tr("the disk can only be read")
        case .noSuchFolder: tr("there is no such folder")
        case .notAFile: tr("it is not a plain file")
        case .other: String(cString: strerror(code)).lowercased()
        }
    }

    public var description: String { "\(path.lastComponent): \(reason)" }  // not for people: a file's name and the reason
}
