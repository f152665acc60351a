/// The playing-card matching game: cards dealt face down; turn them up to find cards of the
/// same rank or suit. It follows Matchismo (Stanford CS193p, 2013): choosing costs a point, a match scores its
/// pair points times a bonus and the cards stay out of play, a mismatch costs a penalty.
public struct MatchingGame: Codable, Equatable, Sendable {
    /// How many cards have to be face up before they are judged.
    public enum Mode: Int, CaseIterable, Codable, Sendable {
        case twoCards = 2, threeCards = 3
    }

    /// A card on the table and what has happened to it.
    public struct TableCard: Codable, Equatable, Sendable {
        public let card: PlayingCard
        public internal(set) var isFaceUp = false
        public internal(set) var isMatched = false
    }

    /// Sixteen cards: a 4 x 4 table, enough for several matches in either mode.
    public static let standardDeal = 16

    public let mode: Mode
    public let scoring: MatchingScoring
    /// The cards in play, in table order. Matched cards stay here (marked), so positions are
    /// stable; the views leave them out.
    public private(set) var table: [TableCard]
    /// Cards not yet dealt; the next one dealt is the last.
    public private(set) var deck: [PlayingCard]
    public private(set) var score = 0
    /// What the most recent choice did, for the line under the table.
    public private(set) var lastChoice: MatchingChoice?

    public init(mode: Mode, dealing count: Int = standardDeal, using generator: inout some RandomNumberGenerator,
                scoring: MatchingScoring = .standard) {
        self.init(mode: mode, deck: PlayingCard.fullDeck.shuffled(using: &generator), dealing: count, scoring: scoring)
    }

    /// A game dealt from `deck` in order (its first cards are dealt first).
    public init(mode: Mode, deck: [PlayingCard], dealing count: Int = standardDeal, scoring: MatchingScoring = .standard) {
        self.mode = mode
        self.scoring = scoring
        let dealt = min(count, deck.count)
        table = deck.prefix(dealt).map { TableCard(card: $0) }
        self.deck = deck.dropFirst(dealt).reversed()
    }

    /// The cards that are face up and not yet matched, in table order.
    public var faceUpUnmatched: [Int] { table.indices.filter { table[$0].isFaceUp && !table[$0].isMatched } }

    /// No match is left on the table: every card is matched, or no two unmatched cards share a
    /// rank or a suit. (The game plays the cards it dealt; the deck is only for `deal(_:)`.)
    public var isOver: Bool {
        let open = table.filter { !$0.isMatched }.map(\.card)
        return open.count < mode.rawValue || scoring.pairPoints(open) == 0
    }

    /// Choose the card at `position`: turn it up (and judge the group once enough are up) or,
    /// if it is already up and unmatched, turn it back down. Matched cards are out of play.
    @discardableResult
    public mutating func choose(at position: Int) -> MatchingChoice? {
        guard table.indices.contains(position), !table[position].isMatched else { return nil }
        let chosen = table[position].card
        if table[position].isFaceUp {
            table[position].isFaceUp = false
            return record(.turnedDown(chosen))
        }
        table[position].isFaceUp = true
        score -= scoring.costToChoose
        let up = faceUpUnmatched
        guard up.count == mode.rawValue else { return record(.turnedUp(chosen)) }
        let others = up.filter { $0 != position }
        let group = others.map { table[$0].card } + [chosen]
        let points = scoring.pairPoints(group) * scoring.matchBonus
        if points > 0 {
            score += points
            for index in up { table[index].isMatched = true }
            return record(.matched(group, points: points))
        }
        score -= scoring.mismatchPenalty
        for index in others { table[index].isFaceUp = false }
        return record(.mismatched(group, penalty: scoring.mismatchPenalty))
    }

    /// Deals up to `count` more cards from the deck onto the end of the table.
    public mutating func deal(_ count: Int) {
        let dealt = deck.suffix(count).reversed()
        deck.removeLast(dealt.count)
        table += dealt.map { TableCard(card: $0) }
    }

    /// Turns every face-up card that is not matched back down, for free, saying nothing (the
    /// end of a player's turn at a shared table).
    public mutating func turnUnmatchedDown() {
        for position in faceUpUnmatched { table[position].isFaceUp = false }
    }

    /// Turns the unmatched cards at `positions` face up again, for free: a shared table's missed
    /// cards, left for every player to see until the next choice.
    public mutating func showFaceUp(_ positions: [Int]) {
        for position in positions where table.indices.contains(position) && !table[position].isMatched { table[position].isFaceUp = true }
    }

    /// Rearranges the unmatched cards; nothing else about the game changes.
    public mutating func shuffleTable(using generator: inout some RandomNumberGenerator) {
        table.shuffle(using: &generator)
    }

    private mutating func record(_ choice: MatchingChoice) -> MatchingChoice {
        lastChoice = choice
        return choice
    }
}
