import GameSupport
import GtkKit
@testable import PastimesApp
import SaveDoubles
import SetCore
import SetFeature
import SetTogether

/// What the app layer's tests hand the controllers in place of the desktop's: settings kept in
/// memory, an application nobody runs (its actions work all the same), a solo Set game on a
/// stopped clock and a Together game that only counts how often it was left.
@MainActor
enum AppDoubles {
    static func settings() -> AppSettings { AppSettings(store: .inMemory()) }

    /// An application of its own for each test (never registered on the bus, so ids never clash).
    static func application() -> Application { Application(id: "io.github.pastimes.Tests") }

    static func setGames() -> SetTabGames {
        SetTabGames(solo: SetTableModel(seed: 3, clocks: .stopped(at: 1_000), today: { SetPuzzle.Day(year: 2026, month: 11, day: 27) },
                                        slot: MemorySaves().slot))
    }

    final class StandInConnection: TogetherConnection {
        let model: TogetherModel
        init(role: TogetherModel.Role = .player(address: "127.0.0.1:43210")) {
            model = TogetherModel(role: role, me: -1, now: { 1_000 }) { _ in }
        }
        var leftCount = 0
        func start() {}
        func leave() { leftCount += 1 }
    }
}
