import GameSupport
import SaveDoubles
import SimonCore
@testable import SimonFeature

/// A clock the tests move by hand, and the models they drive with it.
@MainActor
final class FakeClock {
    var time = 100.0
    var now: @MainActor @Sendable () -> Double { { self.time } }

    /// A model on the splash screen, its choices kept in `slot`.
    func model(seed: UInt64 = 1, slot: SaveSlot = MemorySaves().slot, preferences: SimonPreferences = SimonPreferences(),
               wallClock: @escaping @MainActor @Sendable () -> Double = { 0 }) -> SimonModel {
        SimonModel(seed: seed, clocks: Clocks(wall: wallClock, monotonic: now), slot: slot, preferences: preferences)
    }

    /// A game started from the splash screen by Play: its first playback runs.
    func started(seed: UInt64 = 1, slot: SaveSlot = MemorySaves().slot,
                 wallClock: @escaping @MainActor @Sendable () -> Double = { 0 }) -> SimonModel {
        let model = model(seed: seed, slot: slot, wallClock: wallClock)
        model.playGame()
        return model
    }

    /// A started game two seconds on: its first playback is over and the player's turn has come.
    func awaitingAnswer(seed: UInt64 = 1, slot: SaveSlot = MemorySaves().slot,
                        wallClock: @escaping @MainActor @Sendable () -> Double = { 0 }) -> SimonModel {
        let model = started(seed: seed, slot: slot, wallClock: wallClock)
        time += 2
        model.tick()
        return model
    }

    /// Presses (and lets go of) a pad that is not the one due: the game is lost, the razz sounds.
    func pressTheWrongPad(on model: SimonModel) {
        let due = model.play.game.sequence[model.play.game.entered]
        model.press(SimonPad.allCases.first { $0 != due }!)
        model.release()
    }

    /// A game lost at its first step, the razz just begun.
    func lostAtTheFirstStep() -> SimonModel {
        let model = awaitingAnswer()
        pressTheWrongPad(on: model)
        return model
    }
}
