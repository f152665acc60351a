import GRDB

// Words in this file are for developers, not for translation.
/// The database's tables, built step by step. A release that needs a new table or column adds a
/// step and never edits an old one, so every player's database can be brought up to date.
/// `PRAGMA user_version` records how many steps a database has had, for any reader to see; the
/// steps' names also go into `grdb_migrations`, where Pastimes 0.2 looked, so that an older
/// release recognises a newer database and leaves it alone.
enum Schema {
    struct Step {
        let name: String
        let apply: @Sendable (Database) throws -> Void
    }

    static let steps: [Step] = [
        Step(name: "v1: saved games") { db in
            // One row per game (set, cards, simon): its state as the game's JSON.
            try db.create(table: "save") { table in
                table.primaryKey("game", .text)
                table.column("state", .blob).notNull()
                table.column("savedAt", .double).notNull()
            }
            // Saves that could not be read, kept rather than deleted.
            try db.create(table: "setAsideSave") { table in
                table.autoIncrementedPrimaryKey("id")
                table.column("game", .text).notNull()
                table.column("state", .blob).notNull()
                table.column("setAsideAt", .double).notNull()
            }
        },
        Step(name: "v2: finished games") { db in
            // The statistics' history: one row per finished game, in the order they finished.
            try db.create(table: "finishedGame") { table in
                table.autoIncrementedPrimaryKey("id")
                table.column("game", .text).notNull()
                table.column("mode", .text).notNull()
                table.column("finishedAt", .double).notNull()
                table.column("seconds", .double)
                table.column("score", .integer).notNull()
                table.column("found", .integer).notNull()
                table.column("hintsUsed", .integer).notNull()
                table.column("won", .boolean).notNull()
                table.column("result", .text).notNull()
            }
        },
        Step(name: "v3: save revisions") { db in
            // Counts the writes of each save, so a process never overwrites a save newer than
            // the one it loaded (see GameDatabase+Saves).
            try db.alter(table: "save") { table in table.add(column: "revision", .integer).notNull().defaults(to: 0) }
        },
        Step(name: "v4: game stories") { db in
            // A finished game's story, for its review (Set's: a SetStory's JSON). Only the latest
            // are kept: older ones are set to NULL (GameDatabase.storiesKept).
            try db.alter(table: "finishedGame") { table in table.add(column: "story", .blob) }
        },
        Step(name: "v5: players' names") { db in
            // Who played a finished game, as the high scores name them.
            try db.alter(table: "finishedGame") { table in table.add(column: "player", .text) }
        },
        Step(name: "v6: saves being opened") { db in
            // Set while a game is being opened from its save, cleared once it is on screen: a
            // run that ends between the two (a crash) leaves it set, and the next start sets
            // that save aside instead of opening it again (GameRecord).
            try db.alter(table: "save") { table in table.add(column: "opening", .boolean).notNull().defaults(to: false) }
        },
    ]

    /// The number of steps this release knows.
    static var version: Int { steps.count }

    /// What a database file holds, as far as the schema goes.
    enum Found: Equatable {
        /// Our tables after this many steps (0: an empty file).
        case version(Int)
        /// Made by a newer release: never to be written.
        case newer
        /// Tables that are not ours.
        case foreign
    }

    static func inspect(_ db: Database) throws -> Found {
        let userVersion = try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0
        guard userVersion <= version else { return .newer }
        let tables = Set(try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"))
        if userVersion > 0 { return tables.contains("save") ? .version(userVersion) : .foreign }
        if tables.isEmpty { return .version(0) }
        // Pastimes 0.2 kept only the names of the steps it had run.
        guard tables.contains("grdb_migrations"), tables.contains("save") else { return .foreign }
        let applied = Set(try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations"))
        let known = steps.map(\.name)
        guard applied.isSubset(of: known) else { return .newer }
        return .version(known.prefix { applied.contains($0) }.count)
    }

    /// Runs the steps after `found` in one transaction: a step that cannot finish (a full disk, a
    /// folder that can only be read) leaves the database exactly as it was.
    static func migrate(_ queue: DatabaseQueue, from found: Int) throws {
        guard found < version else { return }
        try queue.inTransaction(.immediate) { db in
            try db.execute(sql: "CREATE TABLE IF NOT EXISTS grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY)")
            for step in steps[found...] {
                try step.apply(db)
                try db.execute(sql: "INSERT OR IGNORE INTO grdb_migrations (identifier) VALUES (?)", arguments: [step.name])
            }
            try db.execute(sql: "PRAGMA user_version = \(version)")
            return .commit
        }
    }
}
