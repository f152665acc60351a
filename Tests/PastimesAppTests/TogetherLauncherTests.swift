import MainLoop
import GameSupport
@testable import PastimesApp
import SafeFiles
@testable import SetTogether
import TestSupport
import Testing

/// Rejoining at start the Together game the last run was playing: only while the host may still
/// hold the player's place.
@MainActor
@Suite struct TogetherLauncherTests {
    static func ticket(aliveAt: Double) -> RejoinTicket {
        RejoinTicket(address: "127.0.0.1:1", code: "123456", name: "Ada", player: 2, token: String(repeating: "a1", count: 16), aliveAt: aliveAt)
    }

    @Test func withoutATicketTheSoloGameStays() {
        let folder = TemporaryFolder("pastimes-app")
        let launcher = TogetherLauncher(application: AppDoubles.application(), tabs: GameTabs(), tickets: RejoinTickets(folder: folder.path),
                                        scheduler: ManualScheduler(), wallClock: { 10_000 }, record: { _ in })
        let games = AppDoubles.setGames()
        launcher.rejoin(on: games)
        #expect(!games.isTogether)
    }

    @Test func aStaleTicketIsThrownAwayAndAFreshOneRejoins() {
        let folder = TemporaryFolder("pastimes-app")
        let tickets = RejoinTickets(folder: folder.path)
        let launcher = TogetherLauncher(application: AppDoubles.application(), tabs: GameTabs(), tickets: tickets, scheduler: ManualScheduler(),
                                        wallClock: { 10_000 }, record: { _ in })
        let games = AppDoubles.setGames()

        tickets.keep(Self.ticket(aliveAt: 10))
        launcher.rejoin(on: games)
        #expect(!games.isTogether)
        #expect(!folder.path.appending("together-rejoin.json").exists, "the stale ticket is gone")

        tickets.keep(Self.ticket(aliveAt: 9_990))
        launcher.rejoin(on: games)
        #expect(games.isTogether && games.modeChoice == SetTabGames.togetherChoice)
        games.leaveTogether()
        #expect(!games.isTogether)
    }
}
