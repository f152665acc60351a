import GameStore
import GtkKit
import MainLoop
import SafeFiles

/// Where this user's saves live: the database in the user's data folder (and, beside it, a
/// Together game's ticket to rejoin).
@MainActor
enum LiveSaves {
    static let folder = Files.dataDirectory(for: "pastimes")

    /// Opens the saves in `folder`; may run on any thread (it may wait for another program).
    nonisolated static func open(in folder: FilePath) -> GameDatabase { GameDatabase.open(in: folder, now: { wallClockSeconds() }) }
}
