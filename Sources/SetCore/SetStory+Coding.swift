/// A story is kept in the database and, raced as a ghost, read from a friend's file: it is
/// written with short keys, and read only if it could be a real game's (see `isPossible`).
extension SetStory: Codable {
    enum CodingKeys: String, CodingKey {
        case variant = "v", tables = "t", endedAt = "e"
    }

    public init(from decoder: any Decoder) throws {
        let saved = try decoder.container(keyedBy: CodingKeys.self)
        variant = try saved.decode(SetVariant.self, forKey: .variant)
        tables = try saved.decode([Table].self, forKey: .tables)
        endedAt = try saved.decodeIfPresent(Double.self, forKey: .endedAt)
        guard isPossible else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not the story of a possible game"))  // not for people: a decoding error's detail
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var save = encoder.container(keyedBy: CodingKeys.self)
        try save.encode(variant, forKey: .variant)
        try save.encode(tables, forKey: .tables)
        try save.encodeIfPresent(endedAt, forKey: .endedAt)
    }

    /// Tables of the variant's cards, each card once, any chain on the table; every find a
    /// match on its table; within bounds; times that only go forward, from the first table to
    /// the end.
    private var isPossible: Bool {
        guard !tables.isEmpty, tables.count <= Self.tablesKept else { return false }
        var times: [Double] = []
        for table in tables {
            let cards = Set(table.cards)
            guard cards.count == table.cards.count, table.cards.count <= variant.deck.count, table.cards.allSatisfy(variant.deck.contains),
                  table.chain.count <= variant.choiceSize, table.chain.allSatisfy(cards.contains),
                  [table.finds.count, table.hints.count, table.mistakes.count].allSatisfy({ $0 <= Self.eventsKept }),
                  table.finds.allSatisfy({ variant.isMatch($0.cards, chain: table.chain) && $0.cards.allSatisfy(cards.contains) }) else {
                return false
            }
            let events = (table.finds.map(\.at) + table.hints + table.mistakes).sorted()
            times += [table.shownAt] + events
        }
        times += endedAt.map { [$0] } ?? []
        return times.allSatisfy { $0.isFinite && $0 >= 0 && $0 < 1e9 }
            && zip(tables, tables.dropFirst()).allSatisfy { $0.shownAt <= $1.shownAt }
            && tables.allSatisfy { table in (table.finds.map(\.at) + table.hints + table.mistakes).allSatisfy { $0 >= table.shownAt } }
            && endedAt.map { end in times.allSatisfy { $0 <= end } } ?? true
    }
}

extension SetStory.Table: Codable {
    enum CodingKeys: String, CodingKey {
        case cards = "c", chain = "l", shownAt = "s", finds = "f", hints = "h", mistakes = "m"
    }

    public init(from decoder: any Decoder) throws {
        let saved = try decoder.container(keyedBy: CodingKeys.self)
        cards = try saved.decode([SetCard].self, forKey: .cards)
        chain = try saved.decodeIfPresent([SetCard].self, forKey: .chain) ?? []
        shownAt = try saved.decode(Double.self, forKey: .shownAt)
        finds = try saved.decodeIfPresent([SetStory.Find].self, forKey: .finds) ?? []
        hints = try saved.decodeIfPresent([Double].self, forKey: .hints) ?? []
        mistakes = try saved.decodeIfPresent([Double].self, forKey: .mistakes) ?? []
    }

    /// What a table did not have is left out.
    public func encode(to encoder: any Encoder) throws {
        var save = encoder.container(keyedBy: CodingKeys.self)
        try save.encode(cards, forKey: .cards)
        if !chain.isEmpty { try save.encode(chain, forKey: .chain) }
        try save.encode(shownAt, forKey: .shownAt)
        if !finds.isEmpty { try save.encode(finds, forKey: .finds) }
        if !hints.isEmpty { try save.encode(hints, forKey: .hints) }
        if !mistakes.isEmpty { try save.encode(mistakes, forKey: .mistakes) }
    }
}
