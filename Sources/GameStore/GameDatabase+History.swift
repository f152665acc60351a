import GameSupport
import GRDB

/// The history of finished games, for the statistics.
extension GameDatabase {
    public func record(_ finished: FinishedGame) throws {
        try queue.write { db in
            try db.execute(sql: """
                INSERT INTO finishedGame (game, mode, finishedAt, seconds, score, found, hintsUsed, won, result)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
                """, arguments: [finished.game, finished.mode, finished.finishedAt, finished.seconds, finished.score,
                                 finished.found, finished.hintsUsed, finished.won, finished.result])
        }
    }

    /// Every finished game, in the order they finished.
    public func history() throws -> [FinishedGame] {
        try queue.read { db in
            try Row.fetchAll(db, sql: "SELECT * FROM finishedGame ORDER BY id").map { row in
                FinishedGame(game: row["game"], mode: row["mode"], finishedAt: row["finishedAt"], seconds: row["seconds"],
                             score: row["score"], found: row["found"], hintsUsed: row["hintsUsed"], won: row["won"],
                             result: row["result"])
            }
        }
    }
}
