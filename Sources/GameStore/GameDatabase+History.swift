import Foundation
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
            INSERT INTO finishedGame (game, mode, finishedAt, seconds, score, found, hintsUsed, won, result, story, player)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """, arguments: [finished.game.id, finished.mode, finished.finishedAt, finished.seconds, finished.score,
                             finished.found, finished.hintsUsed, finished.won, finished.result, finished.story.map { Data($0) },
                             finished.player])
    }

    /// Names the player of a finished game (a new high score's name, as typed): the game of
    /// `game`'s that finished at `finishedAt`, written or still waiting to be.
    /// A name that cannot be written (the disk full, the file read-only) stays the account's:
    /// the game itself is kept either way.
    public func name(_ player: String, ofGame game: GameKind, finishedAt: Double) {
        store.withLock { store in
            for index in store.records.indices where store.records[index].game == game && store.records[index].finishedAt == finishedAt {
                store.records[index].player = player
            }
            guard store.pause == nil, store.isReady, let queue = store.queue else { return }
            try? queue.inTransaction(.immediate) { db in
                try db.execute(sql: "UPDATE finishedGame SET player = ? WHERE game = ? AND finishedAt = ?", arguments: [player, game.id, finishedAt])
                return .commit
            }
        }
    }

    /// How many stories are kept unless the player says otherwise: a few months of evenings.
    public static let defaultStoriesKept = 100

    /// When the stories beyond those kept are let go.
    public enum LettingGo: Sendable {
        /// At once (the Preferences' number changed and the player is done with it).
        case now
        /// With the next game written: at start, which writes nothing, and while a spin button
        /// passes 90 on its way back to 100, which loses nothing.
        case withTheNextGameWritten
    }

    /// Keeps the stories of the newest `count` finished games (the Preferences' "Reviews
    /// kept"); the others are let go as `lettingGo` says.
    public func keepStories(_ count: Int, lettingGo: LettingGo = .now) {
        store.withLock { store in
            store.storiesKept = max(0, count)
            guard lettingGo == .now, store.pause == nil, store.isReady, let queue = store.queue else { return }
            try? queue.inTransaction(.immediate) { db in
                try forgetOldStories(in: db, keeping: store.storiesKept)
                return .commit
            }
        }
    }

    func forgetOldStories(in db: Database, keeping count: Int) throws {
        try db.execute(sql: """
            UPDATE finishedGame SET story = NULL WHERE story IS NOT NULL
            AND id NOT IN (SELECT id FROM finishedGame WHERE story IS NOT NULL ORDER BY id DESC LIMIT ?)
            """, arguments: [count])
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
                                 result: row["result"], story: (row["story"] as Data?).map { Array($0) }, player: row["player"])
                }
            }) ?? []
            return written + store.records
        }
    }
}
