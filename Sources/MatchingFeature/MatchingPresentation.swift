import CardTable
import GameSupport
import MatchingCore

/// What the Cards tab shows, computed from the session alone. Matched cards leave the table,
/// except those matched by the last choice, which stay a moment, marked, for the player to see.
public struct MatchingPresentation: Equatable, Sendable {
    public var table: TablePresentation<PlayingCardFace>
    /// Table positions of the cards shown, in grid order.
    public var positions: [Int]
    public var mode: MatchingGame.Mode

    public init(_ session: MatchingSession) {
        let game = session.game
        let justMatched: Set<PlayingCard>
        if case .matched(let cards, _)? = game.lastChoice { justMatched = Set(cards) } else { justMatched = [] }
        positions = game.table.indices.filter { !game.table[$0].isMatched || justMatched.contains(game.table[$0].card) }
        let cards = positions.map { position in
            let slot = game.table[position]
            let name = slot.isFaceUp ? slot.card.spokenName : "face-down card"
            return TableCard(id: session.id(ofPosition: position), face: PlayingCardFace(card: slot.card, isFaceUp: slot.isFaceUp),
                             mark: slot.isMatched ? .matched : .none, name: name, description: slot.isMatched ? "matched" : "")
        }
        let matched = game.table.filter(\.isMatched).map(\.card)
        let left = game.table.filter { !$0.isMatched }.count
        var gameOver: TablePresentation<PlayingCardFace>.GameOver?
        if game.isOver {
            let matches = matched.count / game.mode.rawValue
            gameOver = .init(title: left == 0 ? "All matched!" : "No more matches",
                             summary: "You made \(matches) \(matches == 1 ? "match" : "matches") and scored \(game.score) points.")
        }
        table = TablePresentation(
            cards: cards, scoreText: "Score: \(signed(game.score, plus: false))",
            detailText: "\(left) \(left == 1 ? "card" : "cards") left · matching \(game.mode.rawValue)",
            status: game.lastChoice?.description ?? "Turn up \(game.mode.rawValue) cards of the same rank or suit.",
            deckCount: game.deck.count, discardCount: matched.count,
            discardTop: matched.suffix(game.mode.rawValue).map { PlayingCardFace(card: $0, isFaceUp: true) },
            gameOver: gameOver)
        mode = game.mode
    }
}
