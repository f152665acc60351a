import CardTable

// Words in this file are for developers, not for translation.
/// The card tables' sound effects, synthesised as Simon's tones are: soft sine notes, short
/// enough never to hold up play. A match rises a major third, a miss falls, a deal ticks.
public enum TableSounds {
    /// The notes of `kind`'s sound, in order (a note of volume 0 is a rest).
    public static func notes(_ kind: TableSound.Kind) -> [Tone] {
        switch kind {
        case .match:
            [Tone(frequency: 659, duration: 0.08, volume: 0.25), rest, Tone(frequency: 831, duration: 0.16, fade: 0.04, volume: 0.25)]
        case .miss:
            [Tone(frequency: 311, duration: 0.1, volume: 0.2), rest, Tone(frequency: 233, duration: 0.18, fade: 0.05, volume: 0.2)]
        case .dealt:
            (0..<3).flatMap { _ in [Tone(frequency: 1_400, duration: 0.018, fade: 0.004, volume: 0.12), rest] }
        }
    }

    /// A breath between two notes, which keeps them two.
    static let rest = Tone(frequency: 1, duration: 0.035, volume: 0)

    /// The sound's WAV file, whole (a fraction of a second: some kilobytes).
    public static func file(_ kind: TableSound.Kind) -> [UInt8] {
        WaveFile.bytes(notes(kind).flatMap { $0.samples() })
    }

    public static func fileName(_ kind: TableSound.Kind) -> String { "table-\(kind.rawValue).wav" }
}
