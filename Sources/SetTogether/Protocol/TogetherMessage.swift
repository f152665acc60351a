#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A player in a Together game, numbered by the host in the order they joined (the host is 0).
public typealias PlayerID = Int

/// What a player's app sends the host.
public enum ClientMessage: Codable, Equatable, Sendable {
    /// Asks to join with the host's six-digit code; `token` rejoins as the player it was given to.
    case join(name: String, code: String, token: String?)
    /// Claims cards as a match: as many as the rules' choice (3, 4 or 6), each by its place in the
    /// rules' deck (0 to the deck's size), seen on the table of `table` (its version).
    case claim(cards: [Int], table: Int)
    case leave
}

/// What the host sends its players.
public enum HostMessage: Codable, Equatable, Sendable {
    /// You are `player`; `token` lets you rejoin as yourself within a minute of losing the connection.
    case welcome(player: PlayerID, token: String)
    /// The whole game as it stands: sent after every change, so a player who missed one is never behind.
    case state(TogetherState)
    /// Your claim came after the cards had left the table: no point lost.
    case late
    /// Your claims come faster than a person can make them: this one was not judged.
    case tooFast
    /// The host will not go on with this connection, and says why before closing it.
    case refused(Refusal)
    /// The game is over for everybody: the host left. (A deck run out is the state's to say:
    /// the host may play again.)
    case ended(TogetherState.Ending)
}

/// Why the host refuses a player or closes a connection.
public enum Refusal: String, CaseIterable, Codable, Equatable, Sendable {
    case wrongCode, gameFull, unknownToken
    /// Too many wrong codes from this computer (or its network): for a while…
    case tooManyAttempts
    /// …or, after many more, for the rest of the game.
    case blockedForTheGame
    /// The seat the token names is still held by a connection: its owner's, or one the host
    /// has not yet seen go. A player rejoining tries again.
    case seatInUse
    case malformed, tooLarge, unknownVersion, outOfOrder, cardsNotOnTable
    /// The connection did not join in time.
    case tooSlow
    /// The host removed this player from the game.
    case removed
}

/// The messages as they travel: JSON in a versioned envelope, one message per WebSocket frame.
public enum TogetherWire {
    /// The protocol this build speaks; a message of another version is refused, not guessed at.
    /// (2: names limited in bytes, tokens from the system's generator, states checked whole.
    /// 3: a seat held by a connection is not taken by its token; names that pass for nothing
    /// else; a block for the game. 4: Play Again: games follow one another in one hosting, a
    /// deck run out is said by the state alone. 5: the host picks the variant; a player who comes
    /// late watches, and plays from the next game. 6: every variant and the shared Puzzle; cards
    /// by their place in the rules' deck, claims of the rules' size, the chain and the Puzzle's
    /// progress in the state; a computer may take a seat.)
    public static let version = 6
    /// No honest message comes near this size; a bigger one is refused before it is parsed.
    public static let maximumBytes = 4096

    public enum Problem: Error, Equatable {
        case tooLarge, malformed, unknownVersion

        public var refusal: Refusal {
            switch self {
            case .tooLarge: return .tooLarge
            case .malformed: return .malformed
            case .unknownVersion: return .unknownVersion
            }
        }
    }

    private struct Envelope<Message: Codable>: Codable {
        let v: Int
        let message: Message
    }

    private struct VersionOnly: Decodable { let v: Int }

    public static func encode<Message: Codable>(_ message: Message) -> [UInt8] {
        // Every message is made of strings, numbers and arrays: encoding cannot fail.
        Array((try? JSONEncoder().encode(Envelope(v: version, message: message))) ?? Data())
    }

    public static func decode<Message: Codable>(_ bytes: [UInt8], as _: Message.Type = Message.self) -> Result<Message, Problem> {
        guard bytes.count <= maximumBytes else { return .failure(.tooLarge) }
        let data = Data(bytes)
        guard let header = try? JSONDecoder().decode(VersionOnly.self, from: data) else { return .failure(.malformed) }
        guard header.v == version else { return .failure(.unknownVersion) }
        guard let envelope = try? JSONDecoder().decode(Envelope<Message>.self, from: data) else { return .failure(.malformed) }
        return .success(envelope.message)
    }
}
