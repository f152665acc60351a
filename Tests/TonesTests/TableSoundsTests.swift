import CardTable
import Testing
@testable import Tones

/// The card tables' sound effects: short, quiet, a match rising and a miss falling.
@Suite struct TableSoundsTests {
    @Test(arguments: TableSound.Kind.allCases)
    func eachSoundIsAShortQuietWaveFile(kind: TableSound.Kind) {
        let file = TableSounds.file(kind)
        #expect(Array(file.prefix(4)) == Array("RIFF".utf8) && Array(file[8..<12]) == Array("WAVE".utf8))
        let seconds = Double(file.count - 44) / 2 / Double(Tone.sampleRate)
        #expect(seconds > 0.1 && seconds < 0.4, "\(kind) lasts \(seconds) s: heard, never in the way")
        #expect(TableSounds.notes(kind).allSatisfy { $0.volume <= 0.25 }, "softer than Simon's tones")
        #expect(TableSounds.fileName(kind) == "table-\(kind.rawValue).wav")
    }

    @Test func aMatchRisesAndAMissFalls() {
        func pitches(_ kind: TableSound.Kind) -> [Double] { TableSounds.notes(kind).filter { $0.volume > 0 }.map(\.frequency) }
        let match = pitches(.match), miss = pitches(.miss)
        #expect(match.count == 2 && match[1] > match[0])
        #expect(miss.count == 2 && miss[1] < miss[0])
    }
}
