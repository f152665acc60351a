import MatchingCore

/// A playing card as the table shows it: which card, and whether it is face up.
public struct PlayingCardFace: Hashable, Sendable {
    public let card: PlayingCard
    public let isFaceUp: Bool

    public init(card: PlayingCard, isFaceUp: Bool) {
        self.card = card
        self.isFaceUp = isFaceUp
    }
}
