import Foundation
import GameStore
import GameSupport
import GRDB
import Testing

/// The database on disk, in a fresh folder for each test: saving, restoring, and every way a
/// database can be unusable.
@Suite struct GameDatabaseTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pastimes-store-\(UUID().uuidString)").path
    var path: String { folder + "/" + GameDatabase.fileName }

    func open(at time: Double = 1000) -> GameDatabase { GameDatabase.open(in: folder, now: { time }) }

    func files() -> [String] { ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted() }

    @Test func aSaveIsThereAfterReopening() throws {
        let first = open()
        #expect(first.problem == nil)
        try first.slot(named: "set").write([1, 2, 3])
        try first.slot(named: "simon").write([9])
        let second = open()
        #expect(try second.slot(named: "set").read() == [1, 2, 3])
        #expect(try second.slot(named: "simon").read() == [9])
        #expect(try second.slot(named: "cards").read() == nil)
    }

    @Test func aNewSaveReplacesTheOld() throws {
        let database = open()
        try database.slot(named: "set").write([1])
        try database.slot(named: "set").write([2, 2])
        #expect(try database.slot(named: "set").read() == [2, 2])
    }

    @Test func anUnreadableSaveIsSetAsideNotDeleted() throws {
        let database = open()
        let slot = database.slot(named: "cards")
        try slot.write(Array("not a game".utf8))
        let kept = try slot.setAside()
        #expect(kept.contains(GameDatabase.fileName))
        #expect(try slot.read() == nil)
        let aside = try database.setAsideSaves()
        #expect(aside.count == 1 && aside[0].game == "cards" && aside[0].state == Array("not a game".utf8))
    }

    @Test func aDamagedFileIsRenamedAndNewGamesStart() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let garbage = Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        try garbage.write(to: URL(fileURLWithPath: path))
        let database = open(at: 1234)
        let problem = try #require(database.problem)
        #expect(problem.contains("damaged") || problem.contains("could not be read"))
        #expect(problem.contains("pastimes.sqlite.damaged-1234"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: path + ".damaged-1234")) == garbage)
        try database.slot(named: "set").write([5])
        #expect(try open().slot(named: "set").read() == [5])
    }

    @Test func aTruncatedDatabaseIsRenamedToo() throws {
        let first = open()
        for game in ["set", "cards", "simon"] { try first.slot(named: game).write(Array(repeating: 7, count: 5000)) }
        let whole = try Data(contentsOf: URL(fileURLWithPath: path))
        try whole.prefix(whole.count / 3).write(to: URL(fileURLWithPath: path))
        let second = open(at: 77)
        #expect(second.problem != nil)
        #expect(files().contains("pastimes.sqlite.damaged-77"))
    }

    @Test func aDatabaseFromANewerPastimesIsKeptAsideUntouched() throws {
        let first = open()
        try first.slot(named: "set").write([1])
        // A newer Pastimes would have run a migration this one does not know.
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in
            try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v99: from the future')")
        }
        let second = open(at: 88)
        #expect(second.problem?.contains("newer version of Pastimes") == true)
        #expect(files().contains("pastimes.sqlite.damaged-88"))
        #expect(try second.slot(named: "set").read() == nil)
    }

    @Test func aFolderThatCannotBeWrittenStillGivesAGameThatIsNotSaved() throws {
        // A plain file where the folder should be: nothing can be created there.
        try FileManager.default.createDirectory(atPath: (folder as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        #expect(FileManager.default.createFile(atPath: folder, contents: Data([1])))
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let database = open()
        #expect(database.problem?.contains("will not be saved") == true)
        try database.slot(named: "set").write([3])
        #expect(try database.slot(named: "set").read() == [3], "play goes on in memory")
    }

    @Test func anOldJSONSaveIsImportedOnceAndNeverOverAnExistingSave() throws {
        let database = open()
        #expect(try database.importSave([4, 4], named: "set"))
        #expect(try !database.importSave([5, 5], named: "set"))
        #expect(try database.slot(named: "set").read() == [4, 4])
    }

    @Test func damagedSavesThroughSavedGameAreSetAsideWithTheMessage() throws {
        let database = open()
        let slot = database.slot(named: "set")
        try slot.write(Array("{ nope".utf8))
        let loaded = SavedGame<[Int]>.load(from: slot, name: "Set")
        #expect(loaded.value == nil)
        #expect(loaded.problem?.contains("set-aside saves in pastimes.sqlite") == true)
        #expect(try database.setAsideSaves().count == 1)
    }
}

@Suite struct GameHistoryTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pastimes-history-\(UUID().uuidString)").path

    @Test func finishedGamesAreKeptInOrderAcrossRestarts() throws {
        let games = [
            FinishedGame(game: "set", mode: "Timed Run", finishedAt: 10, seconds: 95.5, score: 40, found: 10, hintsUsed: 1,
                         won: true, result: "Completed"),
            FinishedGame(game: "simon", mode: "Simon says, 8 steps", finishedAt: 20, seconds: nil, score: 5, found: 5,
                         hintsUsed: 0, won: false, result: "Lost at step 6"),
        ]
        let first = GameDatabase.open(in: folder, now: { 0 })
        for game in games { try first.record(game) }
        #expect(try GameDatabase.open(in: folder, now: { 0 }).history() == games)
    }

    @Test func aDatabaseFromBeforeTheHistoryIsMigrated() throws {
        // A database with only the first migration, as the previous release left it.
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let queue = try DatabaseQueue(path: folder + "/" + GameDatabase.fileName)
        try queue.write { db in
            try db.execute(sql: "CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY)")
            try db.execute(sql: "INSERT INTO grdb_migrations VALUES ('v1: saved games')")
            try db.execute(sql: "CREATE TABLE save (game TEXT PRIMARY KEY, state BLOB NOT NULL, savedAt DOUBLE NOT NULL)")
            try db.execute(sql: "CREATE TABLE setAsideSave (id INTEGER PRIMARY KEY AUTOINCREMENT, game TEXT NOT NULL, state BLOB NOT NULL, setAsideAt DOUBLE NOT NULL)")
            try db.execute(sql: "INSERT INTO save VALUES ('set', x'0102', 5)")
        }
        try queue.close()
        let database = GameDatabase.open(in: folder, now: { 0 })
        #expect(database.problem == nil)
        #expect(try database.slot(named: "set").read() == [1, 2])
        #expect(try database.history().isEmpty)
    }
}
