import GameStore
import GameSupport
import GtkKit
import MainLoop
import SafeFiles

/// The saves of this run: the database in the user's data folder, opened once. Saves from the
/// versions that kept a JSON file per game are taken into it on the way (the files are renamed
/// `*.imported`, not deleted).
@MainActor
enum LiveSaves {
    static let folder = Files.dataDirectory(for: "pastimes")

    static let database: GameDatabase = {
        let database = GameDatabase.open(in: folder, now: { wallClockSeconds() })
        for game in GameKind.allCases {
            let path = folder.appending("\(game.id).json")
            guard let bytes = try? path.read() else { continue }
            // An import that cannot be done now leaves the file where it is, for the next start.
            guard (try? database.importSave(bytes, named: game.id)) != nil else { continue }
            try? path.rename(to: path.withSuffix(".imported"))
        }
        return database
    }()
}
