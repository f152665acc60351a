import Foundation
import SimonCore
import Testing
@testable import Tones

@Suite struct ToneTests {
    /// The frequency of a sampled wave, from how often it crosses zero going up.
    func measuredFrequency(_ samples: [Int16], sampleRate: Int = Tone.sampleRate) -> Double {
        var upward = 0
        for index in 1..<samples.count where samples[index - 1] < 0 && samples[index] >= 0 { upward += 1 }
        return Double(upward) * Double(sampleRate) / Double(samples.count)
    }

    @Test(arguments: SimonPad.allCases)
    func eachPadSoundsAtTheToysFrequency(pad: SimonPad) {
        let samples = SimonSounds.step(pad, duration: 0.42).samples()
        #expect(abs(measuredFrequency(samples) - pad.toneFrequency) < 3)
    }

    @Test(arguments: [0.42, 0.32, 0.22, 0.07])
    func aToneLastsItsDuration(duration: Double) {
        #expect(SimonSounds.step(.green, duration: duration).samples().count == Int((duration * 44_100).rounded()))
    }

    @Test func tonesFadeInAndOutSoTheyDoNotClick() {
        let samples = SimonSounds.step(.red, duration: 0.32).samples()
        #expect(samples.first == 0 && abs(Int(samples.last!)) < 200)
        let peak = samples.map { abs(Int($0)) }.max()!
        #expect(peak > 12_000, "loud in the middle")
        #expect(samples.prefix(40).map { abs(Int($0)) }.max()! < peak / 4, "quiet at the start")
    }

    @Test(arguments: SimonPad.allCases)
    func heldTonesLoopWithoutASeam(pad: SimonPad) {
        let samples = SimonSounds.held(pad).samples()
        #expect(samples.count == 8 * 44_100)
        // The step from the last sample round to the first is no bigger than any other step.
        let largestStep = zip(samples, samples.dropFirst()).map { abs(Int($0) - Int($1)) }.max()!
        #expect(abs(Int(samples.first!) - Int(samples.last!)) <= largestStep)
    }

    @Test func theRazzIsALow42HertzBuzzForOneAndAHalfSeconds() {
        let samples = SimonSounds.razz.samples()
        #expect(samples.count == 66_150)
        #expect(abs(measuredFrequency(samples) - 42) < 2)
        // A buzz is rich in overtones: its changes from sample to sample carry far more energy,
        // relative to the sound's own, than a sine's of the same pitch do.
        func brightness(_ samples: [Int16]) -> Double {
            let change = zip(samples, samples.dropFirst()).map { pow(Double($1) - Double($0), 2) }.reduce(0, +)
            return change / samples.map { pow(Double($0), 2) }.reduce(0, +)
        }
        // Odd harmonics 1...15 at 1/n: Σ1 / Σ(1/n²) = 8 / 1.21 ≈ 6.6 times a sine's.
        let ratio = brightness(samples) / brightness(Tone(frequency: 42, duration: 1.5).samples())
        #expect(ratio > 5.5 && ratio < 7.5)
    }

    @Test func waveFilesHaveTheRightHeader() {
        let samples: [Int16] = [0, 1000, -1000, 32767]
        let bytes = WaveFile.bytes(samples)
        #expect(bytes.count == 44 + 8)
        #expect(Array(bytes[0..<4]) == Array("RIFF".utf8) && Array(bytes[8..<12]) == Array("WAVE".utf8))
        func u32(_ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 | Int(bytes[at + 2]) << 16 | Int(bytes[at + 3]) << 24 }
        func u16(_ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 }
        #expect(u32(4) == 36 + 8)
        #expect(u16(20) == 1 && u16(22) == 1, "PCM, mono")
        #expect(u32(24) == 44_100 && u16(34) == 16)
        #expect(u32(40) == 8)
        #expect(u16(46) == 1000)
    }

    @Test(arguments: [SimonSounds.held(.blue), SimonSounds.step(.red, duration: 0.42), SimonSounds.razz,
                      Tone(frequency: 300, duration: 2)])
    func aToneWrittenInPiecesIsTheWholeFile(tone: Tone) {
        let pieces = Array(WaveFile.pieces(of: tone))
        #expect(pieces.reduce([], +) == WaveFile.bytes(tone.samples()))
        #expect(pieces.count == 1 + Int((tone.duration).rounded(.up)), "the header, then a piece a second")
        #expect(pieces.dropFirst().allSatisfy { $0.count <= 2 * Tone.sampleRate })
    }

    @Test func fileNamesAreStableAndDistinct() {
        let names = Set(SimonPad.allCases.flatMap { [SimonSounds.fileName(for: SimonSounds.held($0)),
                                                     SimonSounds.fileName(for: SimonSounds.step($0, duration: 0.42))] })
        #expect(names.count == 8)
        #expect(SimonSounds.fileName(for: SimonSounds.held(.green)) == "sine-415hz-8000ms-loop.wav")
    }
}
