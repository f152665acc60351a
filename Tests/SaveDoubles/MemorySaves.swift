import GameSupport
import Synchronization

// Words in this file are for developers, not for translation.
/// A `SaveSlot` kept in memory, for tests: it records what was written and how
/// many times a save was set aside.
public final class MemorySaves: Sendable {
    private let state: Mutex<(bytes: [UInt8]?, setAsideCount: Int)>

    public init(_ bytes: [UInt8]? = nil) { state = Mutex((bytes, 0)) }

    public var bytes: [UInt8]? { state.withLock { $0.bytes } }
    public var setAsideCount: Int { state.withLock { $0.setAsideCount } }

    public var slot: SaveSlot {
        SaveSlot(read: { self.state.withLock { $0.bytes } },
                 write: { new in self.state.withLock { $0.bytes = new } },
                 setAside: {
                     self.state.withLock { $0.setAsideCount += 1 }
                     return "as /kept/save.damaged"
                 })
    }
}
