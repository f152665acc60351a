import SetCore

/// The computer at a shared table: a seat the host gives it in the lobby. Its claims come as a
/// player's do, by the same message through `received`, on a connection of its own that no
/// network carries (`SharedTableComputer` decides them from the state everybody sees).
extension TogetherHost {
    /// The connection the computer's claims come by.
    public static let computerConnection: ConnectionID = -1

    /// The computer seated at `level`, or let go (nil): in the lobby only, in a free seat.
    public mutating func seatComputer(_ level: SetOpponent.Level?) -> [Effect] {
        guard state.phase == .lobby else { return [] }
        if let seated = seats.removeValue(forKey: Self.computerConnection) { state.players.removeAll { $0.id == seated } }
        if let level, let player = (1..<Self.maximumPlayers).first(where: { state.player($0) == nil }) {
            seats[Self.computerConnection] = player
            state.players.append(.init(id: player, name: "", computer: level))
        }
        return broadcast()
    }

    /// The computer's seat, if one is taken.
    public var computerPlayer: PlayerID? { seats[Self.computerConnection] }
}
