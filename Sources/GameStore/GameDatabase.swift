import Foundation
import GRDB

/// Pastimes' SQLite database in the user's data folder (through GRDB; no server). Opening never
/// fails: a database that is unreadable, damaged or from a newer Pastimes is renamed, never
/// deleted, a fresh one is started, and `problem` says so for the player.
public final class GameDatabase: Sendable {
    let queue: DatabaseQueue
    let now: @Sendable () -> Double
    /// What went wrong while opening, in words for the player; nil when all was well.
    public let problem: String?

    public static let fileName = "pastimes.sqlite"

    /// Opens (or creates) the database in `directory`; `now` stamps saves (seconds, any clock).
    public static func open(in directory: String, now: @escaping @Sendable () -> Double) -> GameDatabase {
        let path = directory + "/" + fileName
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            return GameDatabase(queue: try openChecked(path), now: now, problem: nil)
        } catch let failure as OpenFailure {
            return startAfresh(at: path, because: failure.reason, now: now)
        } catch {
            return startAfresh(at: path, because: "it could not be read (\(error))", now: now)
        }
    }

    /// A database in memory, for tests and for playing on when the data folder cannot be used.
    public static func inMemory(now: @escaping @Sendable () -> Double = { 0 }, problem: String? = nil) -> GameDatabase {
        // An empty in-memory database always migrates.
        let queue = try! DatabaseQueue()
        try! Schema.migrator.migrate(queue)
        return GameDatabase(queue: queue, now: now, problem: problem)
    }

    init(queue: DatabaseQueue, now: @escaping @Sendable () -> Double, problem: String?) {
        self.queue = queue
        self.now = now
        self.problem = problem
    }

    struct OpenFailure: Error { let reason: String }

    /// Opens `path` and brings it up to date, refusing a damaged or newer database.
    private static func openChecked(_ path: String) throws -> DatabaseQueue {
        let queue = try DatabaseQueue(path: path)
        let check = try queue.read { db in try String.fetchOne(db, sql: "PRAGMA quick_check") }
        guard check == "ok" else { throw OpenFailure(reason: "it was damaged") }
        if try queue.read({ db in try Schema.migrator.hasBeenSuperseded(db) }) {
            throw OpenFailure(reason: "it was made by a newer version of Pastimes")
        }
        try Schema.migrator.migrate(queue)
        return queue
    }

    /// Renames the unusable database (and its journal files) and starts a new one.
    private static func startAfresh(at path: String, because reason: String, now: @escaping @Sendable () -> Double) -> GameDatabase {
        let kept = path + ".damaged-\(Int(now()))"
        do {
            try FileManager.default.moveItem(atPath: path, toPath: kept)
            for suffix in ["-wal", "-shm", "-journal"] where FileManager.default.fileExists(atPath: path + suffix) {
                try FileManager.default.moveItem(atPath: path + suffix, toPath: kept + suffix)
            }
            let queue = try openChecked(path)
            return GameDatabase(queue: queue, now: now,
                                problem: "Your saved games could not be used because \(reason), so new games were started. The old file was kept: \(kept)")
        } catch {
            return inMemory(now: now, problem: "Your saved games could not be used because \(reason), and a new file could not be made "
                                              + "(\(error)). Games will not be saved this time.")
        }
    }
}
