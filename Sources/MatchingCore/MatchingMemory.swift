/// What the computer remembers of the cards it has seen turned up, and how it plays from that.
/// Its recall is how many sightings it keeps (the latest): a forgetful computer keeps two, a
/// fair one six, a sharp one every card. It never peeks: it knows only what was shown.
public struct MatchingMemory: Codable, Equatable, Sendable {
    public enum Recall: String, CaseIterable, Codable, Sendable {
        case forgetful, fair, sharp

        /// How many of the latest cards seen it keeps in mind.
        public var capacity: Int {
            switch self {
            case .forgetful: 2
            case .fair: 6
            case .sharp: 52
            }
        }
    }

    public let recall: Recall
    /// The cards seen, by table position, the latest last.
    public private(set) var seen: [Sighting] = []

    public struct Sighting: Codable, Equatable, Sendable {
        public let position: Int
        public let card: PlayingCard
    }

    public init(recall: Recall) { self.recall = recall }

    /// A card was turned up at `position` (by anyone).
    public mutating func saw(_ card: PlayingCard, at position: Int) {
        seen.removeAll { $0.position == position }
        seen.append(Sighting(position: position, card: card))
        if seen.count > recall.capacity { seen.removeFirst(seen.count - recall.capacity) }
    }

    /// The positions of cards that have left the play (matched) are nothing to remember.
    public mutating func forget(_ positions: [Int]) {
        seen.removeAll { positions.contains($0.position) }
    }

    /// The position the computer turns up next in `game`: a card of the best match it knows of
    /// with the cards already up, else a card it has not seen (drawn by `generator`), else any
    /// card still in play.
    public func choice(in game: MatchingGame, using generator: inout some RandomNumberGenerator) -> Int? {
        let up = game.faceUpUnmatched
        let open = game.table.indices.filter { !game.table[$0].isMatched && !game.table[$0].isFaceUp }
        let known = seen.filter { open.contains($0.position) && game.table[$0.position].card == $0.card }
        let needed = game.mode.rawValue - up.count
        // A whole match if it knows one, else the most of one (in 3-card matching, a known pair
        // with a third card yet to find).
        for size in stride(from: needed, to: 0, by: -1) {
            var best: (points: Int, positions: [Int])?
            for group in Self.groups(of: size, from: known) {
                let points = game.scoring.pairPoints(up.map { game.table[$0].card } + group.map(\.card))
                if points > (best?.points ?? 0) { best = (points, group.map(\.position)) }
            }
            if let best { return best.positions.first }
        }
        let unseen = open.filter { position in !known.contains { $0.position == position } }
        return (unseen.isEmpty ? open : unseen).randomElement(using: &generator)
    }

    /// Every choice of `count` sightings from `known`, in order.
    private static func groups(of count: Int, from known: [Sighting]) -> [[Sighting]] {
        guard count > 0 else { return [] }
        guard count > 1 else { return known.map { [$0] } }
        return known.indices.flatMap { index in groups(of: count - 1, from: Array(known[(index + 1)...])).map { [known[index]] + $0 } }
    }
}
