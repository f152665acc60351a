import GameSupport

/// One card as a table shows it: what to draw, how it is marked, and what a screen reader says.
/// `Face` is whatever the game's drawing code draws (a Set face, a playing card up or down).
public struct TableCard<Face: Hashable & Sendable>: Identifiable, Hashable, Sendable {
    /// Stable for as long as the card is on the table, so views can follow it as it moves.
    public let id: Int
    public var face: Face
    public var mark: CardMark
    /// "two red striped diamonds", "ace of spades", "face-down card".
    public var name: String
    /// The card's state in words: "", "selected", "selected, a Set", "matched"...
    public var description: String

    public init(id: Int, face: Face, mark: CardMark = .none, name: String, description: String = "") {
        self.id = id
        self.face = face
        self.mark = mark
        self.name = name
        self.description = description
    }
}

/// The one rule for a card's id on a table.
public enum TableCardID {
    /// The id of the card numbered `card` (0 to 999 within its decks) in deal number `deal`: the
    /// same card dealt again is a new card to the views, which deal it in afresh.
    public static func of(card: Int, inDeal deal: Int) -> Int {
        precondition((0..<cardsPerDeal).contains(card), "cards numbered below 1000")  // not for people: a programming error
        return deal * cardsPerDeal + card
    }

    /// The card numbered by `id` if it belongs to deal number `deal`.
    public static func card(of id: Int, inDeal deal: Int) -> Int? {
        id / cardsPerDeal == deal ? id % cardsPerDeal : nil
    }

    /// Set's card numbers are below 499 (every deck's cards: see SetCard).
    private static let cardsPerDeal = 1000
}
