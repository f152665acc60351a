import Foundation
import GameStore
import GRDB
import Synchronization
import Testing

/// Conditions that pass (another program holding the file, another Pastimes being the writer, a
/// newer Pastimes's file): nothing is renamed or overwritten, play goes on, the player is told
/// once, and saving resumes by itself when the condition is gone.
@Suite struct PassingConditionTests {
    let folder = StoreFolder()

    @Test func aDatabaseHeldByAnotherProgramAtStartIsLeftAloneAndItsSaveComesBack() throws {
        try save([1, 1], as: "set")
        let holder = try OtherProcess(OtherProcess.exclusiveTransaction, folder: folder)
        let before = folder.files()

        let database = folder.open()
        let problem = try #require(database.problem?.description)
        #expect(problem.contains("Another program is using"))
        #expect(!problem.contains("locked") && !problem.contains("SQLite"))
        #expect(database.pause == .busy)
        let slot = database.slot(named: "set")
        #expect(try slot.read() == nil, "the save could not be read: a new game starts")
        try slot.write([9])                                   // a move in the new game

        holder.send("release")
        holder.finish()
        let notices = Notices()
        notices.listen(to: database)
        database.resumeSaving()
        #expect(database.pause == nil)
        #expect(folder.files() == before, "nothing renamed")
        #expect(try folder.open().slot(named: "set").read() == [1, 1], "the saved game was not overwritten by the new one")
        #expect(notices.all.contains { $0.contains("saved again") })
        #expect(notices.all.contains { $0.contains("is kept") })
        #expect(!notices.all.contains { $0.contains("another Pastimes") }, "no other Pastimes was involved: \(notices.all)")
    }

    @Test func movesMadeWhileAnotherProgramHoldsTheFileAreSavedWhenItLetsGo() throws {
        let database = folder.open()
        let notices = Notices()
        notices.listen(to: database)
        let slot = database.slot(named: "cards")
        #expect(try slot.read() == nil)
        try slot.write([1])

        let holder = try OtherProcess(OtherProcess.exclusiveTransaction, folder: folder)
        try slot.write([2])
        try slot.write([3])
        #expect(database.pause == .busy)
        #expect(notices.all.count == 1, "told once, not on every move: \(notices.all)")
        database.resumeSaving()
        #expect(database.pause == .busy, "still held")

        holder.send("release")
        holder.finish()
        database.resumeSaving()
        #expect(database.pause == nil)
        #expect(notices.all.last == "Your games are being saved again")
        #expect(try folder.open().slot(named: "cards").read() == [3])
    }

    /// Saves `bytes` as the game `game` and lets go of the database (and its lock).
    func save(_ bytes: [UInt8], as game: String) throws {
        try folder.open().slot(named: game).write(bytes)
    }

    @Test func aSecondPastimesReadsTheSavesButNeverWritesThem() throws {
        try save([1], as: "set")
        let other = try OtherProcess(OtherProcess.otherPastimes, folder: folder)

        let second = folder.open()
        #expect(second.pause == .otherPastimes)
        #expect(second.problem?.description.contains("already open elsewhere") == true)
        let slot = second.slot(named: "set")
        #expect(try slot.read() == [1], "the saves can be read")
        try slot.write([2])
        second.resumeSaving()                          // trying again while the other still runs
        #expect(second.pause == .otherPastimes)
        #expect(try folder.open().slot(named: "set").read() == [1], "but not written")

        // The other Pastimes saves a later move, then quits: this one's stale game is not written over it.
        other.send("write 7")
        other.finish()
        let notices = Notices()
        notices.listen(to: second)
        second.resumeSaving()
        #expect(second.pause == nil)
        #expect(try folder.open().slot(named: "set").read() == [7])
        #expect(notices.all.contains { $0.contains("saved by another Pastimes") })
        try slot.write([3])
        #expect(try folder.open().slot(named: "set").read() == [7], "a game in conflict is never written again")
    }

    @Test func whenTheOtherPastimesQuitsWithoutSavingThisOneTakesOver() throws {
        try save([1], as: "simon")
        let other = try OtherProcess(OtherProcess.otherPastimes, folder: folder)
        let second = folder.open()
        let slot = second.slot(named: "simon")
        #expect(try slot.read() == [1])
        try slot.write([2])
        other.finish()
        second.resumeSaving()
        #expect(second.pause == nil)
        #expect(try folder.open().slot(named: "simon").read() == [2])
    }

    @Test func aDatabaseFromANewerPastimesIsNeverWritten() throws {
        try save([1], as: "set")
        let queue = try DatabaseQueue(path: folder.databasePath)
        try queue.write { db in try db.execute(sql: "PRAGMA user_version = 99") }
        try queue.close()
        let before = try #require(folder.bytes())

        let database = folder.open(at: 88)
        #expect(database.problem?.description.contains("newer version of Pastimes") == true)
        #expect(database.pause == .newerVersion)
        try database.slot(named: "set").write([2])
        database.record(.init(game: .set, mode: "Classic Solo", finishedAt: 1, seconds: 1, score: 1, found: 1, hintsUsed: 0,
                              won: true, result: "Completed"))
        database.resumeSaving()
        #expect(folder.bytes() == before, "left exactly as it was")
        #expect(!folder.files().contains { $0.contains("damaged") })
    }

    @Test func aNewerReleaseKnownOnlyByItsStepNamesIsLeftAloneToo() throws {
        try save([1], as: "set")
        let queue = try DatabaseQueue(path: folder.databasePath)
        try queue.write { db in
            try db.execute(sql: "PRAGMA user_version = 0")
            try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v99: from the future')")
        }
        try queue.close()
        let before = folder.bytes()
        let database = folder.open()
        #expect(database.pause == .newerVersion)
        try database.slot(named: "set").write([2])
        #expect(folder.bytes() == before)
    }

    @Test func aFolderThatCannotBeMadeStillGivesAGameThatIsNotSaved() throws {
        // A plain file where the folder should be: nothing can be created there.
        #expect(FileManager.default.createFile(atPath: folder.text, contents: Data([1])))
        defer { try? FileManager.default.removeItem(atPath: folder.text) }
        let database = folder.open()
        #expect(database.problem?.description.contains("cannot be used") == true)
        let slot = database.slot(named: "set")
        #expect(try slot.read() == nil)
        try slot.write([3])
        #expect(try slot.read() == [3], "play goes on in memory")
        try FileManager.default.removeItem(atPath: folder.text)
        database.resumeSaving()
        #expect(database.pause == nil)
        #expect(try folder.open().slot(named: "set").read() == [3], "saved once the folder could be made")
    }
}
