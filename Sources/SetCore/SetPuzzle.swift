import GameSupport

/// A table whose every match is to be found: the daily puzzle (twelve fixed cards holding
/// exactly six Sets, the same for everyone on a date), or one table of the endless Puzzle (a
/// variant's table holding at least a few matches). Found matches stay on the table, so each
/// can be found only once.
public struct SetPuzzle: Equatable, Sendable {
    /// The daily puzzle's number of Sets.
    public static let setCount = 6
    /// The fewest matches a table of the endless Puzzle holds: a search, not a single find.
    public static let fewestMatches = 3

    /// A calendar day, the puzzle's seed.
    public struct Day: Codable, Hashable, Sendable, CustomStringConvertible {
        public let year, month, day: Int
        public init(year: Int, month: Int, day: Int) { self.year = year; self.month = month; self.day = day }
        public var description: String { "\(year)-\(month < 10 ? "0" : "")\(month)-\(day < 10 ? "0" : "")\(day)" }
        var seed: UInt64 { UInt64(year * 10_000 + month * 100 + day) }
    }

    /// What choosing a card did.
    public enum Move: Equatable, Sendable {
        case ignored, selected, deselected
        case foundSet, foundAgain, notASet
    }

    /// The daily puzzle's date; nil for a table of the endless Puzzle.
    public let day: Day?
    /// Whose matches are found (Sets, or UltraSets in Ultra9).
    public let variant: SetVariant
    public let cards: [SetCard]
    /// How many matches the table holds: all of them are to be found.
    public let matchCount: Int
    /// The matches found, in the order they were found.
    public private(set) var found: [[SetCard]] = []
    public private(set) var selection: [SetCard] = []
    /// The cards last chosen and judged, shown until the next card is chosen.
    public private(set) var lastChoice: [SetCard] = []
    public private(set) var mistakes = 0
    public private(set) var startedAt: Double
    public private(set) var finishedAt: Double?

    public init(day: Day, at time: Double) {
        self.day = day
        variant = .standard
        cards = Self.cards(for: day)
        matchCount = Self.setCount
        startedAt = time
    }

    /// A table of the endless Puzzle: the variant's table, dealt until it holds a few matches.
    public init(_ variant: SetVariant, using generator: inout some RandomNumberGenerator, at time: Double) {
        (cards, matchCount) = Self.dealRichTable(variant, using: &generator)
        day = nil
        self.variant = variant
        startedAt = time
    }

    /// The variant's tables dealt one after another until one holds a few matches, and its count.
    /// Its own function, each table a constant: Swift 6.3's optimiser miscompiled a table declared
    /// uninitialised in this initialiser and assigned in a loop (it released the uninitialised
    /// property at once, a crash in the release build only; SetPuzzleTests in `make test`'s release run).
    private static func dealRichTable(_ variant: SetVariant, using generator: inout some RandomNumberGenerator) -> ([SetCard], Int) {
        while true {
            let table = Array(variant.deck.cards.shuffled(using: &generator).prefix(variant.tableSize))
            let count = variant.matches(among: table).count
            if count >= Self.fewestMatches { return (table, count) }
        }
    }

    /// A table of the Drill: of a few such tables, the one with most Sets whose cards differ
    /// in `feature` (the kind the player is slowest at).
    public init(richIn feature: SetCard.Feature, using generator: inout some RandomNumberGenerator, at time: Double) {
        var best = SetPuzzle(.standard, using: &generator, at: time)
        var bestCount = best.matches(differingIn: feature)
        for _ in 0..<Self.drillCandidates where bestCount < Self.drillEnough {
            let candidate = SetPuzzle(.standard, using: &generator, at: time)
            let count = candidate.matches(differingIn: feature)
            if count > bestCount { (best, bestCount) = (candidate, count) }
        }
        self = best
    }

    static let drillCandidates = 40
    static let drillEnough = 5

    /// How many of the table's matches differ in `feature`.
    public func matches(differingIn feature: SetCard.Feature) -> Int {
        variant.matches(among: cards).filter { variant.deck.differingFeatures($0).contains(feature) }.count
    }

    public var isSolved: Bool { found.count == matchCount }

    /// Twelve cards with exactly six Sets, drawn from a generator seeded by the date alone.
    public static func cards(for day: Day) -> [SetCard] {
        var generator = SeededGenerator(seed: day.seed, stream: 6)
        while true {
            let table = Array(SetCard.deck.shuffled(using: &generator).prefix(12))
            if SetSolver.countSets(among: table) == setCount { return table }
        }
    }

    @discardableResult
    public mutating func choose(_ card: SetCard, at time: Double) -> Move {
        guard cards.contains(card), !isSolved else { return .ignored }
        lastChoice = []
        if let position = selection.firstIndex(of: card) {
            selection.remove(at: position)
            return .deselected
        }
        selection.append(card)
        guard selection.count == variant.choiceSize else { return .selected }
        let choice = selection
        selection = []
        lastChoice = choice
        return judge(choice, at: time)
    }

    /// A whole choice made at once (a player's claim at a shared table): judged as the last card
    /// of a choice is; ignored unless it is a choice of the variant's size on the table.
    @discardableResult
    public mutating func claim(_ cards: [SetCard], at time: Double) -> Move {
        guard !isSolved, cards.count == variant.choiceSize, Set(cards).count == cards.count, cards.allSatisfy(self.cards.contains) else {
            return .ignored
        }
        return judge(cards, at: time)
    }

    private mutating func judge(_ choice: [SetCard], at time: Double) -> Move {
        guard variant.isMatch(choice) else {
            mistakes += 1
            return .notASet
        }
        if found.contains(where: { Set($0) == Set(choice) }) { return .foundAgain }
        found.append(choice)
        if isSolved { finishedAt = time }
        return .foundSet
    }

    public mutating func clearSelection() {
        selection = []
        lastChoice = []
    }
}

/// Saves from before the endless Puzzle hold a daily puzzle: its variant and count are the
/// daily's.
extension SetPuzzle: Codable {
    enum CodingKeys: String, CodingKey {
        case day, variant, cards, matchCount, found, selection, lastChoice, mistakes, startedAt, finishedAt
    }

    public init(from decoder: any Decoder) throws {
        let saved = try decoder.container(keyedBy: CodingKeys.self)
        day = try saved.decodeIfPresent(Day.self, forKey: .day)
        variant = try saved.decodeIfPresent(SetVariant.self, forKey: .variant) ?? .standard
        cards = try saved.decode([SetCard].self, forKey: .cards)
        matchCount = try saved.decodeIfPresent(Int.self, forKey: .matchCount) ?? Self.setCount
        found = try saved.decode([[SetCard]].self, forKey: .found)
        selection = try saved.decode([SetCard].self, forKey: .selection)
        lastChoice = try saved.decode([SetCard].self, forKey: .lastChoice)
        mistakes = try saved.decode(Int.self, forKey: .mistakes)
        startedAt = try saved.decode(Double.self, forKey: .startedAt)
        finishedAt = try saved.decodeIfPresent(Double.self, forKey: .finishedAt)
        guard isPossible else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "an impossible puzzle"))
        }
    }

    /// What the rest of the game relies on, of a puzzle read from a file: the table dealt as
    /// the mode deals it, the count of its matches true, the matches found each once and on
    /// the table, the choice under way on it and shorter than a match, times a clock can show.
    private var isPossible: Bool {
        func onTable(_ chosen: [SetCard]) -> Bool { Set(chosen).count == chosen.count && chosen.allSatisfy(cards.contains) }
        let times = [startedAt] + (finishedAt.map { [$0] } ?? [])
        guard onTable(cards), cards.allSatisfy(variant.deck.contains), cards.count == (day == nil ? variant.tableSize : 12),
              day.map({ variant == .standard && cards == Self.cards(for: $0) }) ?? true,
              matchCount == variant.matches(among: cards).count,
              Set(found.map(Set.init)).count == found.count, found.allSatisfy({ variant.isMatch($0) && onTable($0) }),
              onTable(selection), selection.count < variant.choiceSize, onTable(lastChoice), lastChoice.count <= variant.choiceSize,
              mistakes >= 0, times.allSatisfy({ $0.isFinite && abs($0) < 1e12 }), (finishedAt != nil) == isSolved else { return false }
        return true
    }
}
