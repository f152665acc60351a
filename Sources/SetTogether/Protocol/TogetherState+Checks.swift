import SetCore

/// What a state from the host must be before anything on this screen uses it: one an honest
/// host can send. A player's app checks every message against these rules, whole, and ends the
/// connection on the first that breaks one; so no count, score, name or card from the network
/// reaches arithmetic or a view unchecked.
extension TogetherState {
    /// At most this many players, the host among them.
    public static let maximumPlayers = 8
    /// Dealt in threes from twelve until a Set shows: twenty cards can hold none, so never more
    /// than twenty-one.
    public static let largestTable = 21
    /// A player's score goes no lower (a point off for each wrong trio, at most a few a second).
    public static let lowestScore = -999
    /// The table changes when a game starts and when a Set is taken: 28 times at most a game
    /// (versions go on counting from one game to the next).
    public static let latestVersion = 1 + SetCard.deck.count / 3
    /// Games played in one hosting, at most.
    public static let mostRounds = 999

    public var isPossible: Bool {
        guard (1...Self.mostRounds).contains(round), (0...Self.latestVersion * round).contains(version),
              (1...Self.maximumPlayers).contains(players.count) else { return false }
        let ids = players.map(\.id)
        guard ids.contains(0), Set(ids).count == ids.count, ids.allSatisfy((0..<Self.maximumPlayers).contains),
              players.allSatisfy(\.isPossible), (phase == .over) == (ending != nil), Self.variants.contains(variant) else { return false }
        // Nobody watches in the lobby: everybody there plays the first game.
        if phase == .lobby, players.contains(where: \.watching) { return false }
        let deck = variant.deck.count
        guard (0...deck).contains(deckCount), table.count <= Self.largestTable, table.count % 3 == 0,
              Set(table).count == table.count, table.allSatisfy(variant.deck.contains) else { return false }
        let taken = deck - deckCount - table.count
        guard taken >= 0, players.reduce(0, { $0 + $1.sets }) * 3 == taken else { return false }
        if phase == .lobby, !table.isEmpty || lastClaim != nil { return false }
        return lastClaim.map { $0.isPossible(in: self) } ?? true
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
    var isPossible: Bool {
        let mostSets = SetCard.deck.count / 3
        return (0...mostSets).contains(sets) && (TogetherState.lowestScore...sets).contains(score)
            && PlayerName.isClean(name) && !(gone && connected)
            && !(watching && (gone || sets != 0 || score != 0))   // a watcher who leaves is let go
    }
}

extension TogetherState.Claim {
    /// A judged claim names a player of the game and three cards, judged rightly: a Set has left
    /// the table, a wrong trio is still on it.
    func isPossible(in state: TogetherState) -> Bool {
        guard state.player(player) != nil, cards.count == 3, Set(cards).count == 3 else { return false }
        let chosen = cards.compactMap(SetCard.init(index:))
        guard chosen.count == 3, chosen.allSatisfy(state.variant.deck.contains), state.player(player)?.watching == false,
              wasSet == SetCard.formSet(chosen[0], chosen[1], chosen[2]) else { return false }
        return wasSet ? !chosen.contains(where: state.table.contains) : chosen.allSatisfy(state.table.contains)
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
