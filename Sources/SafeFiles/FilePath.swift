#if canImport(Glibc)
import Glibc
#endif

/// A file's path as the bytes the system knows it by. Linux paths are bytes, not text: a folder
/// whose name is not valid UTF-8 must be used as it is, which a Swift `String` cannot promise
/// (it would quietly replace the bytes with U+FFFD and name another folder).
public struct FilePath: Hashable, Sendable, CustomStringConvertible {
    /// The path's bytes, without a terminating NUL.
    public let bytes: [UInt8]

    public init(bytes: [UInt8]) { self.bytes = bytes }
    public init(_ text: String) { bytes = Array(text.utf8) }
    /// A path handed over by C (GLib, argv): its bytes as they are.
    public init(cString: UnsafePointer<CChar>) {
        bytes = Array(UnsafeBufferPointer(start: cString, count: strlen(cString))).map { UInt8(bitPattern: $0) }
    }

    /// `self/name`.
    public func appending(_ name: String) -> FilePath {
        FilePath(bytes: (bytes.last == UInt8(ascii: "/") ? bytes : bytes + [UInt8(ascii: "/")]) + Array(name.utf8))
    }

    /// `self` with `suffix` added to its last part: `file.pdf` → `file.pdf.damaged-5`.
    public func withSuffix(_ suffix: String) -> FilePath { FilePath(bytes: bytes + Array(suffix.utf8)) }

    /// The folder holding this path ("." for a bare name).
    public var parent: FilePath {
        guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return FilePath(".") }
        return slash == 0 ? FilePath("/") : FilePath(bytes: Array(bytes[..<slash]))
    }

    /// The last part of the path, for messages.
    public var lastComponent: String {
        let start = bytes.lastIndex(of: UInt8(ascii: "/")).map { $0 + 1 } ?? 0
        return String(decoding: bytes[start...], as: UTF8.self)
    }

    /// The path as text when its bytes are valid UTF-8, for libraries that take paths as text.
    public var text: String? { String(validating: bytes, as: UTF8.self) }

    /// For showing to the player only: bytes that are not UTF-8 show as U+FFFD.
    public var description: String { String(decoding: bytes, as: UTF8.self) }

    public func withCString<Result>(_ body: (UnsafePointer<CChar>) throws -> Result) rethrows -> Result {
        try (bytes.map { CChar(bitPattern: $0) } + [0]).withUnsafeBufferPointer { try body($0.baseAddress!) }
    }
}

extension FilePath {
    /// The running program's own file (from /proc/self/exe), whatever name it was started by.
    public static var executable: FilePath? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return FilePath(bytes: buffer[..<count].map { UInt8(bitPattern: $0) })
    }
}
