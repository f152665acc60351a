import Localization

/// The scoring of Matchismo, the card-matching game of Stanford's CS193p course (2013):
/// choosing costs, a match scores its pairs times a bonus, a mismatch costs a penalty.
public struct MatchingScoring: Codable, Equatable, Sendable {
    /// Turning a card face up costs this much.
    public var costToChoose = 1
    /// A group that does not match costs this much.
    public var mismatchPenalty = 2
    /// A match scores its pair points times this.
    public var matchBonus = 4
    /// Points for every pair of cards of the same rank in the group.
    public var rankPairPoints = 4
    /// Points for every pair of cards of the same suit in the group.
    public var suitPairPoints = 1

    public static let standard = MatchingScoring()

    /// The points a group of face-up cards is worth before the match bonus: every pair of the
    /// same rank and every pair of the same suit counts. In 3-card mode a trio in which only
    /// two cards match still scores, just less than one where all three do.
    public func pairPoints(_ cards: [PlayingCard]) -> Int {
        var points = 0
        for (i, a) in cards.enumerated() {
            for b in cards[(i + 1)...] {
                if a.rank == b.rank { points += rankPairPoints }
                if a.suit == b.suit { points += suitPairPoints }
            }
        }
        return points
    }

    public var rules: [String] {
        [
            fillIn(tr("Turning a card face up: −%1$@."), costToChoose),
            fillIn(tr("Same rank: %1$@ points per pair; same suit: %2$@ per pair; a match scores that × %3$@."), rankPairPoints, suitPairPoints, matchBonus),
            tr("In 3-card mode a trio where only two cards match still scores, less than a full match."),
            fillIn(tr("Cards that don't match: −%1$@, and the earlier cards turn back over."), mismatchPenalty),
        ]
    }
}
