/// A deck of Set cards: how many values each feature has, and which features vary from card to
/// card (the others show their first value on every card, as Junior's cards are all solid).
public struct SetDeck: Hashable, Sendable {
    /// 3, or 4 in 4Set.
    public let values: Int
    /// The features that vary.
    public let features: [SetCard.Feature]
    /// The deck's cards in index order, listed once, when the deck is made.
    public let cards: [SetCard]
    /// The features held at their first value (the fifth, but in MegaSet; in the Juniors, the third too).
    private let held: [SetCard.Feature]
    /// `positions[card.index]`: where the card lies in `cards`, or -1 for another deck's.
    private let positions: [Int16]

    init(values: Int, features: [SetCard.Feature]) {
        self.values = values
        self.features = features
        let held = SetCard.Feature.allCases.filter { !features.contains($0) }
        self.held = held
        let cards = (0..<SetCard.numbers).compactMap { SetCard(index: $0) }.filter { card in card.values == values && held.allSatisfy { card[$0] == 0 } }
        self.cards = cards
        var positions = [Int16](repeating: -1, count: SetCard.numbers)
        for (position, card) in cards.enumerated() { positions[Int(card.index)] = Int16(position) }
        self.positions = positions
    }

    /// The card's place in this deck (its number as a game played together sends it: 0 to the
    /// deck's size), or nil for a card of another deck.
    public func position(of card: SetCard) -> Int? {
        let position = positions[Int(card.index)]
        return position < 0 ? nil : Int(position)
    }

    /// The card at `position` in this deck, or nil where the deck has none.
    public func card(at position: Int) -> SetCard? { cards.indices.contains(position) ? cards[position] : nil }

    /// 81 cards: four features of three values.
    public static let standard = SetDeck(values: 3, features: [.first, .second, .third, .fourth])
    /// 27 cards: the third feature held at its first value.
    public static let junior = SetDeck(values: 3, features: [.first, .second, .fourth])
    /// 243 cards: a fifth feature (drawn as the card's border).
    public static let mega = SetDeck(values: 3, features: SetCard.Feature.allCases)
    /// 256 cards: four features of four values.
    public static let four = SetDeck(values: 4, features: [.first, .second, .third, .fourth])
    /// 64 cards: 4Set's, the third feature held.
    public static let fourJunior = SetDeck(values: 4, features: [.first, .second, .fourth])

    /// How many cards the deck holds: `values` to the power of the features that vary.
    public var count: Int { cards.count }

    /// Whether `card` is one of the deck's: of its values, its held features at their first value.
    public func contains(_ card: SetCard) -> Bool { card.values == values && held.allSatisfy { card[$0] == 0 } }

    // A deck is what it is made of; its list of cards follows.
    public static func == (lhs: SetDeck, rhs: SetDeck) -> Bool { lhs.values == rhs.values && lhs.features == rhs.features }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(values)
        hasher.combine(features)
    }
}
