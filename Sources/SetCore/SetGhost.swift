import GameSupport

/// A friend's finished game to race: the same deal (the order its cards came to the table),
/// and the moments its player found their Sets, which appear as the race's time reaches them.
/// Read from a file someone sent: only a possible standard game is accepted.
public struct SetGhost: Codable, Equatable, Sendable {
    /// Whose game it was, as they named themselves (may be empty).
    public let name: String
    /// The deck in the order it was dealt: every card of the standard deck once.
    public let deck: [SetCard]
    /// When its player found each Set, in seconds from the start, earliest first.
    public let finds: [Double]
    /// When its game ended.
    public let finishedAt: Double

    public static let longestName = 40

    /// The ghost of a finished Classic game's story, or nil for any other (another variant, not
    /// finished, not dealt to the last card, no Set of the player's). Whether the game was a
    /// Classic Solo game (and not a puzzle or a race against the computer on the same deck) is
    /// the caller's to know.
    public init?(story: SetStory, name: String) {
        guard story.variant == .standard, let end = story.endedAt,
              Set(story.tables.flatMap(\.cards)).count == SetDeck.standard.count else { return nil }
        // Its times from its start, as the race counts them.
        let start = story.tables[0].shownAt
        let finds = story.tables.flatMap(\.finds).filter { $0.by == .player }.map { $0.at - start }
        guard !finds.isEmpty else { return nil }
        self.init(name: name, deck: story.dealOrder, finds: finds.sorted(), finishedAt: end - start)
    }

    init(name: String, deck: [SetCard], finds: [Double], finishedAt: Double) {
        self.name = Self.cleaned(name)
        self.deck = deck
        self.finds = finds
        self.finishedAt = finishedAt
    }

    /// A name as a ghost carries it: on one line, without invisible or control characters, and
    /// short (in characters, and in the code points and bytes they are made of).
    public static func cleaned(_ name: String) -> String { ShownName.cleaned(name, longest: longestName) }

    /// How a race against this ghost ended, for a race finished in `seconds`.
    public enum Verdict: Equatable, Sendable { case won, drew, lost }

    public func verdict(finishingIn seconds: Double) -> Verdict {
        seconds < finishedAt ? .won : (seconds == finishedAt ? .drew : .lost)
    }

    /// How many Sets its player had found at `time`.
    public func found(by time: Double) -> Int { finds.prefix { $0 <= time }.count }

    enum CodingKeys: String, CodingKey { case name, deck, finds, finishedAt }

    public init(from decoder: any Decoder) throws {
        let saved = try decoder.container(keyedBy: CodingKeys.self)
        let name = try saved.decode(String.self, forKey: .name)
        let deck = try saved.decode([SetCard].self, forKey: .deck)
        let finds = try saved.decode([Double].self, forKey: .finds)
        let finishedAt = try saved.decode(Double.self, forKey: .finishedAt)
        // A game of the standard deck, each card once; at most a deck's Sets, found in order,
        // before the end, on a clock a game can show.
        guard name == Self.cleaned(name), deck.count == SetDeck.standard.count,
              Set(deck) == Set(SetDeck.standard.cards), !finds.isEmpty, finds.count <= deck.count / 3,
              zip(finds, finds.dropFirst()).allSatisfy({ $0 <= $1 }), finds.allSatisfy({ $0.isFinite && $0 >= 0 }),
              finishedAt.isFinite, finishedAt < 1e7, finds.last! <= finishedAt else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not a ghost of a possible game"))  // not for people: a decoding error's detail
        }
        self.init(name: name, deck: deck, finds: finds, finishedAt: finishedAt)
    }
}

extension SetStory {
    /// The cards in the order they came to the table: the first table's, then each table's new
    /// ones; the cards never dealt last, in the deck's order. Dealt again in this order, a game
    /// brings the same cards at each deal (their places may differ).
    public var dealOrder: [SetCard] {
        var seen = Set<SetCard>(), order: [SetCard] = []
        for card in tables.flatMap(\.cards) where seen.insert(card).inserted { order.append(card) }
        return order + variant.deck.cards.filter { !seen.contains($0) }
    }
}
