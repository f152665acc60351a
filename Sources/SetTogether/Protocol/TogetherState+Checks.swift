import SetCore

/// What a state from the host must be before anything on this screen uses it: one an honest
/// host can send. A player's app checks every message against these rules, whole, and ends the
/// connection on the first that breaks one; so no count, score, name or card from the network
/// reaches arithmetic or a view unchecked.
extension TogetherState {
    /// At most this many players, the host among them.
    public static let maximumPlayers = 8
    /// A player's score goes no lower (a point off for each wrong choice, at most a few a second).
    public static let lowestScore = -999
    /// Games played in one hosting, at most.
    public static let mostRounds = 999

    /// The most cards a table of `variant` can hold, dealt three at a time until a match shows:
    /// twenty Classic cards can hold no Set, so never more than twenty-one; nine Junior cards,
    /// so twelve; forty-five MegaSet cards, so forty-six from its sixteen. Elsewhere no bound
    /// is known below the deck's own size.
    public static func largestTable(_ variant: SetVariant) -> Int {
        switch variant {
        case .standard, .shuffle: 21
        case .junior: 12
        case .mega: 46
        case .chain, .ultra, .ultraChain, .ultra9, .ghost, .fourSet, .fourSetJunior, .fourSetJuniorChain: variant.deck.count
        }
    }

    /// The table changes when a game starts and when a match is taken, once a card at least:
    /// never more often in a game than its deck has cards.
    public var latestVersion: Int { (1 + variant.deck.count) * round }

    public var isPossible: Bool {
        guard (1...Self.mostRounds).contains(round), (0...latestVersion).contains(version),
              (1...Self.maximumPlayers).contains(players.count) else { return false }
        let ids = players.map(\.id)
        guard ids.contains(0), Set(ids).count == ids.count, ids.allSatisfy((0..<Self.maximumPlayers).contains),
              players.allSatisfy({ $0.isPossible(in: variant) }), (phase == .over) == (ending != nil),
              player(0)?.computer == nil, players.filter({ $0.computer != nil }).count <= 1 else { return false }
        // Nobody watches in the lobby: everybody there plays the first game.
        if phase == .lobby, players.contains(where: \.watching) { return false }
        let deck = variant.deck
        guard (0...deck.count).contains(deckCount), table.count <= Self.largestTable(variant), Set(table).count == table.count,
              table.allSatisfy(deck.contains) else { return false }
        if phase == .lobby { return table.isEmpty && chain.isEmpty && puzzle == nil && lastClaim == nil }
        guard chain.isEmpty || isChain(chain) else { return false }
        let sets = players.reduce(0) { $0 + $1.sets }
        switch rules {
        case .puzzle:
            guard let puzzle, isPossible(puzzle, sets: sets), ending != .deckOut, ending != .solved || puzzle.isSolved,
                  phase != .playing || !puzzle.isSolved else { return false }
        case .play:
            let taken = deck.count - deckCount - table.count
            guard puzzle == nil, ending != .solved, taken >= 0 else { return false }
            if variant.chainLinks > 0 {
                // The first match stays as the chain, and each after it sends the old chain's other cards away.
                guard sets == 0 ? chain.isEmpty && taken == 0 : !chain.isEmpty && taken == (sets - 1) * (variant.choiceSize - variant.chainLinks)
                else { return false }
            } else {
                guard taken == sets * variant.choiceSize else { return false }
            }
        }
        return lastClaim.map { $0.isPossible(in: self) } ?? true
    }

    /// A chain as a chain variant keeps it: one whole match, on the table.
    private func isChain(_ cards: [SetCard]) -> Bool {
        variant.chainLinks > 0 && cards.count == variant.choiceSize && cards.allSatisfy(table.contains) && variant.isMatch(cards)
    }

    /// The Puzzle's table is a deal of the variant's size and nothing else; its count is true,
    /// and each match found is one of it, once, counted to the player who took it.
    private func isPossible(_ puzzle: PuzzleProgress, sets: Int) -> Bool {
        guard deckCount == 0, table.count == variant.tableSize, puzzle.found.count <= puzzle.matchCount, puzzle.found.count == sets,
              Set(puzzle.found.map(Set.init)).count == puzzle.found.count,
              puzzle.found.allSatisfy({ $0.count == variant.choiceSize && $0.allSatisfy(table.contains) && variant.isMatch($0) })
        else { return false }
        return puzzle.matchCount == variant.matches(among: table).count
    }

    /// Whether `next` can follow this state: the game only goes forward, and the evening from
    /// one game to the next (a player back from a lost connection may have missed a game's end).
    public func canBeFollowed(by next: TogetherState) -> Bool {
        guard next.version >= version else { return false }
        return next.round > round || (next.round == round && next.phase.order >= phase.order)
    }
}

extension TogetherState.Phase {
    var order: Int {
        switch self {
        case .lobby: 0
        case .playing: 1
        case .over: 2
        }
    }
}

extension TogetherState.Player {
    func isPossible(in variant: SetVariant) -> Bool {
        (0...variant.deck.count).contains(sets) && (TogetherState.lowestScore...sets).contains(score)
            && PlayerName.isClean(name) && !(gone && connected)
            && !(watching && (gone || sets != 0 || score != 0))   // a watcher who leaves is let go
            && !(computer != nil && watching)
    }
}

extension TogetherState.Claim {
    /// A judged claim names a player of the game and a choice of the rules' size, judged rightly:
    /// a match taken has left the table (or stays as the chain, or among the Puzzle's found);
    /// a choice that was no match is still on the table.
    func isPossible(in state: TogetherState) -> Bool {
        let variant = state.variant
        guard let claimant = state.player(player), !claimant.watching, cards.count == variant.choiceSize, Set(cards).count == cards.count,
              cards.allSatisfy(variant.deck.contains) else { return false }
        // A chain's broken link makes a match no match; nothing else does.
        guard !wasSet || variant.isMatch(cards) else { return false }
        switch state.rules {
        case .puzzle:
            guard cards.allSatisfy(state.table.contains) else { return false }
            return wasSet ? state.puzzle?.found.contains { Set($0) == Set(cards) } == true : !variant.isMatch(cards)
        case .play where variant.chainLinks > 0:
            return wasSet ? Set(state.chain) == Set(cards) : cards.allSatisfy(state.table.contains)
        case .play:
            return wasSet ? !cards.contains(where: state.table.contains) : cards.allSatisfy(state.table.contains) && !variant.isMatch(cards)
        }
    }
}

extension HostMessage {
    /// Whether an honest host can send this (a state is checked whole).
    public var isPossible: Bool {
        switch self {
        case .welcome(let player, let token): (1..<TogetherState.maximumPlayers).contains(player) && RejoinToken.isWellFormed(token)
        case .state(let state): state.isPossible
        case .late, .tooFast, .refused, .ended: true
        }
    }
}
