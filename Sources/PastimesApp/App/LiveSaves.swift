import GameStore
import GameSupport
import GtkKit

/// The saves of this run: the database in the user's data folder, opened once. Saves from the
/// versions that kept a JSON file per game are taken into it on the way (the files are renamed
/// `*.imported`, not deleted).
@MainActor
enum LiveSaves {
    static let games = ["set", "cards", "simon"]

    static let database: GameDatabase = {
        let directory = Files.dataDirectory(for: "pastimes")
        let database = GameDatabase.open(in: directory, now: { wallClockSeconds() })
        for game in games {
            let path = directory + "/\(game).json"
            guard Files.exists(path), let bytes = try? Files.read(path) else { continue }
            // A failed import leaves the file where it is, for the next start to try again.
            guard (try? database.importSave(bytes, named: game)) != nil else { continue }
            try? Files.rename(path, to: path + ".imported")
        }
        return database
    }()

    static func slot(_ game: String) -> SaveSlot { database.slot(named: game) }

    /// The window's size and tab, in a small file of their own: they are needed before the
    /// window opens, and the database is opened only once a game is (which starts the app sooner).
    static var windowSlot: SaveSlot {
        let path = Files.dataDirectory(for: "pastimes") + "/window.json"
        return SaveSlot(
            read: { try Files.read(path) },
            write: { try Files.writeAtomically(path, $0) },
            setAside: {
                let kept = path + ".damaged-\(Int(wallClockSeconds()))"
                try Files.rename(path, to: kept)
                return kept
            })
    }
}
