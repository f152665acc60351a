/// A game of solo Set: the deck, the cards in play, the selection, the matched cards, the score.
///
/// The two things a player does are choosing a card and asking for three more; everything else
/// follows from the rules (task numbers are those of the declarative Set assignment, seed 002).
/// Time comes in as a number of seconds on any monotonic clock, so the speed bonus is a pure
/// function of the moves and their times.
public struct SetGame: Codable, Equatable, Sendable {
    public static let initialDeal = 12

    /// Cards still to be dealt; the next card dealt is the last one.
    public private(set) var deck: [SetCard]
    /// Cards on the table, in a stable order: a replaced card takes its predecessor's place.
    public private(set) var cardsInPlay: [SetCard]
    /// Selected cards in the order they were chosen; never more than three.
    public internal(set) var selection: [SetCard] = []
    /// Cards taken as Sets, in the order they left the table.
    public private(set) var matched: [SetCard] = []
    public internal(set) var score = 0
    public let scoring: SetScoring
    /// When the table last changed (game start, a Set taken, three dealt): the speed bonus clock.
    public private(set) var tableChangedAt: Double
    /// Cards revealed by hints, one card of one Set per hint (see SetGame+Hints.swift).
    public internal(set) var hinted: [SetCard] = []

    /// A new game dealt from a shuffled deck.
    public init(using generator: inout some RandomNumberGenerator, at time: Double = 0, scoring: SetScoring = .standard) {
        self.init(deck: SetCard.deck.shuffled(using: &generator), at: time, scoring: scoring)
    }

    /// A new game dealt from `deck` in the given order (its first cards are dealt first).
    public init(deck: [SetCard], at time: Double = 0, scoring: SetScoring = .standard) {
        let opening = min(Self.initialDeal, deck.count)
        cardsInPlay = Array(deck.prefix(opening))
        self.deck = deck.dropFirst(opening).reversed()
        self.scoring = scoring
        tableChangedAt = time
    }

    /// `true` or `false` when three cards are selected, `nil` otherwise.
    public var selectionIsSet: Bool? {
        selection.count == 3 ? SetCard.formSet(selection[0], selection[1], selection[2]) : nil
    }

    /// Dealing needs cards in the deck (task 10c).
    public var canDeal: Bool { !deck.isEmpty }

    /// Cards still in contention: those in play, less a found Set waiting to leave the table.
    public var liveCards: [SetCard] {
        selectionIsSet == true ? cardsInPlay.filter { !selection.contains($0) } : cardsInPlay
    }

    /// The deck is empty and no Set remains on the table.
    public var isOver: Bool { deck.isEmpty && !SetSolver.containsSet(liveCards) }

    /// Choose a card on the table (tasks 5 to 9). Cards not in play are ignored.
    @discardableResult
    public mutating func choose(_ card: SetCard, at time: Double) -> SetMove {
        guard cardsInPlay.contains(card) else { return .ignored }
        switch selectionIsSet {
        case true?:
            let wasPartOfSet = selection.contains(card)
            takeSelectedSet(at: time)
            guard !wasPartOfSet else { return .tookSet }
            selection = [card]
            return .selected
        case false?:
            selection = [card]
            return .selected
        case nil:
            if let position = selection.firstIndex(of: card) {
                selection.remove(at: position)
                score -= scoring.deselectPenalty
                return .deselected
            }
            selection.append(card)
            return selection.count < 3 ? .selected : judgeSelection(at: time)
        }
    }

    /// Deal three more cards (task 10): a selected Set is replaced; otherwise three cards join
    /// the table and the selection is left alone. Dealing while a Set is on the table costs points.
    @discardableResult
    public mutating func dealThreeMore(at time: Double) -> SetMove {
        guard canDeal else { return .ignored }
        if selectionIsSet == true {
            takeSelectedSet(at: time)
            return .tookSet
        }
        if SetSolver.containsSet(cardsInPlay) { score -= scoring.dealWithSetVisiblePenalty }
        cardsInPlay += draw(3)
        tableChangedAt = time
        hinted = []
        return .dealt
    }

    /// Rearranges the cards on the table; nothing else about the game changes.
    public mutating func shuffleCardsInPlay(using generator: inout some RandomNumberGenerator) {
        cardsInPlay.shuffle(using: &generator)
    }

    private mutating func judgeSelection(at time: Double) -> SetMove {
        if selectionIsSet == true {
            score += scoring.pointsForSet(foundAfter: time - tableChangedAt)
            return .foundSet
        }
        score -= scoring.mismatchPenalty
        return .foundNonSet
    }

    /// Replaces the selected Set from the deck, or removes it when the deck is empty (task 8).
    mutating func takeSelectedSet(at time: Double) {
        let replacements = draw(selection.count)
        for (offset, card) in selection.enumerated() {
            let position = cardsInPlay.firstIndex(of: card)!
            if offset < replacements.count { cardsInPlay[position] = replacements[offset] } else { cardsInPlay.remove(at: position) }
        }
        matched += selection
        selection = []
        tableChangedAt = time
        hinted = []
    }

    private mutating func draw(_ count: Int) -> [SetCard] {
        let dealt = Array(deck.suffix(count).reversed())
        deck.removeLast(dealt.count)
        return dealt
    }
}
