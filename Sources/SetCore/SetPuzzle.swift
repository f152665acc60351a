import GameSupport

/// The daily puzzle: twelve fixed cards holding exactly six Sets, the same for everyone on a
/// date; the player finds all six. Found Sets stay on the table, so a Set can be found only once.
public struct SetPuzzle: Codable, Equatable, Sendable {
    public static let setCount = 6

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

    public let day: Day
    public let cards: [SetCard]
    /// The Sets found, in the order they were found.
    public private(set) var found: [[SetCard]] = []
    public private(set) var selection: [SetCard] = []
    /// Three cards that were chosen and judged, shown until the next card is chosen.
    public private(set) var lastChoice: [SetCard] = []
    public private(set) var mistakes = 0
    public private(set) var startedAt: Double
    public private(set) var finishedAt: Double?

    public init(day: Day, at time: Double) {
        self.day = day
        cards = Self.cards(for: day)
        startedAt = time
    }

    public var isSolved: Bool { found.count == Self.setCount }

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
        guard selection.count == 3 else { return .selected }
        let choice = selection
        selection = []
        lastChoice = choice
        guard SetCard.formSet(choice[0], choice[1], choice[2]) else {
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
