import CardTable
import GameSupport
import SetCore
import SetStyle

/// What the Set tab shows, computed from the session alone: the view draws exactly this.
public struct SetPresentation: Equatable, Sendable {
    public var cards: [TableCard<SetFace>]
    public var score: Int
    public var deckCount: Int
    public var setsFound: Int
    /// Cards that have left the table for the discard pile.
    public var discardCount: Int
    public var canDeal: Bool
    public var canHint: Bool
    /// The most recent Set taken, for the face-up discard pile.
    public var lastSetTaken: [SetFace]
    /// Set when the deck is empty and no Set remains.
    public var gameOver: TablePresentation<SetFace>.GameOver?

    /// The presentation of `game`, its cards identified for deal number `deal`.
    public init(_ game: SetGame, deal: Int = 1) {
        let verdict = game.selectionIsMatch
        cards = game.cardsInPlay.map { card in
            let selected = game.selection.contains(card)
            let mark: CardMark
            let description: String
            switch (selected, verdict) {
            case (true, true?): mark = .matched; description = "selected, a Set"
            case (true, false?): mark = .mismatched; description = "selected, not a Set"
            case (true, nil): mark = .selected; description = "selected"
            case (false, _) where game.hinted.contains(card): mark = .hinted; description = "hinted"
            default: mark = .none; description = ""
            }
            return TableCard(id: deal * 100 + Int(card.index), face: SetFace(card), mark: mark, name: card.spokenName,
                             description: description)
        }
        score = game.score
        deckCount = game.deck.count
        // A Set counts as found the moment it is found, before it leaves the table.
        setsFound = game.matched.count / 3 + (verdict == true ? 1 : 0)
        discardCount = game.matched.count
        canDeal = game.canDeal
        canHint = !game.isOver
        lastSetTaken = game.matched.suffix(3).map(SetFace.init)
        if game.isOver {
            let sets = setsFound == 1 ? "1 Set" : "\(setsFound) Sets"
            gameOver = .init(title: "Game over",
                                summary: "No Sets are left. You found \(sets) and scored \(game.score) points.")
        }
    }

    public var scoreText: String { "Score: \(signed(score, plus: false))" }
    public var deckText: String { deckCount == 1 ? "1 card in the deck" : "\(deckCount) cards in the deck" }

    /// The same, for the generic card-game page, with the view model's status line.
    public func table(status: String) -> TablePresentation<SetFace> {
        TablePresentation(cards: cards, scoreText: scoreText, detailText: "\(deckText) · \(setsFound) found", status: status,
                          deckCount: deckCount, discardCount: discardCount, discardTop: lastSetTaken, gameOver: gameOver)
    }
}
