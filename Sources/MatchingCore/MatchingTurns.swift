/// Players taking turns at one table: each has their own score and matches; a match gives the
/// player another turn, a mismatch passes the turn on. (One player alone just keeps the score.)
public struct MatchingTurns: Codable, Equatable, Sendable {
    public let seats: [MatchingSeat]
    /// Whose turn it is (an index into `seats`).
    public private(set) var current = 0
    public private(set) var scores: [Int]
    public private(set) var matches: [Int]

    public init(seats: [MatchingSeat]) {
        precondition((1...4).contains(seats.count), "one to four players")
        self.seats = seats
        scores = Array(repeating: 0, count: seats.count)
        matches = Array(repeating: 0, count: seats.count)
    }

    public var isShared: Bool { seats.count > 1 }
    public var isComputersTurn: Bool { seats[current] != .person }

    /// The current player's choice did `choice` and changed the table's score by `points`.
    public mutating func take(_ choice: MatchingChoice?, points: Int) {
        scores[current] += points
        switch choice {
        case .matched?: matches[current] += 1
        case .mismatched?: current = (current + 1) % seats.count
        case .turnedUp?, .turnedDown?, nil: break
        }
    }

    /// The best score's players, in seat order (more than one on a draw).
    public var leaders: [Int] {
        let best = scores.max() ?? 0
        return seats.indices.filter { scores[$0] == best }
    }

    enum CodingKeys: String, CodingKey { case seats, current, scores, matches }

    /// A save's turns are ones a game could reach: a score and a count of matches per seat.
    public init(from decoder: any Decoder) throws {
        let saved = try decoder.container(keyedBy: CodingKeys.self)
        self.init(seats: try Self.checkedSeats(saved))
        current = try saved.decode(Int.self, forKey: .current)
        scores = try saved.decode([Int].self, forKey: .scores)
        matches = try saved.decode([Int].self, forKey: .matches)
        guard seats.indices.contains(current), scores.count == seats.count, matches.count == seats.count, matches.allSatisfy({ (0...52).contains($0) }) else {
            throw DecodingError.dataCorruptedError(forKey: .current, in: saved, debugDescription: "turns that do not fit the seats")  // not for people: a decoding error
        }
    }

    private static func checkedSeats(_ saved: KeyedDecodingContainer<CodingKeys>) throws -> [MatchingSeat] {
        let seats = try saved.decode([MatchingSeat].self, forKey: .seats)
        guard (1...4).contains(seats.count) else {
            throw DecodingError.dataCorruptedError(forKey: .seats, in: saved, debugDescription: "\(seats.count) seats")  // not for people: a decoding error
        }
        return seats
    }
}
