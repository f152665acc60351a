import GameSupport
import GtkKit

/// Saves in files under the user's data folder.
enum LiveSaveSlot {
    static func file(_ path: String) -> SaveSlot {
        SaveSlot(
            read: { try Files.read(path) },
            write: { try Files.writeAtomically(path, $0) },
            setAside: {
                let kept = path + ".damaged-\(Int(wallClockSeconds()))"
                try Files.rename(path, to: kept)
                return kept
            })
    }
}
