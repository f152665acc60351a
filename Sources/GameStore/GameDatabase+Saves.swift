import Foundation
import GameSupport
import GRDB
import Localization

/// Each game's save as a `SaveSlot`: a row of the save table, written in a transaction after
/// every move, so a killed app loses at most the move in progress.
///
/// Every row carries a revision, counted up by each write. A game writes only over the revision
/// it was loaded from (or last wrote itself): if another process saved the game meanwhile, its
/// save is kept and this game is no longer saved (the player is told). So a stale copy never
/// overwrites a newer save, whichever process held it.
extension GameDatabase {
    /// The slot a game saves in.
    public func slot(for game: GameKind) -> SaveSlot { slot(named: game.id) }

    public func slot(named game: String) -> SaveSlot {
        SaveSlot(
            read: { [self] in store.withLock { store in read(game, from: &store) } },
            write: { [self] bytes in
                var askToWrite: Gatherer?
                tell(store.withLock { store -> Notice? in
                    guard !store.conflicted.contains(game) else { return nil }
                    store.pending[game] = bytes
                    guard store.pause == nil else { return nil }
                    guard let gatherer = store.gatherer else { return flush(&store) }
                    if !store.writeAsked { store.writeAsked = true; askToWrite = gatherer }
                    return nil
                })
                askToWrite? { [self] in writeGatheredSaves() }
            },
            setAside: { [self] in
                tell(store.withLock { store -> Notice? in
                    store.pending[game] = nil
                    store.setAsidePending.insert(game)
                    return store.pause == nil ? flush(&store) : nil
                })
                return fillIn(tr("among the set-aside saves in %1$@"), GameDatabase.fileName)
            },
            markOpening: { [self] opening in markOpening(game, opening) },
            wasLeftOpening: { [self] in wasLeftOpening(game) })
    }

    /// Marks (or clears) the save of `game` as being opened, at once and on disk, so that a
    /// crash while it opens leaves the mark for the next start to find. Best effort: with the
    /// file held by another program, or only readable, no mark is made (and none is needed
    /// to play on).
    private func markOpening(_ game: String, _ opening: Bool) {
        store.withLock { store in
            guard let queue = store.queue, store.pause == nil, store.schema != .newer else { return }
            try? queue.write { db in
                try db.execute(sql: "UPDATE save SET opening = ? WHERE game = ?", arguments: [opening, game])
            }
        }
    }

    /// Whether the save of `game` is still marked as being opened: the last run ended while
    /// opening it. The revision found is remembered, as a read's is: it is the save that is
    /// then set aside.
    private func wasLeftOpening(_ game: String) -> Bool {
        store.withLock { store in
            guard let queue = store.queue, store.schema != .newer,
                  let row = try? queue.read({ db in try Row.fetchOne(db, sql: "SELECT opening, revision FROM save WHERE game = ?", arguments: [game]) }),
                  row["opening"] as Bool? == true else { return false }
            if store.pending[game] == nil { store.revisions[game] = .known(row["revision"]) }
            return true
        }
    }

    /// The saved bytes of `game` (the latest state, if one waits to be written), remembering the
    /// revision they came from.
    private func read(_ game: String, from store: inout Store) -> [UInt8]? {
        if let waiting = store.pending[game] { return waiting }
        guard let queue = store.queue, store.schema != .newer else {
            store.revisions[game] = store.loaded ? .absent : .unknown
            return nil
        }
        do {
            let row = try queue.read { db in try Row.fetchOne(db, sql: "SELECT * FROM save WHERE game = ?", arguments: [game]) }
            guard let row else {
                store.revisions[game] = .absent
                return nil
            }
            // A file from before revisions (not yet brought up to date) counts as revision 0.
            store.revisions[game] = .known(row.hasColumn("revision") ? row["revision"] : 0)
            return Array(row["state"] as Data)
        } catch {
            store.revisions[game] = .unknown
            return nil
        }
    }

    /// Writes everything that waits (set-aside saves, game states, finished games) in one
    /// transaction. Returns a message when saving pauses, resumes or a save conflicts.
    func flush(_ store: inout Store) -> Notice? {
        let wasPaused = store.pause != nil
        guard let queue = store.queue, !(store.pending.isEmpty && store.setAsidePending.isEmpty && store.records.isEmpty) else {
            return resumed(&store, wasPaused: wasPaused)
        }
        let snapshot = store
        let at = now()
        do {
            var written: [String: Int] = [:]
            var conflicts: [String] = []
            try queue.inTransaction(.immediate) { db in
                func current(_ game: String) throws -> Store.Revision {
                    try Int.fetchOne(db, sql: "SELECT revision FROM save WHERE game = ?", arguments: [game]).map { .known($0) } ?? .absent
                }
                var expected = snapshot.revisions
                for game in snapshot.setAsidePending {
                    guard (expected[game] ?? .unknown).allows(try current(game)) else { conflicts.append(game); continue }
                    try db.execute(sql: "INSERT INTO setAsideSave (game, state, setAsideAt) SELECT game, state, ? FROM save WHERE game = ?",
                                   arguments: [at, game])
                    try db.execute(sql: "DELETE FROM save WHERE game = ?", arguments: [game])
                    expected[game] = .absent
                    written[game] = 0
                }
                for (game, bytes) in snapshot.pending where !conflicts.contains(game) {
                    let found = try current(game)
                    guard (expected[game] ?? .unknown).allows(found) else { conflicts.append(game); continue }
                    let revision = if case .known(let number) = found { number + 1 } else { 1 }
                    try db.execute(sql: """
                        INSERT INTO save (game, state, savedAt, revision) VALUES (?, ?, ?, ?)
                        ON CONFLICT(game) DO UPDATE SET state = excluded.state, savedAt = excluded.savedAt, revision = excluded.revision
                        """, arguments: [game, Data(bytes), at, revision])
                    written[game] = revision
                }
                for record in snapshot.records { try insert(record, into: db) }
                if !snapshot.records.isEmpty { try forgetOldStories(in: db, keeping: snapshot.storiesKept) }
                return .commit
            }
            for (game, revision) in written { store.revisions[game] = revision == 0 ? .absent : .known(revision) }
            store.conflicted.formUnion(conflicts)
            store.pending = [:]
            store.setAsidePending = []
            store.records = []
            // A save never read (the file was held when the game loaded) is not one another
            // Pastimes wrote meanwhile: the player hears which it was.
            let unread = conflicts.filter { snapshot.revisions[$0] == .unknown }.sorted()
            let overtaken = conflicts.filter { snapshot.revisions[$0] != .unknown }.sorted()
            let told = Notice.combined([unread.isEmpty ? nil : Self.unreadNotice(unread),
                                        overtaken.isEmpty ? nil : Self.conflictNotice(overtaken)].compactMap { $0 })
            return Notice.combined([resumed(&store, wasPaused: wasPaused), told].compactMap { $0 })
        } catch {
            let reason = SavingPause(error) ?? .diskError
            // A file that turned read-only is opened again at the next try, for writing.
            if reason == .readOnly { store.queueWritable = false }
            return pause(&store, reason, opening: false)
        }
    }

    private func resumed(_ store: inout Store, wasPaused: Bool) -> Notice? {
        guard wasPaused, store.pause?.passes == true else { return nil }
        store.pause = nil
        return .savingAgain
    }

    static func conflictNotice(_ games: [String]) -> Notice {
        Notice(fillIn(tr("Your saved %1$@ game is kept as it was"), names(of: games)),
               details: tr("It was saved by another Pastimes while this one could not save. That save is kept and comes back the next time Pastimes starts; the game on screen here is no longer saved."))
    }

    static func unreadNotice(_ games: [String]) -> Notice {
        Notice(fillIn(tr("Your saved %1$@ game is kept as it was"), names(of: games)),
               details: tr("It could not be read when Pastimes started, because another program was using your saved games, so a new game began here. That save is kept and comes back the next time Pastimes starts; the game on screen here is not saved."))
    }

    private static func names(of games: [String]) -> String {
        games.map { GameKind(rawValue: $0)?.title ?? $0 }.joined(separator: trc("between the items of a list", ", "))
    }

    /// The saves that could not be read, oldest first: (game, bytes).
    public func setAsideSaves() throws -> [(game: String, state: [UInt8])] {
        try store.withLock { store in
            guard let queue = store.queue else { return [] }
            return try queue.read { db in
                try Row.fetchAll(db, sql: "SELECT game, state FROM setAsideSave ORDER BY id").map { row in
                    (game: row["game"] as String, state: Array(row["state"] as Data))
                }
            }
        }
    }
}
