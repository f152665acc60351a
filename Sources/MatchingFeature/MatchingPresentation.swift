import CardTable
import GameSupport
import MatchingCore
import Localization

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
            // At the end the cards nobody matched turn over, for the player to see what was left.
            let isFaceUp = slot.isFaceUp || game.isOver
            let name = isFaceUp ? slot.card.spokenName : tr("face-down card")
            return TableCard(id: session.id(ofPosition: position), face: PlayingCardFace(card: slot.card, isFaceUp: isFaceUp),
                             mark: slot.isMatched ? .matched : .none, name: name, description: slot.isMatched ? trc("card state", "matched") : "")
        }
        let matched = game.table.filter(\.isMatched).map(\.card)
        // A card reaches the discard pile when it leaves the table, never while it is still shown on it.
        let discarded = matched.filter { !justMatched.contains($0) }
        let left = game.table.filter { !$0.isMatched }.count
        var gameOver: TablePresentation<PlayingCardFace>.GameOver?
        let words = MatchingPlayerWords(turns: session.turns)
        if game.isOver, session.turns.isShared {
            gameOver = .init(title: words.winnerTitle, summary: words.summary)
        } else if game.isOver {
            let matches = matched.count / game.mode.rawValue
            gameOver = .init(title: left == 0 ? tr("All Matched!") : tr("No More Matches"),
                             summary: fillIn(trn("You made %1$@ match and scored %2$@ points.", "You made %1$@ matches and scored %2$@ points.", matches),
                                             matches, signed(game.score, plus: false)))
        }
        // In 3-card matching any two of the three that share a rank or suit make it score.
        let instruction = game.mode == .twoCards ? fillIn(tr("Turn up %1$@ cards of the same rank or suit."), game.mode.rawValue)
            : tr("Turn up 3 cards: any two of the same rank or suit score.")
        var status = game.lastChoice?.description ?? instruction
        if session.turns.isShared, !game.isOver {
            status = fillIn(trc("what the last choice did, then whose turn it is", "%1$@ · %2$@"), status, words.turnLine)
        }
        table = TablePresentation(
            cards: cards, scoreText: session.turns.isShared ? words.scores : fillIn(tr("Score: %1$@"), signed(game.score, plus: false)),
            detailText: fillIn(trn("%1$@ card unmatched · matching %2$@", "%1$@ cards unmatched · matching %2$@", left), left, game.mode.rawValue),
            status: status,
            deckCount: game.deck.count, discardCount: discarded.count,
            discardTop: discarded.suffix(game.mode.rawValue).map { PlayingCardFace(card: $0, isFaceUp: true) },
            gameOver: gameOver)
        mode = game.mode
        isComputersTurn = session.isComputersTurn
    }

    /// Whether the computer is to play (the table waits for it; the player's choices are not
    /// taken meanwhile).
    public var isComputersTurn: Bool
}
