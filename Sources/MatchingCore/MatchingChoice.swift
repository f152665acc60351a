import Localization

/// What one choice in the matching game did.
public enum MatchingChoice: Codable, Equatable, Sendable, CustomStringConvertible {
    case turnedUp(PlayingCard)
    case turnedDown(PlayingCard)
    case matched([PlayingCard], points: Int)
    case mismatched([PlayingCard], penalty: Int)

    /// The line the game shows: "Matched J♥ J♠ for 16 points", "J♥ 3♣ don't match! 2 point penalty!".
    public var description: String {
        switch self {
        case .turnedUp(let card): return "\(card)"
        case .turnedDown(let card): return fillIn(tr("%1$@ turned back over"), card)
        case .matched(let cards, let points):
            return fillIn(trn("Matched %1$@ for %2$@ point", "Matched %1$@ for %2$@ points", points), Self.list(cards), points)
        case .mismatched(let cards, let penalty):
            return fillIn(trn("%1$@ don't match! %2$@ point penalty!", "%1$@ don't match! %2$@ point penalty!", penalty),
                          Self.list(cards), penalty)
        }
    }

    private static func list(_ cards: [PlayingCard]) -> String { cards.map(\.description).joined(separator: " ") }
}
