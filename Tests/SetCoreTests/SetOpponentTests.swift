import GameSupport
import SetCore
import Testing

@Suite struct SetOpponentTests {
    /// The median of many drawn times, which the log-normal spread leaves at the typical time.
    func medianSeconds(_ level: SetOpponent.Level, sets: Int, seed: UInt64 = 1) -> Double {
        var generator = SeededGenerator(seed: seed)
        let opponent = SetOpponent(level: level)
        let times = (0..<2001).map { _ in opponent.secondsToFind(setsOnTable: sets, using: &generator)! }.sorted()
        return times[1000]
    }

    @Test(arguments: SetOpponent.Level.allCases)
    func aTableWithThreeSetsTakesTheLevelsTypicalTime(level: SetOpponent.Level) {
        let median = medianSeconds(level, sets: 3)
        #expect(abs(median - level.typicalSeconds) < level.typicalSeconds * 0.05)
    }

    @Test func harderLevelsAreFaster() {
        #expect(medianSeconds(.hard, sets: 3) < medianSeconds(.medium, sets: 3))
        #expect(medianSeconds(.medium, sets: 3) < medianSeconds(.easy, sets: 3))
    }

    @Test func fewerSetsOnTheTableTakeLonger() {
        #expect(medianSeconds(.medium, sets: 1) > medianSeconds(.medium, sets: 3) * 1.5)
        #expect(medianSeconds(.medium, sets: 6) < medianSeconds(.medium, sets: 3))
    }

    @Test func timesVaryButAreReproducibleFromTheSeed() {
        var first = SeededGenerator(seed: 9), second = SeededGenerator(seed: 9)
        let opponent = SetOpponent(level: .easy)
        let a = (0..<5).map { _ in opponent.secondsToFind(setsOnTable: 2, using: &first)! }
        let b = (0..<5).map { _ in opponent.secondsToFind(setsOnTable: 2, using: &second)! }
        #expect(a == b)
        #expect(Set(a).count == 5)
        #expect(a.allSatisfy { $0 > 0 })
    }

    @Test func thereIsNothingToFindOnATableWithoutSets() {
        var generator = SeededGenerator(seed: 1)
        #expect(SetOpponent(level: .hard).secondsToFind(setsOnTable: 0, using: &generator) == nil)
    }

    @Test func theFaceWarnsJustBeforeTheCall() {
        #expect(SetOpponent.mood(deadline: 10, now: 5) == .thinking)
        #expect(SetOpponent.mood(deadline: 10, now: 10 - SetOpponent.warningSeconds) == .aboutToCall)
        #expect(SetOpponent.mood(deadline: nil, now: 5) == .thinking)
    }
}
