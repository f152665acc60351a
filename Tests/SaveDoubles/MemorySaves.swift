import GameSupport
import Synchronization

// Words in this file are for developers, not for translation.
/// A `SaveSlot` kept in memory, for tests: it records what was written and how
/// many times a save was set aside.
public final class MemorySaves: Sendable {
    private let state: Mutex<(bytes: [UInt8]?, setAsideCount: Int, opening: Bool)>

    /// Whether the slot keeps the opening mark (most tests open a save again without showing
    /// the first game, which in the app would be a crash).
    private let marksOpening: Bool

    public init(_ bytes: [UInt8]? = nil, marksOpening: Bool = false) {
        state = Mutex((bytes, 0, false))
        self.marksOpening = marksOpening
    }

    public var bytes: [UInt8]? { state.withLock { $0.bytes } }
    public var setAsideCount: Int { state.withLock { $0.setAsideCount } }
    /// Whether the save is marked as being opened (see `SaveSlot.markOpening`).
    public var isMarkedOpening: Bool { state.withLock { $0.opening } }

    public var slot: SaveSlot {
        SaveSlot(read: { self.state.withLock { $0.bytes } },
                 write: { new in self.state.withLock { $0.bytes = new } },
                 setAside: {
                     self.state.withLock { $0.setAsideCount += 1 }
                     return "as /kept/save.damaged"
                 },
                 markOpening: { opening in if self.marksOpening { self.state.withLock { $0.opening = opening } } },
                 wasLeftOpening: { self.state.withLock { $0.opening } })
    }
}
