import SimonCore

/// Simon from the keyboard: Q W over A S, laid out like the pads, and the arrows pointing at
/// them going round. A key held down repeats, but its pad is pressed once, and let go with it.
public struct SimonKeys: Sendable {
    public enum Key: Equatable, Sendable { case character(Character), up, right, down, left }

    /// What a key going down asks of the game.
    public enum Press: Equatable, Sendable {
        case press(SimonPad)
        /// A pad's key repeating while held, or a second pad key while one is held: nothing to do,
        /// but the key is Simon's.
        case held
        case notAPad
    }

    private var heldPad: SimonPad?

    public init() {}

    /// Each pad's two keys, in the order the Keyboard Shortcuts window lists them: the one
    /// table the keys are read by and the window shows.
    public static let padKeys: [(pad: SimonPad, letter: Character, arrow: Key)] = [
        (.green, "q", .up), (.red, "w", .right), (.yellow, "a", .left), (.blue, "s", .down),
    ]

    /// The key that plays the last sequence again; with Shift, the longest.
    public static let replayLetter: Character = "l"

    public static func pad(for key: Key) -> SimonPad? {
        padKeys.first { key == .character($0.letter) || key == $0.arrow }?.pad
    }

    public mutating func pressed(_ key: Key) -> Press {
        guard let pad = Self.pad(for: key) else { return .notAPad }
        guard heldPad == nil else { return .held }
        heldPad = pad
        return .press(pad)
    }

    /// Whether this release lets go of the pad held down.
    public mutating func released(_ key: Key) -> Bool {
        guard let held = heldPad, Self.pad(for: key) == held else { return false }
        heldPad = nil
        return true
    }
}
