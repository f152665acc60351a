import Localization

/// How a solo game of Set is scored. The numbers reward finding Sets quickly and make guessing,
/// second thoughts and dealing past a visible Set cost something.
public struct SetScoring: Codable, Equatable, Sendable {
    /// Points for every Set found.
    public var pointsPerSet: Int
    /// Extra points for a quick Set: one for every `secondsPerBonusPoint` under `bonusWindow`.
    public var bonusWindow: Double
    public var secondsPerBonusPoint: Double
    /// Points lost for three cards that are not a Set: high, so guessing does not pay.
    public var mismatchPenalty: Int
    /// Points lost for changing your mind about a selected card.
    public var deselectPenalty: Int
    /// Points lost for dealing three more cards while a Set was on the table.
    public var dealWithSetVisiblePenalty: Int
    /// Points lost for each card a hint reveals.
    public var hintPenalty: Int

    public static let standard = SetScoring(pointsPerSet: 3, bonusWindow: 30, secondsPerBonusPoint: 3,
                                            mismatchPenalty: 5, deselectPenalty: 1, dealWithSetVisiblePenalty: 3,
                                            hintPenalty: 2)

    public init(pointsPerSet: Int, bonusWindow: Double, secondsPerBonusPoint: Double,
                mismatchPenalty: Int, deselectPenalty: Int, dealWithSetVisiblePenalty: Int, hintPenalty: Int) {
        self.pointsPerSet = pointsPerSet
        self.bonusWindow = bonusWindow
        self.secondsPerBonusPoint = secondsPerBonusPoint
        self.mismatchPenalty = mismatchPenalty
        self.deselectPenalty = deselectPenalty
        self.dealWithSetVisiblePenalty = dealWithSetVisiblePenalty
        self.hintPenalty = hintPenalty
    }

    /// Points for a Set found `seconds` after the table last changed.
    public func pointsForSet(foundAfter seconds: Double) -> Int {
        let spare = max(0, bonusWindow - max(0, seconds))
        return pointsPerSet + Int(spare / secondsPerBonusPoint)
    }

    /// The rules in words, for the player (the app's scoring help, `setlab`, the README).
    public var rules: [String] {
        let maxBonus = Int(bonusWindow / secondsPerBonusPoint)
        return [
            fillIn(tr("A Set: +%1$@, plus a speed bonus of 1 point for every %2$@ s under %3$@ s (up to +%4$@), counted from the last time the table changed."),
                   pointsPerSet, Int(secondsPerBonusPoint), Int(bonusWindow), maxBonus),
            fillIn(tr("Three cards that are not a Set: −%1$@."), mismatchPenalty),
            fillIn(tr("Deselecting a card: −%1$@."), deselectPenalty),
            fillIn(tr("Dealing three more cards while a Set is on the table: −%1$@. Dealing when there is none is free."), dealWithSetVisiblePenalty),
            fillIn(tr("Each card shown by a hint: −%1$@."), hintPenalty),
        ]
    }
}
