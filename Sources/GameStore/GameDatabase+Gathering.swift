/// Saves gathered for a moment before they are written: a move's save costs a transaction, and
/// SQLite waits for the disk at each (several milliseconds), so a turn of the main loop that
/// saves twenty times (a deal of many cards, a game's end) would wait for the disk twenty times
/// before its frame is painted.
///
/// Gathered, the saves made in one turn are written once, together, when the turn's work is
/// done and still before the frame that shows them is painted: a move seen on screen is on disk,
/// and a crash loses no more than it did.
public typealias Gatherer = @Sendable (_ write: @escaping @Sendable () -> Void) -> Void

extension GameDatabase {
    /// From now on a save waits until `later` runs the writing it is handed (at most one at a
    /// time is asked for; every save made meanwhile goes in it).
    public func gatherSaves(_ later: @escaping Gatherer) {
        store.withLock { $0.gatherer = later }
    }

    /// Writes every save that waits, now: what `later` runs, and what the app calls as it quits.
    public func writeGatheredSaves() {
        tell(store.withLock { store -> Notice? in
            store.writeAsked = false
            return store.pause == nil ? flush(&store) : nil
        })
    }
}
