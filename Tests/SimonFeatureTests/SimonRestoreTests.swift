import GameSupport
import SaveDoubles
import SimonCore
@testable import SimonFeature
import Testing

/// A Simon game survives the app closing: the sequence and progress come back, and the clocks
/// wait for Play.
@MainActor
@Suite struct SimonRestoreTests {
    let clock = FakeClock()

    @Test func aGameUnderWayComesBackAsItWasAndWaitsForPlay() throws {
        let saves = MemorySaves()
        let first = clock.awaitingAnswer(seed: 3, slot: saves.slot)
        let due = first.play.game.sequence[0]
        first.press(due)
        first.release()
        let game = first.play.game

        clock.time += 600  // ten minutes closed: far beyond the time to answer
        let second = clock.model(seed: 99, slot: saves.slot)
        #expect(second.screen == .splash)
        #expect(second.play.game == game, "same sequence, round and progress")
        second.playGame()
        // Round two plays back from its start, then waits for the player: nothing ran out.
        for _ in 0..<12 {
            clock.time += 0.25
            second.tick()
        }
        #expect(!second.play.game.isLost, "the clocks were stopped while the app was closed")
        #expect(second.play.game.isAwaitingPlayer && second.play.game.round == 2)
    }

    @Test func theSplashChoicesAreHandedOutForTheAppToKeep() {
        let first = clock.model(seed: 3)
        var kept: SimonPreferences?
        first.onPreferencesChosen = { kept = $0 }
        first.chooseTarget(20)
        first.chooseSpeed(.brisk)
        first.chooseMode(.playerAdds)
        #expect(kept == SimonPreferences(target: 20, speed: .brisk, mode: .playerAdds))
        // The next launch gets them from the app, not from the save.
        let second = clock.model(seed: 3, preferences: kept!)
        #expect(second.difficultyText == "Difficulty: 20 steps")
        second.playGame()
        #expect(second.play.game.target == 20 && second.play.game.mode == .playerAdds)
    }

    @Test func aSaveOfAnEarlierVersionGivesItsGameAndNothingElse() throws {
        let old = #"{"target":14,"speed":"relaxed","mode":"playerAdds","muted":true}"#
        let model = clock.model(slot: MemorySaves(Array(old.utf8)).slot)
        #expect(model.record.loadProblem == nil)
        #expect(model.preferences == SimonPreferences(), "the preferences are the app's")
        #expect(model.play.game.phase == .idle)
    }
}
