import GameSupport
import SetCore

/// The shared table: the rules chosen in the lobby, the deal, and claims judged by the same
/// rules the solo game plays by (SetGame's for a variant, with its chain; SetPuzzle's for the
/// Puzzle). Nothing here judges a match on its own.
extension TogetherHost {
    /// The host chooses the rules in the lobby; everybody sees the choice before the start.
    public mutating func choose(_ rules: TogetherRules) -> [Effect] {
        guard state.phase == .lobby, rules != state.rules else { return [] }
        state.rules = rules
        state.deckCount = rules == .puzzle ? 0 : rules.variant.deck.count
        return broadcast()
    }

    public mutating func start() -> [Effect] {
        guard state.phase == .lobby else { return [] }
        deal()
        state.phase = .playing
        tableChanged()
        return broadcast()
    }

    /// The next game of the evening, once the deck has run out (or, in the Puzzle, the table's
    /// every Set is found: the next table): the same players (those who left are let go, those
    /// who watched are seated), fresh scores, a fresh deal at once.
    public mutating func playAgain() -> [Effect] {
        guard state.phase == .over, state.ending == .deckOut || state.ending == .solved, state.round < TogetherState.mostRounds else {
            return []
        }
        deal()
        state.players = state.players.filter { !$0.gone }.map { .init(id: $0.id, name: $0.name, connected: $0.connected, computer: $0.computer) }
        state.round += 1
        state.lastClaim = nil
        state.ending = nil
        state.phase = .playing
        claimTimes = [:]
        tableChanged()
        return broadcast()
    }

    /// The host's own claim, made on the table the host sees (which is always the current one).
    public mutating func claimAsHost(_ cards: [SetCard]) -> [Effect] {
        guard state.phase == .playing, cards.count == state.variant.choiceSize, Set(cards).count == cards.count,
              cards.allSatisfy(state.table.contains) else { return [] }
        return judge(cards, by: 0) ?? []
    }

    // MARK: Claims from the network

    mutating func claim(_ places: [Int], seenOn seen: Int, by player: PlayerID, replyTo connection: ConnectionID,
                        at now: Double) -> [Effect] {
        let deck = state.variant.deck
        let cards = places.compactMap(deck.card(at:))
        guard cards.count == places.count, cards.count == state.variant.choiceSize, Set(cards).count == cards.count else {
            return refuse(connection, .malformed)
        }
        switch state.phase {
        case .lobby: return refuse(connection, .outOfOrder)
        case .over: return [.send(.late, to: connection)]
        case .playing: break
        }
        let recent = (claimTimes[player] ?? []).filter { now - $0 < 1 }
        guard recent.count < Self.claimsPerSecond else { return [.send(.tooFast, to: connection)] }
        claimTimes[player] = recent + [now]
        if cards.allSatisfy(state.table.contains) {
            // A Puzzle's match someone took first is no mistake: the claim came late.
            return judge(cards, by: player) ?? [.send(.late, to: connection)]
        }
        if seen < state.version, let earlier = recentTables[seen], earlier.isSuperset(of: cards) {
            return [.send(.late, to: connection)]
        }
        return refuse(connection, .cardsNotOnTable)
    }

    /// Judges `cards` (a choice of the rules' size, on the table) for `player`; nil when they
    /// are a Puzzle's match found already.
    mutating func judge(_ cards: [SetCard], by player: PlayerID) -> [Effect]? {
        guard let index = index(of: player) else { return [] }
        let wasSet: Bool
        if var puzzle {
            let move = puzzle.claim(cards, at: 0)
            guard move != .foundAgain else { return nil }
            self.puzzle = puzzle
            wasSet = move == .foundSet
            if puzzle.isSolved { end(.solved) }
            state.puzzle = .init(matchCount: puzzle.matchCount, found: puzzle.found)
        } else {
            wasSet = table.takeFromSharedTable(cards, at: 0)
            if wasSet {
                if table.variant.rearrangesAfterEachSet {
                    var generator = SeededGenerator(seed: secrets.next())
                    table.shuffleCardsInPlay(using: &generator)
                }
                if table.isOver { end(.deckOut) }
                tableChanged()
            }
        }
        state.lastClaim = .init(player: player, cards: cards, wasSet: wasSet)
        if wasSet {
            state.players[index].sets += 1
            state.players[index].score += 1
        } else {
            state.players[index].score = max(TogetherState.lowestScore, state.players[index].score - 1)
        }
        return broadcast()
    }

    // MARK: The deal

    /// A fresh deal of the chosen rules, in an order nobody can foresee: the variant's deck,
    /// dealt until a match shows; or the Puzzle's next table.
    private mutating func deal() {
        var generator = SeededGenerator(seed: secrets.next())
        switch state.rules {
        case .puzzle:
            let next = SetPuzzle(.standard, using: &generator, at: 0)
            puzzle = next
            state.puzzle = .init(matchCount: next.matchCount)
        case .play(let variant):
            puzzle = nil
            state.puzzle = nil
            table = SetGame(variant, using: &generator)
            table.dealUntilAMatchShows(at: 0)
        }
    }

    private mutating func end(_ ending: TogetherState.Ending) {
        state.phase = .over
        state.ending = ending
    }

    /// The table as everybody is to see it next, as a new version.
    mutating func tableChanged() {
        state.version += 1
        state.table = puzzle?.cards ?? table.cardsInPlay
        state.chain = puzzle == nil ? table.chain : []
        state.deckCount = puzzle == nil ? table.deck.count : 0
        recentTables[state.version] = Set(state.table)
        recentTables[state.version - 16] = nil
    }
}
