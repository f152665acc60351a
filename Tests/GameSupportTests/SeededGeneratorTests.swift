import Foundation
import GameSupport
import Testing

@Suite struct SeededGeneratorTests {
    @Test func sameSeedSameStream() {
        var a = SeededGenerator(seed: 42), b = SeededGenerator(seed: 42)
        #expect((0..<100).map { _ in a.next() } == (0..<100).map { _ in b.next() })
    }

    @Test func differentSeedsAndStreamsDiffer() {
        var a = SeededGenerator(seed: 1), b = SeededGenerator(seed: 2)
        var c = SeededGenerator(seed: 1, stream: 0), d = SeededGenerator(seed: 1, stream: 1)
        #expect(a.next() != b.next())
        #expect(c.next() != d.next())
    }

    @Test(arguments: [1, 2, 3, 7, 81, 1000])
    func boundedValuesStayInRangeAndCoverIt(bound: UInt64) {
        var generator = SeededGenerator(seed: bound)
        var seen = Set<UInt64>()
        for _ in 0..<(Int(bound) * 50) {
            let value = generator.next(below: bound)
            #expect(value < bound)
            seen.insert(value)
        }
        #expect(seen.count == Int(bound))
    }

    @Test func boundedValuesAreRoughlyUniform() {
        var generator = SeededGenerator(seed: 9)
        var counts = [Int](repeating: 0, count: 6)
        let draws = 60_000
        for _ in 0..<draws { counts[Int(generator.next(below: 6))] += 1 }
        // Each face expects 10,000; five standard deviations is about 456.
        for count in counts { #expect(abs(count - draws / 6) < 460) }
    }

    @Test func savedStateContinuesTheSameStream() throws {
        var original = SeededGenerator(seed: 5)
        _ = original.next()
        var restored = try JSONDecoder().decode(SeededGenerator.self, from: JSONEncoder().encode(original))
        #expect((0..<10).map { _ in original.next() } == (0..<10).map { _ in restored.next() })
    }
}
