import SimonCore

// Words in this file are for developers, not for translation.
/// The sounds of Simon, after the 1978 Milton Bradley toy (tones and timings as measured in
/// "Reverse Engineering an MB Electronic Simon Game", waitingforfriday.com).
public enum SimonSounds {
    /// A pad's tone for one step of playback, faded at both ends.
    public static func step(_ pad: SimonPad, duration: Double) -> Tone {
        Tone(frequency: pad.toneFrequency, duration: duration)
    }

    /// A pad's tone for as long as it is held: eight seconds of whole periods with no fades (the
    /// toy's frequencies are whole numbers of hertz). It starts and ends where the wave crosses
    /// zero, so it does not click; a pad held longer than a hold ever lasts sounds it again.
    public static func held(_ pad: SimonPad) -> Tone {
        Tone(frequency: pad.toneFrequency, duration: heldLength, fade: 0)
    }

    /// Seconds: longer than a pad is held in play, and short enough to write at once.
    public static let heldLength = 8.0

    /// The razz of a wrong press or a time-out: 42 Hz for 1.5 s.
    public static let razz = Tone(frequency: 42, duration: 1.5, wave: .buzz, fade: 0.02, volume: 0.5)

    /// A file name for a tone, the same every time for the same tone.
    public static func fileName(for tone: Tone) -> String {
        let wave = tone.wave == .sine ? "sine" : "buzz"
        return "\(wave)-\(Int(tone.frequency))hz-\(Int((tone.duration * 1000).rounded()))ms-\(tone.fade == 0 ? "loop" : "faded").wav"
    }
}
