import GameSupport
import Testing

/// The one piece every game saves and reports through.
@MainActor
@Suite struct GameRecordTests {
    struct Unreadable: Error {}
    final class Disk: @unchecked Sendable {
        var bytes: [UInt8]?
        var readable = true
        var writes = 0
        var opening = false
        var setAside = 0
        var slot: SaveSlot {
            SaveSlot(read: { [self] in
                guard readable else { throw Unreadable() }
                return bytes
            }, write: { [self] in
                bytes = $0
                writes += 1
            }, setAside: { [self] in
                setAside += 1
                bytes = nil
                return "aside"
            }, markOpening: { [self] in opening = $0 }, wasLeftOpening: { [self] in opening })
        }
    }

    static func finished(_ score: Int) -> FinishedGame {
        FinishedGame(game: .cards, mode: "2 Cards", finishedAt: 0, seconds: nil, score: score, found: 0, hintsUsed: 0, won: true, result: "")
    }

    @Test func aSaveThatCannotBeReadWaitsUntilThePlayerPlays() {
        let disk = Disk()
        disk.readable = false
        let record = GameRecord<[Int]>(slot: disk.slot, name: "Cards")
        #expect(record.saved == nil && record.loadProblem?.contains("could not be read") == true)
        record.save([1], played: false)
        #expect(disk.writes == 0, "a clock or a pause does not write over it")
        record.save([2])
        #expect(disk.writes == 1 && disk.bytes == Array("[2]".utf8))
        record.save([3], played: false)
        #expect(disk.writes == 2, "once the player has played, every change is saved")
    }

    @Test func aFinishedGameIsReportedOnceAndARestoredOneNotAgain() {
        let disk = Disk()
        disk.bytes = Array("[9]".utf8)
        let record = GameRecord<[Int]>(slot: disk.slot, name: "Cards")
        #expect(record.saved == [9])
        var reported: [Int] = []
        record.onFinished = { reported.append($0.score) }
        record.restored(finished: true)
        record.report(finished: true, Self.finished(1))
        #expect(reported.isEmpty, "the game restored finished was counted by the run that finished it")
        record.report(finished: false, Self.finished(2))
        record.report(finished: true, Self.finished(3))
        record.report(finished: true, Self.finished(4))
        #expect(reported == [3])
    }

    @Test func aSaveIsMarkedWhileItOpensAndClearedOnceTheGameIsOnScreen() {
        let disk = Disk()
        disk.bytes = Array("[5]".utf8)
        let record = GameRecord<[Int]>(slot: disk.slot, name: "Set")
        #expect(record.saved == [5] && disk.opening)
        record.opened()
        #expect(!disk.opening)
        let fresh = Disk()
        _ = GameRecord<[Int]>(slot: fresh.slot, name: "Set")
        #expect(!fresh.opening, "nothing to open, nothing marked")
    }

    @Test func aSaveWhoseOpeningEndedTheLastRunIsSetAsideAndANewGameBegins() {
        let disk = Disk()
        disk.bytes = Array("[5]".utf8)
        _ = GameRecord<[Int]>(slot: disk.slot, name: "Set")   // the run ends before the game is on screen
        let next = GameRecord<[Int]>(slot: disk.slot, name: "Set")
        #expect(next.saved == nil && disk.setAside == 1 && !disk.opening)
        #expect(next.loadProblem == "Your saved Set game could not be opened last time, so a new game was started. It was kept aside.")
        let third = GameRecord<[Int]>(slot: disk.slot, name: "Set")
        #expect(third.loadProblem == nil && disk.setAside == 1, "the start after that is an ordinary one")
    }

    @Test func aFailedSaveIsToldToThePlayer() {
        struct Full: Error {}
        let record = GameRecord<[Int]>(slot: SaveSlot(read: { nil }, write: { _ in throw Full() }, setAside: { "" }), name: "Simon")
        var problems: [String] = []
        record.onProblem = { problems.append($0) }
        record.save([1])
        #expect(problems == ["Your Simon game could not be saved."])
    }
}
