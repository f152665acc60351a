#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SafeFiles

/// The ticket to rejoin a Together game, kept in the data folder while the game lasts (beside
/// the saves, never in them: a Together game touches no solo save). A ticket that cannot be
/// written only costs the rejoin after a relaunch, so the game goes on without a word.
public struct RejoinTickets: Sendable {
    private let path: FilePath

    /// The tickets kept in `folder` (the user's data folder for Pastimes).
    public init(folder: FilePath) { path = folder.appending("together-rejoin.json") }

    func keep(_ ticket: RejoinTicket) {
        guard let bytes = try? JSONEncoder().encode(ticket) else { return }
        try? AtomicFile.write(Array(bytes), to: path)
    }

    func forget() { try? path.remove() }

    /// The ticket left by the last run, if the host may still hold the player's place and the
    /// ticket has not been tried by too many launches; the launch is counted on it before it is
    /// used. Any other is thrown away.
    public func usable(at now: Double) -> RejoinTicket? {
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
