/// Mono 16-bit PCM samples as a WAV file's bytes, for the sound server to play.
public enum WaveFile {
    public static func bytes(_ samples: [Int16], sampleRate: Int = Tone.sampleRate) -> [UInt8] {
        let dataSize = samples.count * 2
        var out: [UInt8] = []
        out.reserveCapacity(44 + dataSize)
        func text(_ s: String) { out += Array(s.utf8) }
        func u32(_ v: Int) { out += withUnsafeBytes(of: UInt32(v).littleEndian, Array.init) }
        func u16(_ v: Int) { out += withUnsafeBytes(of: UInt16(v).littleEndian, Array.init) }
        text("RIFF"); u32(36 + dataSize); text("WAVE")
        text("fmt "); u32(16); u16(1); u16(1); u32(sampleRate); u32(sampleRate * 2); u16(2); u16(16)
        text("data"); u32(dataSize)
        // The samples' bytes in one copy, in WAV's little-endian order.
        samples.map(\.littleEndian).withUnsafeBytes { out.append(contentsOf: $0) }
        return out
    }
}
