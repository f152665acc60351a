import GameSupport
import GRDB
import SafeFiles
import Synchronization

/// Pastimes' SQLite database in the user's data folder (through GRDB; no server).
///
/// Opening never fails and never loses a save. Only a file that is really damaged (SQLite says
/// corrupt or not a database, or the tables are not ours) is renamed aside, never deleted, and
/// a fresh one started. Anything that passes (another program holding the file, a full disk, a
/// folder that can only be read, another Pastimes being the writer) pauses saving instead: the
/// games play on, their latest states wait in memory, and `resumeSaving()` writes them once the
/// condition is gone. The player hears of each change once, through `problem` and `onNotice`.
public final class GameDatabase: Sendable {
    public static let fileName = "pastimes.sqlite"
    static let lockName = "pastimes.sqlite.lock"

    /// How long opening waits for another program to let go of the file.
    static let openingPatience = 5.0
    /// How long a move's save waits for it, so that play never stalls.
    static let playingPatience = 0.25

    let location: FilePath
    let now: @Sendable () -> Double
    let store: Mutex<Store>
    /// How long SQLite may wait for a lock right now (read by its busy handler).
    let patience = Patience()
    private let listener = Mutex<(@Sendable (Notice) -> Void)?>(nil)

    /// What went wrong while opening, in words for the player; nil when all was well.
    public var problem: Notice? { store.withLock { $0.openingProblem } }

    /// Opens (or creates) the database in `directory`; `now` stamps saves (seconds, any clock).
    public static func open(in directory: FilePath, now: @escaping @Sendable () -> Double) -> GameDatabase {
        GameDatabase(location: directory, now: now)
    }

    private init(location: FilePath, now: @escaping @Sendable () -> Double) {
        self.location = location
        self.now = now
        store = Mutex(Store())
        patience.seconds = Self.openingPatience
        store.withLock { store in store.openingProblem = connect(&store, opening: true) }
        patience.seconds = Self.playingPatience
    }

    /// Called with a message for the player when saving stops or resumes, or a save conflicts.
    public func onNotice(_ handler: @escaping @Sendable (Notice) -> Void) {
        listener.withLock { $0 = handler }
    }

    func tell(_ notice: Notice?) {
        guard let notice, let handler = listener.withLock({ $0 }) else { return }
        handler(notice)
    }

    /// Why saving is paused, or nil while saves are written.
    public var pause: SavingPause? { store.withLock { $0.pause } }

    /// Tries again to reach the database and write what waits; call it now and then while
    /// `pause` says the condition may pass.
    public func resumeSaving() {
        tell(store.withLock { store -> Notice? in
            guard let pause = store.pause, pause.passes else { return nil }
            patience.seconds = 0.05
            defer { patience.seconds = Self.playingPatience }
            let notice = connect(&store, opening: false)
            guard store.isReady else { return notice }
            return flush(&store)
        })
    }
}

/// The database's state: the connection, why saving is paused, and what waits to be written.
struct Store {
    var folder: Folder?
    var lock: FileLock?
    var queue: DatabaseQueue?
    var queueWritable = false
    /// The schema as found in the file (readable once it has steps).
    var schema = Schema.Found.version(0)
    var pause: SavingPause?
    /// Whether the last `connect` reached a database this process may write.
    var isReady = false
    var openingProblem: Notice?
    /// Whether the saved games could be read when the games loaded.
    var loaded = true

    /// For each game, the revision of the save its game was loaded from (or last wrote).
    var revisions: [String: Revision] = [:]
    /// The latest state of each game that waits to be written.
    var pending: [String: [UInt8]] = [:]
    var setAsidePending: Set<String> = []
    var records: [FinishedGame] = []
    /// How many finished games keep their story (the newest).
    var storiesKept = GameDatabase.defaultStoriesKept
    /// Games whose save another process changed since this one loaded it: never written again.
    var conflicted: Set<String> = []
    /// Where saves are gathered (`gatherSaves`), what runs their writing later; and whether it
    /// has been asked to since the last write.
    var gatherer: Gatherer?
    var writeAsked = false

    enum Revision: Equatable {
        case absent, known(Int), unknown

        /// Whether a game loaded from `self` may write over `found`: only the very save it was
        /// loaded from, or none at all (nothing is lost by writing where nothing was).
        func allows(_ found: Revision) -> Bool { self == found || found == .absent && self == .unknown }
    }
}

/// How long SQLite's busy handler may go on waiting for another program's lock: long when
/// opening, short during play (a move never stalls), shorter still when trying again.
final class Patience: Sendable {
    private let value = Mutex(0.0)

    var seconds: Double {
        get { value.withLock { $0 } }
        set { value.withLock { $0 = newValue } }
    }
}
