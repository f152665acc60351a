import Localization

/// A card of the standard 52-card deck.
public struct PlayingCard: Hashable, Codable, Sendable, CustomStringConvertible {
    public enum Suit: Int, CaseIterable, Codable, Sendable {
        case spades, hearts, diamonds, clubs

        public var symbol: String { ["♠", "♥", "♦", "♣"][rawValue] }
        public var name: String {
            [trc("playing card suit", "spades"), trc("playing card suit", "hearts"), trc("playing card suit", "diamonds"),
             trc("playing card suit", "clubs")][rawValue]
        }
        /// Hearts and diamonds are printed in red, spades and clubs in black.
        public var isRed: Bool { self == .hearts || self == .diamonds }
    }

    public enum Rank: Int, CaseIterable, Codable, Sendable, Comparable {
        case ace = 1, two, three, four, five, six, seven, eight, nine, ten, jack, queen, king

        /// The corner index: A, 2 ... 10, J, Q, K (in the player's language: D for Dame, V for valet).
        public var symbol: String {
            switch self {
            case .ace: return trc("playing card index of the ace", "A")
            case .jack: return trc("playing card index of the jack", "J")
            case .queen: return trc("playing card index of the queen", "Q")
            case .king: return trc("playing card index of the king", "K")
            default: return String(rawValue)
            }
        }

        public var name: String {
            [trc("playing card rank", "ace"), trc("playing card rank", "two"), trc("playing card rank", "three"),
             trc("playing card rank", "four"), trc("playing card rank", "five"), trc("playing card rank", "six"),
             trc("playing card rank", "seven"), trc("playing card rank", "eight"), trc("playing card rank", "nine"),
             trc("playing card rank", "ten"), trc("playing card rank", "jack"), trc("playing card rank", "queen"),
             trc("playing card rank", "king")][rawValue - 1]
        }
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
    public var spokenName: String { fillIn(trc("playing card name: the rank, then the suit", "%1$@ of %2$@"), rank.name, suit.name) }

    /// The 52 cards, suit by suit.
    public static let fullDeck: [PlayingCard] = Suit.allCases.flatMap { suit in Rank.allCases.map { PlayingCard($0, suit) } }
}
