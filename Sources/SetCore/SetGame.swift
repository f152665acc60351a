/// A game of Set on one table: the deck, the cards in play, the selection, the cards taken, the
/// score. The variant decides the deck, the size of a choice and which choices score.
///
/// The two things a player does are choosing a card and asking for three more; everything else
/// follows from the rules of Set (Set Enterprises' rules, and the table rules the help page
/// "Set" states: what a third card, a fourth card and Deal do to a selection).
/// Time comes in as a number of seconds on any monotonic clock, so the speed bonus is a pure
/// function of the moves and their times.
public struct SetGame: Equatable, Sendable {
    /// The standard game's opening deal (each variant's is its `tableSize`), which `setlab`'s
    /// fast simulator deals.
    public static let initialDeal = 12

    public let variant: SetVariant
    public let scoring: SetScoring
    /// A timed run ends when this many Sets have been found; nil plays until the deck runs out.
    public let goal: Int?
    /// Cards still to be dealt; the next card dealt is the last one.
    public internal(set) var deck: [SetCard]
    /// Cards on the table, in a stable order: a replaced card takes its predecessor's place.
    public internal(set) var cardsInPlay: [SetCard]
    /// Selected cards in the order they were chosen; never more than a choice holds.
    public internal(set) var selection: [SetCard] = []
    /// Cards that have left the table, in the order they left.
    public internal(set) var matched: [SetCard] = []
    /// In the chain variants, the last match found: still on the table, some of its cards must be reused.
    public internal(set) var chain: [SetCard] = []
    public internal(set) var setsFound = 0
    public internal(set) var score = 0
    public internal(set) var startedAt: Double
    /// When the goal of a timed run was reached.
    public internal(set) var finishedAt: Double?
    /// When the table last changed (game start, a Set taken, three dealt): the speed bonus clock.
    public internal(set) var tableChangedAt: Double
    /// Cards revealed by hints, and how many hints there have been (see SetGame+Hints.swift).
    public internal(set) var hinted: [SetCard] = []
    public internal(set) var hintsUsed = 0

    /// A new game dealt from a shuffled deck of the variant's cards.
    public init(_ variant: SetVariant = .standard, using generator: inout some RandomNumberGenerator, at time: Double = 0,
                scoring: SetScoring = .standard, goal: Int? = nil) {
        self.init(variant, deck: variant.deck.cards.shuffled(using: &generator), at: time, scoring: scoring, goal: goal)
    }

    /// A new game dealt from `deck` in the given order (its first cards are dealt first): cards
    /// of the variant's deck, each once.
    public init(_ variant: SetVariant = .standard, deck: [SetCard], at time: Double = 0, scoring: SetScoring = .standard,
                goal: Int? = nil) {
        precondition(deck.allSatisfy(variant.deck.contains), "a deal of another deck's cards")  // not for people: a programming error
        let opening = min(variant.tableSize, deck.count)
        self.variant = variant
        cardsInPlay = Array(deck.prefix(opening))
        self.deck = deck.dropFirst(opening).reversed()
        self.scoring = scoring
        self.goal = goal
        startedAt = time
        tableChangedAt = time
    }

    /// `true` or `false` when a whole choice is selected, `nil` otherwise.
    public var selectionIsMatch: Bool? {
        selection.count == variant.choiceSize ? variant.isMatch(selection, chain: chain) : nil
    }

    /// Dealing needs cards in the deck.
    public var canDeal: Bool { !deck.isEmpty }

    /// The goal of a timed run has been reached, or the deck is empty and nothing scores.
    public var isOver: Bool {
        if let goal, setsFound >= goal { return true }
        let next = settled
        return next.deck.isEmpty && !variant.hasMatch(among: next.cardsInPlay, chain: next.chain)
    }

    /// Choose a card on the table. Cards not in play are ignored.
    @discardableResult
    public mutating func choose(_ card: SetCard, at time: Double) -> SetMove {
        guard cardsInPlay.contains(card) else { return .ignored }
        switch selectionIsMatch {
        case true?:
            let wasPartOfSet = selection.contains(card)
            takeSelectedSet(at: time)
            guard !wasPartOfSet, cardsInPlay.contains(card) else { return .tookSet }
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
            return selection.count < variant.choiceSize ? .selected : judgeSelection(at: time)
        }
    }

    /// Deal three more cards: a selected Set is replaced; otherwise three cards join
    /// the table and the selection is left alone. Dealing while a Set is on the table costs points.
    @discardableResult
    public mutating func dealThreeMore(at time: Double) -> SetMove {
        guard canDeal else { return .ignored }
        if selectionIsMatch == true {
            takeSelectedSet(at: time)
            return .tookSet
        }
        if variant.hasMatch(among: cardsInPlay, chain: chain) { score -= scoring.dealWithSetVisiblePenalty }
        cardsInPlay += draw(3)
        tableChangedAt = time
        hinted = []
        return .dealt
    }

    private mutating func judgeSelection(at time: Double) -> SetMove {
        guard selectionIsMatch == true else {
            score -= scoring.mismatchPenalty
            return .foundNonSet
        }
        score += scoring.pointsForSet(foundAfter: time - tableChangedAt)
        setsFound += 1
        if let goal, setsFound == goal { finishedAt = time }
        return .foundSet
    }
}
