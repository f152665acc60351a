import GRDB

/// The database's tables, built by migrations: a release that needs a new table or column adds
/// a migration and never edits an old one, so every player's database can be brought up to date.
enum Schema {
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1: saved games") { db in
            // One row per game (set, cards, simon, window): its state as the game's JSON.
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
        }
        migrator.registerMigration("v2: finished games") { db in
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
        }
        return migrator
    }
}
