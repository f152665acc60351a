#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A sound to synthesise: a pitch, a length, a wave shape and how it starts and ends.
public struct Tone: Hashable, Sendable {
    public enum Wave: Hashable, Sendable {
        /// A pure tone, as Simon's pads sound.
        case sine
        /// A harsh tone rich in overtones: the razz of a lost game.
        case buzz
    }

    public var frequency: Double
    public var duration: Double
    public var wave: Wave
    /// Seconds of fade in and out: a sound that starts or stops mid-wave clicks.
    public var fade: Double
    /// Peak loudness, 0 to 1.
    public var volume: Double

    public init(frequency: Double, duration: Double, wave: Wave = .sine, fade: Double = 0.006, volume: Double = 0.45) {
        self.frequency = frequency
        self.duration = duration
        self.wave = wave
        self.fade = fade
        self.volume = volume
    }

    /// How many samples the tone has at `sampleRate`.
    public func sampleCount(sampleRate: Int = Tone.sampleRate) -> Int {
        Int((duration * Double(sampleRate)).rounded())
    }

    /// The tone as 16-bit samples at `sampleRate`.
    public func samples(sampleRate: Int = Tone.sampleRate) -> [Int16] {
        samples(in: 0..<sampleCount(sampleRate: sampleRate), sampleRate: sampleRate)
    }

    /// The samples numbered `range` (from the tone's start), so that a long tone can be made a
    /// piece at a time.
    public func samples(in range: Range<Int>, sampleRate: Int = Tone.sampleRate) -> [Int16] {
        let count = sampleCount(sampleRate: sampleRate)
        let fadeSamples = Double(max(1, Int(fade * Double(sampleRate))))
        return range.clamped(to: 0..<count).map { index in
            let time = Double(index) / Double(sampleRate)
            let phase = 2 * Double.pi * frequency * time
            var value: Double
            switch wave {
            case .sine:
                value = sin(phase)
            case .buzz:
                // The first odd harmonics of a square wave: a buzz, with no aliasing.
                value = 0
                for harmonic in stride(from: 1, through: 15, by: 2) {
                    value += sin(phase * Double(harmonic)) / Double(harmonic)
                }
                value *= 0.9
            }
            if fade > 0 {
                let edge = min(Double(index), Double(count - 1 - index))
                value *= min(1, edge / fadeSamples)
            }
            return Int16((value * volume * Double(Int16.max)).rounded())
        }
    }

    public static let sampleRate = 44_100
}
