/// Where a game keeps its saved state: a struct of closures, so the live one is the game's row
/// in the saves database (GameStore) and tests use one in memory (or one that fails, to see
/// what the player is told).
public struct SaveSlot: Sendable {
    /// The saved bytes, or nil when nothing has been saved yet.
    public var read: @Sendable () throws -> [UInt8]?
    public var write: @Sendable ([UInt8]) throws -> Void
    /// Moves unreadable saved bytes out of the way, keeping them; returns where they went, as
    /// words that end "It was kept …" ("among the set-aside saves in pastimes.sqlite").
    public var setAside: @Sendable () throws -> String
    /// Marks the save while a game is being opened from it (true) and clears the mark once the
    /// game is on screen (false). Best effort: a slot that cannot mark simply does not.
    public var markOpening: @Sendable (Bool) -> Void
    /// Whether the mark was left set: the last run ended (crashed) while opening this save.
    public var wasLeftOpening: @Sendable () -> Bool

    public init(read: @escaping @Sendable () throws -> [UInt8]?, write: @escaping @Sendable ([UInt8]) throws -> Void,
                setAside: @escaping @Sendable () throws -> String,
                markOpening: @escaping @Sendable (Bool) -> Void = { _ in }, wasLeftOpening: @escaping @Sendable () -> Bool = { false }) {
        self.read = read
        self.write = write
        self.setAside = setAside
        self.markOpening = markOpening
        self.wasLeftOpening = wasLeftOpening
    }

    /// A slot that keeps nothing: for games that should not be saved.
    public static let none = SaveSlot(read: { nil }, write: { _ in }, setAside: { "" })
}
