import Foundation
import GameStore
import GRDB
import SafeFiles
import Synchronization

/// A fresh folder for one test's database (under `base`, /tmp unless a test disk is named),
/// with ways to look at the files as they are on disk.
struct StoreFolder {
    let path: FilePath

    init(base: String = NSTemporaryDirectory()) {
        path = FilePath(base).appending("pastimes-store-\(UUID().uuidString)")
    }

    init(path: FilePath) { self.path = path }

    var text: String { path.description }
    var databasePath: String { text + "/" + GameDatabase.fileName }

    func open(at time: Double = 1000) -> GameDatabase { GameDatabase.open(in: path, now: { time }) }

    func files() -> [String] { ((try? FileManager.default.contentsOfDirectory(atPath: text)) ?? []).sorted() }

    func bytes(_ name: String = GameDatabase.fileName) -> Data? { FileManager.default.contents(atPath: text + "/" + name) }

    /// A database as Pastimes 0.2 left it (two steps, no revisions), holding a Set save.
    func makeReleaseZeroTwoDatabase(setSave: [UInt8] = [1, 2]) throws {
        try FileManager.default.createDirectory(atPath: text, withIntermediateDirectories: true)
        let queue = try DatabaseQueue(path: databasePath)
        try queue.write { db in
            try db.execute(sql: "CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY)")
            try db.execute(sql: "INSERT INTO grdb_migrations VALUES ('v1: saved games'), ('v2: finished games')")
            try db.execute(sql: "CREATE TABLE save (game TEXT PRIMARY KEY, state BLOB NOT NULL, savedAt DOUBLE NOT NULL)")
            try db.execute(sql: "CREATE TABLE setAsideSave (id INTEGER PRIMARY KEY AUTOINCREMENT, game TEXT NOT NULL, state BLOB NOT NULL, setAsideAt DOUBLE NOT NULL)")
            try db.execute(sql: """
                CREATE TABLE finishedGame (id INTEGER PRIMARY KEY AUTOINCREMENT, game TEXT NOT NULL, mode TEXT NOT NULL,
                finishedAt DOUBLE NOT NULL, seconds DOUBLE, score INTEGER NOT NULL, found INTEGER NOT NULL,
                hintsUsed INTEGER NOT NULL, won BOOLEAN NOT NULL, result TEXT NOT NULL)
                """)
            try db.execute(sql: "INSERT INTO save VALUES ('set', ?, 5)", arguments: [Data(setSave)])
        }
        try queue.close()
    }

    func remove() { try? FileManager.default.removeItem(atPath: text) }
}

/// Another process (Python's sqlite3 and fcntl, as a backup tool or a second app would be) doing
/// something to the files until told to stop.
final class OtherProcess {
    private let input: FileHandle
    private let output: FileHandle
    private let process = Process()

    /// Runs `script` (Python; `folder` is its first argument) and waits for it to print "ready".
    init(_ script: String, folder: StoreFolder) throws {
        let toChild = Pipe(), fromChild = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = ["-c", script, folder.text]
        process.standardInput = toChild
        process.standardOutput = fromChild
        try process.run()
        input = toChild.fileHandleForWriting
        output = fromChild.fileHandleForReading
        _ = readLine()
    }

    private func readLine() -> String {
        var line = Data()
        while let byte = try? output.read(upToCount: 1), let first = byte.first, first != UInt8(ascii: "\n") { line.append(first) }
        return String(decoding: line, as: UTF8.self)
    }

    /// Sends `command` and waits for the answer line.
    @discardableResult
    func send(_ command: String) -> String {
        input.write(Data((command + "\n").utf8))
        return readLine()
    }

    func finish() {
        try? input.close()
        process.waitUntilExit()
    }

    /// Holds `BEGIN EXCLUSIVE` on the database, as the sqlite3 shell would, until told "release".
    static let exclusiveTransaction = """
        import sqlite3, sys
        db = sqlite3.connect(sys.argv[1] + '/pastimes.sqlite', isolation_level=None)
        db.execute('BEGIN EXCLUSIVE')
        print('ready', flush=True)
        for line in sys.stdin:
            if line.strip() == 'release':
                db.execute('COMMIT'); print('released', flush=True)
        """

    /// Holds the writer's lock file, as a second Pastimes would; "write BYTE" saves a Set game as
    /// that Pastimes would (counting the revision up).
    static let otherPastimes = """
        import fcntl, os, sqlite3, sys
        lock = open(sys.argv[1] + '/pastimes.sqlite.lock', 'a')
        fcntl.lockf(lock, fcntl.LOCK_EX)
        print('ready', flush=True)
        for line in sys.stdin:
            word, *rest = line.split()
            if word == 'write':
                db = sqlite3.connect(sys.argv[1] + '/pastimes.sqlite')
                db.execute("UPDATE save SET state = ?, revision = revision + 1 WHERE game = 'set'", (bytes([int(rest[0])]),))
                db.commit(); db.close(); print('written', flush=True)
        """
}

/// What a database told the player after it opened, in order.
final class Notices: Sendable {
    private let messages = Mutex<[String]>([])
    var all: [String] { messages.withLock { $0 } }
    func listen(to database: GameDatabase) { database.onNotice { notice in self.messages.withLock { $0.append(notice.description) } } }
}
