import GRDB
import SafeFiles

#if canImport(Glibc)
import Glibc
#endif
import Localization

/// Reaching the database: the folder, the writer's lock, the file, its schema. Each call goes
/// as far as it can now and says why it stopped; a later call picks up from there.
extension GameDatabase {
    /// Connects `store`, bringing the schema up to date when this process is the writer.
    /// Returns a message for the player when saving is now paused for a new reason, or when a
    /// damaged file was set aside; nil when all is well.
    func connect(_ store: inout Store, opening: Bool) -> Notice? {
        store.isReady = false
        var readerOnly: SavingPause?
        do {
            if store.folder == nil { store.folder = try Folder(location) }
            let folder = store.folder!
            if store.lock == nil {
                switch FileLock.acquire(folder.file(Self.lockName)) {
                case .acquired(let lock): store.lock = lock
                case .heldElsewhere: readerOnly = .otherPastimes
                case .failed(let error): readerOnly = SavingPause(error) ?? .readOnly
                }
            }
            let writer = store.lock != nil
            if store.queue == nil || (writer && !store.queueWritable) {
                try openFile(in: folder, writable: writer, into: &store)
            }
            if store.schema == .newer { return pause(&store, .newerVersion, opening: opening) }
            if let readerOnly { return pause(&store, readerOnly, opening: opening) }
            // The writer got a file it can only read (one left by `sudo pastimes`, say): it is
            // read from, and opened again for writing at the next try.
            if !store.queueWritable { return pause(&store, .readOnly, opening: opening) }
            if case .version(let found) = store.schema, found < Schema.version, let queue = store.queue {
                try Schema.migrate(queue, from: found)
                store.schema = .version(Schema.version)
            }
            store.isReady = true
            return nil
        } catch let damage as Damage {
            return setAside(&store, because: damage.reason, otherwise: readerOnly, opening: opening)
        } catch where isDamage(error) {
            return setAside(&store, because: tr("it was damaged"), otherwise: readerOnly, opening: opening)
        } catch {
            return pause(&store, readerOnly ?? SavingPause(error) ?? .diskError, opening: opening)
        }
    }

    /// Opens the file and reads what it holds; a file that cannot be read leaves no connection.
    private func openFile(in folder: Folder, writable: Bool, into store: inout Store) throws {
        store.queue = nil
        // A process that is not the writer never creates the file: with none, there is nothing to read.
        guard writable || folder.exists(Self.fileName) else { return }
        do {
            var configuration = Configuration()
            configuration.readonly = !writable
            configuration.busyMode = .callback { [patience] tries in
                // SQLite asks again every 10 ms until this process's patience runs out.
                guard Double(tries) * 0.01 < patience.seconds else { return false }
                usleep(10_000)
                return true
            }
            let queue = try DatabaseQueue(path: folder.textPath(Self.fileName), configuration: configuration)
            let schema = try queue.read(Schema.inspect)
            if schema == .foreign { throw Damage(reason: tr("it was not a file of Pastimes")) }
            if schema != .newer {
                let check = try queue.read { db in try String.fetchOne(db, sql: "PRAGMA quick_check") }
                guard check == "ok" else { throw Damage(reason: tr("it was damaged")) }
            }
            store.queue = queue
            store.queueWritable = writable && (try? Self.canWrite(queue)) != false
            store.schema = schema
        } catch {
            store.queue = nil
            throw error
        }
    }

    /// Whether SQLite opened the file for writing: asked to, it opens a file it may not write
    /// for reading only, and says so only when a page is written. Writing the header's
    /// user_version as it is, then rolling back, asks without changing anything. (Throws for any
    /// other answer, such as another program holding the file: that is not this question's.)
    private static func canWrite(_ queue: DatabaseQueue) throws -> Bool {
        do {
            try queue.inTransaction(.immediate) { db in
                let version = try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0
                try db.execute(sql: "PRAGMA user_version = \(version)")
                return .rollback
            }
            return true
        } catch let error as DatabaseError where error.resultCode.primaryResultCode == .SQLITE_READONLY {
            return false
        }
    }

    /// Pauses saving for `reason`; returns the player's message if the reason is new.
    func pause(_ store: inout Store, _ reason: SavingPause, opening: Bool) -> Notice? {
        if opening { store.loaded = store.queue != nil && store.schema != .newer }
        guard store.pause != reason else { return nil }
        store.pause = reason
        return reason.notice(loaded: store.loaded)
    }

    /// Renames a damaged file (and its journals) aside, keeping it, and starts a fresh one. Only
    /// the writer does this: another process's live file is never moved (saving pauses for
    /// `readerReason`, why this process is not the writer, instead).
    private func setAside(_ store: inout Store, because reason: String, otherwise readerReason: SavingPause?,
                          opening: Bool) -> Notice? {
        store.queue = nil
        guard store.lock != nil, let folder = store.folder else {
            return pause(&store, readerReason ?? .otherPastimes, opening: opening)
        }
        let kept = Self.fileName + ".damaged-\(Int(now()))"
        do {
            try folder.rename(Self.fileName, to: kept)
            for journal in ["-journal", "-wal", "-shm"] where folder.exists(Self.fileName + journal) {
                try folder.rename(Self.fileName + journal, to: kept + journal)
            }
        } catch {
            return pause(&store, SavingPause(error) ?? .diskError, opening: opening)
        }
        let told = Notice(tr("Your saved games were damaged: new games were started"),
                          details: fillIn(tr("Your saved games could not be used because %1$@. The old file was kept as %2$@."), reason, folder.file(kept)))
        return Notice.combined([told] + [connect(&store, opening: opening)].compactMap { $0 })
    }
}

/// A file that is not a usable Pastimes database, and why.
struct Damage: Error {
    let reason: String
}
