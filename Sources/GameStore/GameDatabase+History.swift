import GameSupport
import GRDB

/// The history of finished games, for the statistics. A game finished while saving is paused
/// waits in memory with the moves and is written with them.
extension GameDatabase {
    public func record(_ finished: FinishedGame) {
        tell(store.withLock { store -> Notice? in
            store.records.append(finished)
            return store.pause == nil ? flush(&store) : nil
        })
    }

    func insert(_ finished: FinishedGame, into db: Database) throws {
        try db.execute(sql: """
            INSERT INTO finishedGame (game, mode, finishedAt, seconds, score, found, hintsUsed, won, result)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
            """, arguments: [finished.game.id, finished.mode, finished.finishedAt, finished.seconds, finished.score,
                             finished.found, finished.hintsUsed, finished.won, finished.result])
    }

    /// Every finished game, in the order they finished (those waiting to be written last).
    public func history() -> [FinishedGame] {
        store.withLock { store in
            let written = (try? store.queue?.read { db -> [FinishedGame] in
                guard try db.tableExists("finishedGame") else { return [] }
                // A game this version does not know (a later one's) is left out, not misread.
                return try Row.fetchAll(db, sql: "SELECT * FROM finishedGame ORDER BY id").compactMap { row in
                    guard let game = GameKind(rawValue: row["game"]) else { return nil }
                    return FinishedGame(game: game, mode: row["mode"], finishedAt: row["finishedAt"], seconds: row["seconds"],
                                 score: row["score"], found: row["found"], hintsUsed: row["hintsUsed"], won: row["won"],
                                 result: row["result"])
                }
            }) ?? []
            return written + store.records
        }
    }
}
