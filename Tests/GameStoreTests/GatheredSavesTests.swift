import GameStore
import GRDB
import Synchronization
import Testing

/// Saves gathered until the app's main loop has done its turn: nothing reaches the disk before
/// the writing handed over runs, then everything at once, in one transaction.
@Suite struct GatheredSavesTests {
    let folder = StoreFolder()

    /// What the app's main loop would run at the end of its turn.
    final class Later: Sendable {
        let asked = Mutex<[@Sendable () -> Void]>([])
        var count: Int { asked.withLock { $0.count } }
        func runAll() { for write in asked.withLock({ let all = $0; $0 = []; return all }) { write() } }
    }

    private func revision(of game: String) throws -> Int? {
        try DatabaseQueue(path: folder.databasePath).read { db in
            try Int.fetchOne(db, sql: "SELECT revision FROM save WHERE game = ?", arguments: [game])
        }
    }

    @Test func aTurnsSavesReachTheDiskTogetherWhenItsWritingRuns() throws {
        let database = folder.open()
        let later = Later()
        database.gatherSaves { write in later.asked.withLock { $0.append(write) } }
        for step in 1...20 { try database.slot(named: "set").write([UInt8(step)]) }
        try database.slot(named: "cards").write([7])
        #expect(later.count == 1, "one writing asked for, however many saves")
        #expect(try folder.open().slot(named: "set").read() == nil, "nothing on disk yet")
        #expect(try database.slot(named: "set").read() == [20], "the latest state is read back meanwhile")

        later.runAll()
        #expect(try folder.open().slot(named: "set").read() == [20])
        #expect(try folder.open().slot(named: "cards").read() == [7])
        #expect(try revision(of: "set") == 1, "twenty saves of one turn are one write")

        try database.slot(named: "set").write([21])
        #expect(later.count == 1, "the next turn asks again")
        later.runAll()
        #expect(try revision(of: "set") == 2)
    }

    @Test func whatWaitsIsWrittenWhenTheAppQuits() throws {
        let database = folder.open()
        database.gatherSaves { _ in }   // a turn that never comes: the app quit in it
        try database.slot(named: "simon").write([3, 1])
        database.writeGatheredSaves()
        #expect(try folder.open().slot(named: "simon").read() == [3, 1])
    }

    @Test func withoutGatheringEachSaveIsWrittenAtOnce() throws {
        let database = folder.open()
        try database.slot(named: "set").write([1])
        try database.slot(named: "set").write([2])
        #expect(try folder.open().slot(named: "set").read() == [2])
        #expect(try revision(of: "set") == 2)
    }
}
