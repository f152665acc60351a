import Glibc
import MainLoop
import Networking
import SafeFiles
@testable import SetTogether
import TestSupport
import Testing

/// A joined game carrying out its `RejoinPolicy` over a real socket, on a clock the test moves:
/// a host that answers nothing (it listens, and never accepts) is tried again after each
/// attempt times out, until the host's window has closed; then the player gives up, and the
/// ticket to rejoin is gone.
@MainActor
@Suite struct JoinedGameRejoinTests {
    /// A socket listening on loopback that never accepts: connections wait in its backlog.
    final class SilentHost {
        let fd: Int32
        let port: Int

        init?() {
            let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            self.fd = fd
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_addr.s_addr = in_addr_t(0x7F00_0001).bigEndian
            var length = socklen_t(MemoryLayout<sockaddr_in>.size)
            let ready = withUnsafeMutablePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, length) == 0 && listen(fd, 16) == 0 && getsockname(fd, $0, &length) == 0
            } }
            port = Int(UInt16(bigEndian: address.sin_port))
            guard ready else { return nil }
        }

        deinit { close(fd) }
    }

    @Test func aHostThatNeverAnswersIsTriedUntilItsWindowClosesAndThenTheTicketGoes() throws {
        let silent = SilentHost()
        let host = try #require(silent)
        let folder = TemporaryFolder("pastimes-rejoin")
        let tickets = RejoinTickets(folder: folder.path)
        let ticket = RejoinTicket(address: "127.0.0.1:\(host.port)", code: "123456", name: "Ann", player: 2,
                                  token: String(repeating: "a1", count: 16), aliveAt: 5_000)
        tickets.keep(ticket)
        let time = ManualScheduler(now: 100)
        let joined = JoinedGame(rejoining: ticket, tickets: tickets, scheduler: time, wallClock: { 5_000 })
        let game = try #require(joined)
        // A second of the game's clock at a time, the network's answers read in between.
        var reconnecting = false
        func rejoining() -> Bool { [.joining, .reconnecting(as: 2)].contains(game.model.standing) }
        while rejoining(), time.now < 200 {
            MainLoopTurns.run(for: 0.02)
            reconnecting = reconnecting || game.model.standing == .reconnecting(as: 2)
            if time.now < 100 + RejoinPolicy.window - 1 {
                #expect(rejoining(), "still rejoining \(time.now - 100) s after the loss")
                #expect(folder.path.appending("together-rejoin.json").exists, "the ticket is kept while rejoining")
            }
            time.advance(by: 1)
        }
        MainLoopTurns.run(until: { !rejoining() }, atMost: 2)
        #expect(reconnecting, "the player was told the game is reconnecting")
        #expect(game.model.standing == .unreachable, "given up")
        #expect(time.now >= 100 + RejoinPolicy.window, "not before the host's window closed (\(time.now - 100) s)")
        #expect(time.now <= 100 + RejoinPolicy.window + RejoinPolicy.retryEvery + WebSocketClient.connectSeconds + 1, "nor long after")
        #expect(!folder.path.appending("together-rejoin.json").exists, "and its ticket is gone")
        game.leave()
    }
}
