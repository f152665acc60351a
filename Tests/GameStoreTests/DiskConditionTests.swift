import Foundation
import GameStore
import GameSupport
import GRDB
import SafeFiles
import Testing
import TestSupport

/// A disk that is really full and a folder that really can only be read (the small disks of
/// scripts/test/with-test-disks.sh): play goes on, the database stays exactly as it was (a migration
/// that cannot finish leaves no trace), nothing is renamed, and saving resumes when space is
/// freed. One test at a time: they share the disk they fill.
@Suite(.serialized, .enabled(if: TestDisks.base != nil, "needs scripts/test/with-test-disks.sh"))
struct DiskConditionTests {
    @Test func aMigrationOnAFullDiskLeavesTheDatabaseAsItWasAndRunsOnceThereIsSpace() throws {
        let folder = StoreFolder(base: TestDisks.storeDisk!.description)
        defer { folder.remove() }
        try folder.makeReleaseZeroTwoDatabase(setSave: [1, 2])
        let filler = TestDisks.fill(TestDisks.storeDisk!)
        defer { TestDisks.free(filler) }
        let before = try #require(folder.bytes())

        let database = folder.open()
        #expect(database.pause == .full)
        #expect(database.problem?.description.contains("The disk is full") == true)
        let slot = database.slot(named: "set")
        #expect(try slot.read() == [1, 2], "the saves of the older file are read as they are")
        try slot.write([5])
        #expect(folder.bytes() == before, "not a byte changed")
        #expect(folder.files().allSatisfy { !$0.contains("damaged") })

        TestDisks.free(filler)
        database.resumeSaving()
        #expect(database.pause == nil)
        let queue = try DatabaseQueue(path: folder.databasePath)
        #expect(try queue.read { db in try Int.fetchOne(db, sql: "PRAGMA user_version") } == 6)
        try queue.close()
        #expect(try folder.open().slot(named: "set").read() == [5])
    }

    @Test func aDiskThatFillsUpDuringPlayIsToldOnceAndSavingResumes() throws {
        let folder = StoreFolder(base: TestDisks.storeDisk!.description)
        defer { folder.remove() }
        let database = folder.open()
        let slot = database.slot(named: "cards")
        #expect(try slot.read() == nil)
        try slot.write(Array(repeating: 1, count: 100))
        let filler = TestDisks.fill(TestDisks.storeDisk!)
        defer { TestDisks.free(filler) }
        let told = Notices()
        told.listen(to: database)
        // Saves big enough to need new pages, which a full disk cannot give.
        for move in 2...4 { try slot.write(Array(repeating: UInt8(move), count: 20_000)) }
        #expect(database.pause == .full)
        #expect(told.all.count == 1)
        TestDisks.free(filler)
        database.resumeSaving()
        #expect(database.pause == nil)
        #expect(try folder.open().slot(named: "cards").read() == Array(repeating: 4, count: 20_000))
    }

    @Test func aHighScoreNamedWhileTheDiskIsFullKeepsItsNameWhenWritten() throws {
        let folder = StoreFolder(base: TestDisks.storeDisk!.description)
        defer { folder.remove() }
        let database = folder.open()
        let filler = TestDisks.fill(TestDisks.storeDisk!)
        defer { TestDisks.free(filler) }
        // A save needing new pages pauses saving; the game finished then waits in memory.
        try database.slot(named: "cards").write(Array(repeating: 2, count: 20_000))
        database.record(FinishedGame(game: .simon, mode: "Simon says, 8 steps", finishedAt: 30, seconds: nil, score: 6, found: 6,
                                     hintsUsed: 0, won: false, result: "Lost at step 7", player: "ada"))
        database.name("Grace", ofGame: .simon, finishedAt: 30)
        #expect(database.pause == .full)
        #expect(database.history().last?.player == "Grace", "named as it waits")
        TestDisks.free(filler)
        database.resumeSaving()
        #expect(folder.open().history().last?.player == "Grace")
    }

    @Test func aFolderThatCanOnlyBeReadIsPlayedFromAndLeftAlone() throws {
        let writable = StoreFolder(base: TestDisks.writable!.description)
        let folder = StoreFolder(path: TestDisks.readOnlyView!.appending(writable.path.lastComponent))
        defer { writable.remove() }
        try writable.makeReleaseZeroTwoDatabase(setSave: [3, 3])
        let before = writable.files()
        let bytes = writable.bytes()

        let database = folder.open()
        #expect(database.pause == .readOnly)
        #expect(database.problem?.description.contains("can only be read") == true)
        let slot = database.slot(named: "set")
        #expect(try slot.read() == [3, 3])
        try slot.write([4])
        database.resumeSaving()
        #expect(writable.files() == before, "no lock, journal or renamed file was made")
        #expect(writable.bytes() == bytes)
    }

    @Test func aFileThatCanOnlyBeReadAtStartIsReadFromAndSavedToOnceItCanBeWritten() throws {
        let folder = StoreFolder(base: TestDisks.writable!.description)
        defer { folder.remove() }
        try folder.makeReleaseZeroTwoDatabase(setSave: [3, 3])
        try folder.open().slot(named: "cards").write([1])   // brought up to date, then let go
        let file = folder.path.appending(GameDatabase.fileName)
        try #require(TestDisks.makeReadOnly(file), "a read-only mount of one file")
        var writable = false
        defer { if !writable { _ = TestDisks.makeWritable(file) } }

        let database = folder.open()
        let notices = Notices()
        notices.listen(to: database)
        #expect(database.pause == .readOnly)
        let problem = try #require(database.problem?.description)
        #expect(problem.contains("can only be read") && !problem.contains("new games"), "the saves were read: \(problem)")
        #expect(try database.slot(named: "set").read() == [3, 3])
        try database.slot(named: "set").write([4])          // moves made meanwhile
        try database.slot(named: "set").write([5])
        database.resumeSaving()
        #expect(database.pause == .readOnly, "still read-only")

        writable = TestDisks.makeWritable(file)
        try #require(writable)
        database.resumeSaving()
        #expect(database.pause == nil)
        #expect(notices.all.last == "Your games are being saved again")
        #expect(try folder.open().slot(named: "set").read() == [5], "the last move made while it could not be written")
    }
}
