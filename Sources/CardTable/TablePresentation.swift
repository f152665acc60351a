/// Everything a card-game tab shows, whatever the game: the cards, the numbers, what just
/// happened, the piles and, at the end, how the game went. Each game's view model builds one.
public struct TablePresentation<Face: Hashable & Sendable>: Equatable, Sendable {
    public var cards: [TableCard<Face>]
    /// "Score: 12".
    public var scoreText: String
    /// Secondary numbers: "66 cards in the deck · 5 found".
    public var detailText: String
    /// What the last action did, for the status line and screen readers.
    public var status: String
    /// Anything more the game has to say (another player's state); may be empty.
    public var sideline: String
    /// Groups of cards found so far, shown small in `foundPlaces` places of fixed size (the
    /// daily puzzle's Sets; no places, no strip), and said in words as `foundDescription`.
    public var foundGroups: [[Face]] = []
    public var foundPlaces = 0
    public var foundDescription = ""
    public var deckCount: Int
    public var discardCount: Int
    /// The faces on top of the discard pile, most recent last.
    public var discardTop: [Face]
    public var gameOver: GameOver?
    /// Whether the deck and the discard pile are there at all (a game with neither hides them).
    public var showsPiles = true
    /// The sound of the latest action, if it has one (played once: see `TableSound`).
    public var sound: TableSound?

    public struct GameOver: Equatable, Sendable {
        public var title: String
        public var summary: String
        /// Whether this screen may deal the next game (in a game played together, only the host).
        public var offersPlayAgain: Bool
        /// What dealing the next game is called here, where not Play Again (the endless
        /// Puzzle's Next Table).
        public var playAgainLabel: String?
        /// A line the player may copy to share the result, giving nothing away (the Daily Puzzle's).
        public var shareLine: String?
        public init(title: String, summary: String, offersPlayAgain: Bool = true, playAgainLabel: String? = nil, shareLine: String? = nil) {
            self.title = title
            self.summary = summary
            self.offersPlayAgain = offersPlayAgain
            self.playAgainLabel = playAgainLabel
            self.shareLine = shareLine
        }
    }

    public init(cards: [TableCard<Face>], scoreText: String, detailText: String, status: String, sideline: String = "",
                deckCount: Int, discardCount: Int, discardTop: [Face], gameOver: GameOver?) {
        self.cards = cards
        self.scoreText = scoreText
        self.detailText = detailText
        self.status = status
        self.sideline = sideline
        self.deckCount = deckCount
        self.discardCount = discardCount
        self.discardTop = discardTop
        self.gameOver = gameOver
    }
}

/// A number of points as the app prints it, with a real minus sign (and a plus if asked).
public func signed(_ points: Int, plus: Bool = true) -> String {
    points < 0 ? "−\(-points)" : (plus && points > 0 ? "+\(points)" : "\(points)")
}
