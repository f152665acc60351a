import SetCore

/// How two players call Set at one keyboard: Left Shift for Player 1, Right Shift for Player 2.
/// A Shift let go right after it went down, with no other key between, is a call; holding Shift
/// to type a capital letter (Shift+D deals) is not.
public struct ShiftCalls: Sendable {
    public enum Key: Sendable { case leftShift, rightShift, other }

    private var lastPressed: SetDuel.Player?

    public init() {}

    public mutating func pressed(_ key: Key) {
        lastPressed = Self.player(for: key)
    }

    /// The player whose call this release is, if it is one.
    public mutating func released(_ key: Key) -> SetDuel.Player? {
        guard let player = Self.player(for: key), player == lastPressed else { return nil }
        lastPressed = nil
        return player
    }

    private static func player(for key: Key) -> SetDuel.Player? {
        switch key {
        case .leftShift: .one
        case .rightShift: .two
        case .other: nil
        }
    }
}
