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

    @Test func theSplashChoicesAreKeptBeforePlayIsPressed() {
        let saves = MemorySaves()
        let first = clock.model(seed: 3, slot: saves.slot)
        first.setDraftTarget(20)
        first.setDraftSpeed(.brisk)
        let second = clock.model(seed: 3, slot: saves.slot)
        #expect(second.draft.target == 20 && second.draft.speed == .brisk)
    }

    @Test func aSaveFromBeforeGamesWereKeptLoadsItsSettings() throws {
        let old = #"{"target":14,"speed":"relaxed","mode":"playerAdds","muted":true}"#
        let model = clock.model(slot: MemorySaves(Array(old.utf8)).slot)
        #expect(model.loadProblem == nil)
        #expect(model.settings == SimonSettings(target: 14, speed: .relaxed, mode: .playerAdds, muted: true))
        #expect(model.play.game.phase == .idle)
    }
}
