/// A card of the standard 52-card deck.
public struct PlayingCard: Hashable, Codable, Sendable, CustomStringConvertible {
    public enum Suit: Int, CaseIterable, Codable, Sendable {
        case spades, hearts, diamonds, clubs

        public var symbol: String { ["♠", "♥", "♦", "♣"][rawValue] }
        public var name: String { ["spades", "hearts", "diamonds", "clubs"][rawValue] }
        /// Hearts and diamonds are printed in red, spades and clubs in black.
        public var isRed: Bool { self == .hearts || self == .diamonds }
    }

    public enum Rank: Int, CaseIterable, Codable, Sendable, Comparable {
        case ace = 1, two, three, four, five, six, seven, eight, nine, ten, jack, queen, king

        /// The corner index: A, 2 ... 10, J, Q, K.
        public var symbol: String {
            switch self {
            case .ace: return "A"
            case .jack: return "J"
            case .queen: return "Q"
            case .king: return "K"
            default: return String(rawValue)
            }
        }

        public var name: String { "\(self)" }
        /// Jack, queen and king carry a picture instead of pips.
        public var isFace: Bool { self >= .jack }

        public static func < (lhs: Rank, rhs: Rank) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    public let rank: Rank
    public let suit: Suit

    public init(_ rank: Rank, _ suit: Suit) { self.rank = rank; self.suit = suit }

    /// "J♥", as the game's messages print it.
    public var description: String { rank.symbol + suit.symbol }
    /// "jack of hearts", as a screen reader says it.
    public var spokenName: String { "\(rank.name) of \(suit.name)" }

    /// The 52 cards, suit by suit.
    public static let fullDeck: [PlayingCard] = Suit.allCases.flatMap { suit in Rank.allCases.map { PlayingCard($0, suit) } }
}
