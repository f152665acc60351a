#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SafeFiles
import SetTogether

/// The ticket to rejoin a Together game, kept in the data folder while the game lasts (beside
/// the saves, never in them: a Together game touches no solo save). A ticket that cannot be
/// written only costs the rejoin after a relaunch, so the game goes on without a word.
@MainActor
enum RejoinTickets {
    private static let path = LiveSaves.folder.appending("together-rejoin.json")

    static func keep(_ ticket: RejoinTicket) {
        guard let bytes = try? JSONEncoder().encode(ticket) else { return }
        try? AtomicFile.write(Array(bytes), to: path)
    }

    static func forget() { try? path.remove() }

    /// The ticket left by the last run, if the host may still hold the player's place and the
    /// ticket has not been tried by too many launches; the launch is counted on it before it is
    /// used. Any other is thrown away.
    static func usable(at now: Double) -> RejoinTicket? {
        guard let bytes = try? path.read() else { return nil }
        guard var ticket = try? JSONDecoder().decode(RejoinTicket.self, from: Data(bytes)), ticket.isUsable(at: now) else {
            forget()
            return nil
        }
        ticket.launches += 1
        keep(ticket)
        return ticket
    }
}
