/// What one choice in the matching game did.
public enum MatchingChoice: Codable, Equatable, Sendable, CustomStringConvertible {
    case turnedUp(PlayingCard)
    case turnedDown(PlayingCard)
    case matched([PlayingCard], points: Int)
    case mismatched([PlayingCard], penalty: Int)

    /// The line the game shows, in the lecture's words.
    public var description: String {
        switch self {
        case .turnedUp(let card): return "\(card)"
        case .turnedDown(let card): return "\(card) turned back over"
        case .matched(let cards, let points): return "Matched \(Self.list(cards)) for \(points) points"
        case .mismatched(let cards, let penalty): return "\(Self.list(cards)) don't match! \(penalty) point penalty!"
        }
    }

    private static func list(_ cards: [PlayingCard]) -> String { cards.map(\.description).joined(separator: " ") }
}
