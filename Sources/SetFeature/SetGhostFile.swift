import GameSupport
import SetCore

/// A ghost race as a file to send a friend: a few kilobytes of JSON, marked as Pastimes' own
/// and read only if it holds a possible game (`SetGhost`).
public struct SetGhostFile: Codable, Sendable {
    /// The suffix of a ghost's file name.
    public static let suffix = "pastimes-ghost"
    /// A ghost's file is a few kilobytes: anything far larger is not one.
    public static let largest = 64 * 1024
    static let format = "pastimes-set-ghost"

    let format: String
    let version: Int
    let ghost: SetGhost

    public static func bytes(of ghost: SetGhost) -> [UInt8]? {
        JSONBytes.encode(SetGhostFile(format: format, version: 1, ghost: ghost))
    }

    /// The ghost in `bytes`, or nil if they are not one (damaged, another file, a later version).
    public static func ghost(from bytes: [UInt8]) -> SetGhost? {
        guard bytes.count <= largest, let file = JSONBytes.decode(SetGhostFile.self, from: bytes),
              file.format == format, file.version == 1 else { return nil }
        return file.ghost
    }
}
