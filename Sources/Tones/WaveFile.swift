/// Mono 16-bit PCM samples as a WAV file's bytes, for the sound server to play.
public enum WaveFile {
    /// A whole file at once, from samples made beforehand: the form the tests hold `pieces` to.
    static func bytes(_ samples: [Int16], sampleRate: Int = Tone.sampleRate) -> [UInt8] {
        header(sampleCount: samples.count, sampleRate: sampleRate) + data(samples)
    }

    /// A tone's file in pieces of a second each, header first: an eight-second tone need not be
    /// held in memory whole (three copies of it, made on a thread, would stay in that thread's
    /// heap).
    public static func pieces(of tone: Tone, sampleRate: Int = Tone.sampleRate) -> some Sequence<[UInt8]> {
        let count = tone.sampleCount(sampleRate: sampleRate)
        // The state is the next piece's first sample; nil before the header.
        return sequence(state: Int?.none) { start -> [UInt8]? in
            guard let from = start else {
                start = 0
                return header(sampleCount: count, sampleRate: sampleRate)
            }
            guard from < count else { return nil }
            start = from + sampleRate
            return data(tone.samples(in: from..<min(count, from + sampleRate), sampleRate: sampleRate))
        }
    }

    /// The 44-byte RIFF header of a file of `sampleCount` samples.
    static func header(sampleCount: Int, sampleRate: Int) -> [UInt8] {
        let dataSize = sampleCount * 2
        var out: [UInt8] = []
        out.reserveCapacity(44)
        func text(_ s: String) { out += Array(s.utf8) }
        func u32(_ v: Int) { out += withUnsafeBytes(of: UInt32(v).littleEndian, Array.init) }
        func u16(_ v: Int) { out += withUnsafeBytes(of: UInt16(v).littleEndian, Array.init) }
        text("RIFF"); u32(36 + dataSize); text("WAVE")
        text("fmt "); u32(16); u16(1); u16(1); u32(sampleRate); u32(sampleRate * 2); u16(2); u16(16)
        text("data"); u32(dataSize)
        return out
    }

    /// The samples' bytes, in WAV's little-endian order.
    static func data(_ samples: [Int16]) -> [UInt8] {
        samples.map(\.littleEndian).withUnsafeBytes { Array($0) }
    }
}
