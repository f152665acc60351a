/// Where a game keeps its saved state: a struct of closures, so the live one touches the file
/// system and tests use one in memory (or one that fails, to see what the player is told).
public struct SaveSlot: Sendable {
    /// The saved bytes, or nil when nothing has been saved yet.
    public var read: @Sendable () throws -> [UInt8]?
    public var write: @Sendable ([UInt8]) throws -> Void
    /// Moves unreadable saved bytes out of the way, keeping them; returns where they went, as
    /// words that end "It was kept …" ("as /path/set.json.damaged-5").
    public var setAside: @Sendable () throws -> String

    public init(read: @escaping @Sendable () throws -> [UInt8]?, write: @escaping @Sendable ([UInt8]) throws -> Void,
                setAside: @escaping @Sendable () throws -> String) {
        self.read = read
        self.write = write
        self.setAside = setAside
    }

    /// A slot that keeps nothing: for games that should not be saved.
    public static let none = SaveSlot(read: { nil }, write: { _ in }, setAside: { "" })
}
