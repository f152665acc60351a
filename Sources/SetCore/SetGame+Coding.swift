/// Saving a game. Fields added after the first release are optional in a save, so a game saved
/// by an older Pastimes loads as the standard game it was.
extension SetGame: Codable {
    enum CodingKeys: String, CodingKey {
        case variant, scoring, goal, deck, cardsInPlay, selection, matched, chain, setsFound, score
        case startedAt, finishedAt, tableChangedAt, hinted, hintsUsed
    }

    public init(from decoder: any Decoder) throws {
        let saved = try decoder.container(keyedBy: CodingKeys.self)
        variant = try saved.decodeIfPresent(SetVariant.self, forKey: .variant) ?? .standard
        scoring = try saved.decode(SetScoring.self, forKey: .scoring)
        goal = try saved.decodeIfPresent(Int.self, forKey: .goal)
        deck = try saved.decode([SetCard].self, forKey: .deck)
        cardsInPlay = try saved.decode([SetCard].self, forKey: .cardsInPlay)
        selection = try saved.decode([SetCard].self, forKey: .selection)
        matched = try saved.decode([SetCard].self, forKey: .matched)
        chain = try saved.decodeIfPresent([SetCard].self, forKey: .chain) ?? []
        setsFound = try saved.decodeIfPresent(Int.self, forKey: .setsFound) ?? matched.count / 3
        score = try saved.decode(Int.self, forKey: .score)
        tableChangedAt = try saved.decode(Double.self, forKey: .tableChangedAt)
        startedAt = try saved.decodeIfPresent(Double.self, forKey: .startedAt) ?? tableChangedAt
        finishedAt = try saved.decodeIfPresent(Double.self, forKey: .finishedAt)
        hinted = try saved.decodeIfPresent([SetCard].self, forKey: .hinted) ?? []
        hintsUsed = try saved.decodeIfPresent(Int.self, forKey: .hintsUsed) ?? 0
        guard selection.count <= variant.choiceSize, Set(cardsInPlay).count == cardsInPlay.count,
              (deck + cardsInPlay + matched).allSatisfy(variant.deck.contains), Set(deck + cardsInPlay + matched).count == deck.count + cardsInPlay.count + matched.count,
              selection.allSatisfy(cardsInPlay.contains), chain.allSatisfy(cardsInPlay.contains) else {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "the saved table is not a possible Set table"))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var save = encoder.container(keyedBy: CodingKeys.self)
        try save.encode(variant, forKey: .variant)
        try save.encode(scoring, forKey: .scoring)
        try save.encodeIfPresent(goal, forKey: .goal)
        try save.encode(deck, forKey: .deck)
        try save.encode(cardsInPlay, forKey: .cardsInPlay)
        try save.encode(selection, forKey: .selection)
        try save.encode(matched, forKey: .matched)
        try save.encode(chain, forKey: .chain)
        try save.encode(setsFound, forKey: .setsFound)
        try save.encode(score, forKey: .score)
        try save.encode(startedAt, forKey: .startedAt)
        try save.encodeIfPresent(finishedAt, forKey: .finishedAt)
        try save.encode(tableChangedAt, forKey: .tableChangedAt)
        try save.encode(hinted, forKey: .hinted)
        try save.encode(hintsUsed, forKey: .hintsUsed)
    }
}
