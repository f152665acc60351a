import Localization

/// The four pads of the 1978 toy, in its layout: green top left, red top right, yellow bottom
/// left, blue bottom right.
public enum SimonPad: Int, CaseIterable, Codable, Sendable {
    case green, red, yellow, blue

    /// The pad's name, as printed under it and read by screen readers.
    public var name: String { [trc("Simon pad", "Green"), trc("Simon pad", "Red"), trc("Simon pad", "Yellow"), trc("Simon pad", "Blue")][rawValue] }

    /// The 1978 toy's tone for the pad, in hertz, as measured in "Reverse Engineering an MB
    /// Electronic Simon Game" (waitingforfriday.com).
    public var toneFrequency: Double { [415, 310, 252, 209][rawValue] }

    /// Row and column in the 2 x 2 layout.
    public var row: Int { rawValue / 2 }
    public var column: Int { rawValue % 2 }
}
