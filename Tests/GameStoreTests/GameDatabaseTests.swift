import Foundation
import GameStore
import GameSupport
import GRDB
import SafeFiles
import Testing

/// The database on disk, in a fresh folder for each test: saving, restoring, and the files that
/// are really damaged (only those are set aside).
@Suite struct GameDatabaseTests {
    let folder = StoreFolder()

    @Test func aSaveIsThereAfterReopening() throws {
        let first = folder.open()
        #expect(first.problem == nil)
        try first.slot(named: "set").write([1, 2, 3])
        try first.slot(named: "simon").write([9])
        let second = folder.open()
        #expect(try second.slot(named: "set").read() == [1, 2, 3])
        #expect(try second.slot(named: "simon").read() == [9])
        #expect(try second.slot(named: "cards").read() == nil)
    }

    @Test func aNewSaveReplacesTheOld() throws {
        let database = folder.open()
        try database.slot(named: "set").write([1])
        try database.slot(named: "set").write([2, 2])
        #expect(try folder.open().slot(named: "set").read() == [2, 2])
    }

    @Test func theSchemaVersionIsRecordedForAnyReader() throws {
        _ = folder.open()
        let queue = try DatabaseQueue(path: folder.databasePath)
        #expect(try queue.read { db in try Int.fetchOne(db, sql: "PRAGMA user_version") } == 6)
    }

    @Test func aSaveMarkedAsOpeningStaysMarkedForTheNextRunUntilCleared() throws {
        let first = folder.open()
        let slot = first.slot(named: "set")
        try slot.write([4, 2])
        #expect(!slot.wasLeftOpening())
        slot.markOpening(true)
        // The run ends here (a crash): the next one finds the mark, on disk.
        let second = folder.open().slot(named: "set")
        #expect(second.wasLeftOpening())
        #expect(try second.read() == [4, 2])
        second.markOpening(false)
        #expect(!folder.open().slot(named: "set").wasLeftOpening())
        // Found marked, the save is set aside (not taken for another's write).
        let third = folder.open()
        let slot3 = third.slot(named: "set")
        slot3.markOpening(true)
        #expect(folder.open().slot(named: "set").wasLeftOpening())
        let fourth = folder.open()
        let found = fourth.slot(named: "set")
        #expect(found.wasLeftOpening())
        _ = try found.setAside()
        #expect(try fourth.setAsideSaves().map(\.state) == [[4, 2]])
        #expect(try folder.open().slot(named: "set").read() == nil)
        #expect(!folder.open().slot(named: "cards").wasLeftOpening(), "no save, no mark")
    }

    @Test func writingASaveKeepsItsOpeningMark() throws {
        let database = folder.open()
        let slot = database.slot(named: "simon")
        try slot.write([1])
        slot.markOpening(true)
        try slot.write([2])
        #expect(folder.open().slot(named: "simon").wasLeftOpening(), "a game saved while it opens is still opening")
    }

    @Test func anUnreadableSaveIsSetAsideNotDeleted() throws {
        let database = folder.open()
        let slot = database.slot(named: "cards")
        try slot.write(Array("not a game".utf8))
        let kept = try slot.setAside()
        #expect(kept.contains(GameDatabase.fileName))
        #expect(try folder.open().slot(named: "cards").read() == nil)
        let aside = try database.setAsideSaves()
        #expect(aside.count == 1 && aside[0].game == "cards" && aside[0].state == Array("not a game".utf8))
    }

    @Test func aDamagedFileIsRenamedAndNewGamesStart() throws {
        try FileManager.default.createDirectory(atPath: folder.text, withIntermediateDirectories: true)
        let garbage = Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        try garbage.write(to: URL(fileURLWithPath: folder.databasePath))
        let database = folder.open(at: 1234)
        let problem = try #require(database.problem?.description)
        #expect(problem.contains("damaged"))
        #expect(problem.contains("pastimes.sqlite.damaged-1234"))
        #expect(!problem.contains("SQLite") && !problem.contains("error"), "no error dumps: \(problem)")
        #expect(folder.bytes("pastimes.sqlite.damaged-1234") == garbage)
        try database.slot(named: "set").write([5])
        #expect(try folder.open().slot(named: "set").read() == [5])
    }

    @Test func aTruncatedDatabaseIsRenamedToo() throws {
        let first = folder.open()
        for game in ["set", "cards", "simon"] { try first.slot(named: game).write(Array(repeating: 7, count: 5000)) }
        let whole = try #require(folder.bytes())
        try whole.prefix(whole.count / 3).write(to: URL(fileURLWithPath: folder.databasePath))
        let second = folder.open(at: 77)
        #expect(second.problem != nil)
        #expect(folder.files().contains("pastimes.sqlite.damaged-77"))
    }

    @Test func aDatabaseOfAnotherProgramIsSetAside() throws {
        try FileManager.default.createDirectory(atPath: folder.text, withIntermediateDirectories: true)
        let queue = try DatabaseQueue(path: folder.databasePath)
        try queue.write { db in try db.execute(sql: "CREATE TABLE photos (id INTEGER PRIMARY KEY, name TEXT)") }
        try queue.close()
        let database = folder.open(at: 9)
        #expect(database.problem?.description.contains("not a file of Pastimes") == true)
        #expect(folder.files().contains("pastimes.sqlite.damaged-9"))
        #expect(database.pause == nil)
    }

    @Test func aDatabaseOfTheLastReleaseIsBroughtUpToDateKeepingItsSaves() throws {
        try folder.makeReleaseZeroTwoDatabase(setSave: [1, 2])
        let database = folder.open()
        #expect(database.problem == nil)
        let slot = database.slot(named: "set")
        #expect(try slot.read() == [1, 2])
        try slot.write([3])
        #expect(try folder.open().slot(named: "set").read() == [3])
        #expect(database.history().isEmpty)
    }

    @Test func damagedSavesThroughSavedGameAreSetAsideWithTheMessage() throws {
        let database = folder.open()
        let slot = database.slot(named: "set")
        try slot.write(Array("{ nope".utf8))
        let loaded = SavedGame<[Int]>.load(from: slot, name: "Set")
        #expect(loaded.value == nil)
        #expect(loaded.problem?.contains("set-aside saves in pastimes.sqlite") == true)
        #expect(try database.setAsideSaves().count == 1)
    }

    @Test func finishedGamesAreKeptInOrderAcrossRestarts() throws {
        let games = [
            FinishedGame(game: .set, mode: "Timed Run", finishedAt: 10, seconds: 95.5, score: 40, found: 10, hintsUsed: 1,
                         won: true, result: "Completed"),
            FinishedGame(game: .simon, mode: "Simon says, 8 steps", finishedAt: 20, seconds: nil, score: 5, found: 5,
                         hintsUsed: 0, won: false, result: "Lost at step 6", player: "Ada"),
        ]
        let first = folder.open()
        for game in games { first.record(game) }
        #expect(folder.open().history() == games)
    }

    @Test func aHighScoresNameIsChangedWrittenOrWaiting() throws {
        let database = folder.open()
        let simon = FinishedGame(game: .simon, mode: "Simon says, 8 steps", finishedAt: 20, seconds: nil, score: 5, found: 5,
                                 hintsUsed: 0, won: false, result: "Lost at step 6", player: "ada")
        database.record(simon)
        database.record(FinishedGame(game: .set, mode: "Classic Solo", finishedAt: 20, seconds: 60, score: 1, found: 1, hintsUsed: 0,
                                     won: true, result: "Completed", player: "ada"))
        database.name("Ada Lovelace", ofGame: .simon, finishedAt: 20)
        #expect(folder.open().history().map(\.player) == ["Ada Lovelace", "ada"], "only that game's")
    }

    @Test func onlyTheNewestStoriesAreKept() throws {
        let database = folder.open()
        database.keepStories(3)
        func game(_ number: Int) -> FinishedGame {
            FinishedGame(game: .set, mode: "Classic Solo", finishedAt: Double(number), seconds: 60, score: 1, found: 1, hintsUsed: 0,
                         won: true, result: "Completed", story: [UInt8(number)])
        }
        for number in 1...5 { database.record(game(number)) }
        #expect(folder.open().history().map(\.story) == [nil, nil, [3], [4], [5]], "the games stay, their stories go")
        database.keepStories(1)
        #expect(folder.open().history().map(\.story) == [nil, nil, nil, nil, [5]], "a smaller number lets go at once")
        database.keepStories(0)
        #expect(folder.open().history().allSatisfy { $0.story == nil })
    }
}

@Suite struct DataFolderNameTests {
    @Test func aDataFolderWhoseNameIsNotUTF8IsUsedAsNamed() throws {
        let parent = StoreFolder()
        defer { parent.remove() }
        // "Spiele-\xFF": a Latin-1 folder name from an older system, not valid UTF-8.
        let odd = FilePath(bytes: parent.path.appending("Spiele-").bytes + [0xFF])
        try GameDatabase.open(in: odd, now: { 0 }).slot(named: "set").write([6])
        #expect(odd.appending(GameDatabase.fileName).exists)
        #expect(!FilePath(String(decoding: odd.bytes, as: UTF8.self)).exists, "no U+FFFD twin folder")
        #expect(try GameDatabase.open(in: odd, now: { 0 }).slot(named: "set").read() == [6])
    }
}
