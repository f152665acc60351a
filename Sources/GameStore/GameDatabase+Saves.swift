import Foundation
import GameSupport
import GRDB

/// Each game's save as a `SaveSlot`: a row of the save table, written in a transaction after
/// every move, so a killed app loses at most the move in progress.
extension GameDatabase {
    public func slot(named game: String) -> SaveSlot {
        SaveSlot(
            read: { [queue] in
                try queue.read { db in try Data.fetchOne(db, sql: "SELECT state FROM save WHERE game = ?", arguments: [game]) }
                    .map { Array($0) }
            },
            write: { [queue, now] bytes in
                try queue.write { db in
                    try db.execute(sql: """
                        INSERT INTO save (game, state, savedAt) VALUES (?, ?, ?)
                        ON CONFLICT(game) DO UPDATE SET state = excluded.state, savedAt = excluded.savedAt
                        """, arguments: [game, Data(bytes), now()])
                }
            },
            setAside: { [queue, now] in
                try queue.write { db in
                    try db.execute(sql: """
                        INSERT INTO setAsideSave (game, state, setAsideAt) SELECT game, state, ? FROM save WHERE game = ?
                        """, arguments: [now(), game])
                    try db.execute(sql: "DELETE FROM save WHERE game = ?", arguments: [game])
                }
                return "among the set-aside saves in \(GameDatabase.fileName)"
            })
    }

    /// The saves that could not be read, oldest first: (game, bytes).
    public func setAsideSaves() throws -> [(game: String, state: [UInt8])] {
        try queue.read { db in
            try Row.fetchAll(db, sql: "SELECT game, state FROM setAsideSave ORDER BY id").map { row in
                (game: row["game"] as String, state: Array(row["state"] as Data))
            }
        }
    }

    /// Takes in a save from before the database (a JSON file), unless the game has one already.
    /// Returns whether it was taken.
    @discardableResult
    public func importSave(_ bytes: [UInt8], named game: String) throws -> Bool {
        try queue.write { db in
            let exists = try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM save WHERE game = ?)", arguments: [game]) ?? false
            guard !exists else { return false }
            try db.execute(sql: "INSERT INTO save (game, state, savedAt) VALUES (?, ?, ?)", arguments: [game, Data(bytes), now()])
            return true
        }
    }
}
