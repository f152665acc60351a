import CardTable
import GameSupport
import Motion
import Testing

@Suite struct TableChoreographerTests {
    let choreographer = TableChoreographer(timing: .standard)
    let deck = CardPose(center: Point(x: 20, y: 500), size: Size(width: 30, height: 42))
    let discard = CardPose(center: Point(x: 600, y: 500), size: Size(width: 30, height: 42))

    func frame(_ column: Int) -> Rect { Rect(x: Double(column) * 110, y: 10, width: 100, height: 140) }
    func pose(_ column: Int) -> CardPose { CardPose(frame: frame(column)) }

    func change(current: [Int: CardPose], targets: [(Int, Int)]) -> TableChoreographer.Change {
        var change = TableChoreographer.Change(current: current, targets: targets.map { (id: $0.0, frame: frame($0.1)) })
        change.deck = deck
        change.discard = discard
        return change
    }

    @Test func newCardsFlyInFromTheDeckOneAfterAnother() {
        let plan = choreographer.plan(change(current: [:], targets: [(1, 0), (2, 1), (3, 2)]), at: 100)
        let starts = [1, 2, 3].map { plan.tweens[$0]!.start }
        for (start, expected) in zip(starts, [100, 100.07, 100.14]) { #expect(abs(start - expected) < 1e-9) }
        for id in [1, 2, 3] {
            #expect(plan.tweens[id]!.pose(at: 0).center == deck.center)
            #expect(plan.tweens[id]!.pose(at: 200) == pose(id - 1))
        }
    }

    @Test func aRelaxedSpeedStretchesEveryMoveAndStagger() {
        let relaxed = TableChoreographer(timing: .standard.scaled(by: 2))
        let plan = relaxed.plan(change(current: [:], targets: [(1, 0), (2, 1)]), at: 100)
        #expect(abs(plan.tweens[2]!.start - 100.14) < 1e-9, "twice the stagger")
        #expect(TableChoreographer.Timing.standard.scaled(by: 0) == .instant)
    }

    @Test func setCardsTurnFaceUpAsTheyArrive() {
        var change = change(current: [:], targets: [(1, 0)])
        change.arrivalsTurnOver = true
        let plan = choreographer.plan(change, at: 0)
        #expect(plan.turning == [1])
        #expect(plan.tweens[1]!.pose(at: 0).turn == 0)
        #expect(plan.tweens[1]!.pose(at: 10).turn == 1)
    }

    @Test func cardsThatStayGlideToTheirNewPlaces() {
        let plan = choreographer.plan(change(current: [1: pose(0), 2: pose(1)], targets: [(2, 0), (1, 1)]), at: 5)
        #expect(plan.tweens[1]!.from == pose(0) && plan.tweens[1]!.to == pose(1))
        #expect(plan.tweens[1]!.duration == 0.35 && plan.tweens[1]!.curve == .easeInOut)
        #expect(plan.departures.isEmpty)
    }

    @Test func cardsThatGoFlyToTheDiscardPile() {
        let plan = choreographer.plan(change(current: [1: pose(0), 2: pose(1)], targets: [(2, 1)]), at: 0)
        let leaving = plan.departures[1]!
        #expect(leaving.to.center == discard.center && leaving.curve == .easeIn)
        #expect(plan.tweens[1] == nil)
        #expect(plan.tweens[2]!.from == plan.tweens[2]!.to, "the card that stays does not move")
    }

    @Test func aRedealSendsTheOldCardsAwayBeforeTheNewArrive() {
        let plan = choreographer.plan(change(current: [1: pose(0), 2: pose(1)], targets: [(3, 0), (4, 1)]), at: 0)
        let lastDeparture = plan.departures.values.map(\.end).max()!
        let firstArrival = plan.tweens.values.map(\.start).min()!
        #expect(firstArrival >= lastDeparture)
        #expect(plan.end == plan.tweens.values.map(\.end).max()!)
    }

    @Test func aChosenCardTurnsOverInPlace() {
        var change = change(current: [1: pose(0)], targets: [(1, 0)])
        change.turning = [1]
        let plan = choreographer.plan(change, at: 0)
        #expect(plan.turning == [1])
        let halfway = plan.tweens[1]!.pose(at: 0.15)
        #expect(abs(halfway.turnScale) < 0.05, "edge-on half way through the 0.3 s turn")
        #expect(halfway.center == pose(0).center)
    }

    @Test func withAnimationsOffEverythingIsAlreadyThere() {
        let instant = TableChoreographer(timing: .instant)
        let plan = instant.plan(change(current: [1: pose(0), 2: pose(1)], targets: [(2, 0), (3, 1)]), at: 7)
        #expect(plan.end == 7)
        #expect(plan.tweens.values.allSatisfy { $0.isFinished(at: 7) })
        #expect(plan.departures.values.allSatisfy { $0.isFinished(at: 7) })
        #expect(plan.tweens[2]!.pose(at: 7) == pose(0) && plan.tweens[3]!.pose(at: 7) == pose(1))
    }

    @Test func withoutPilesCardsFade() {
        let plan = choreographer.plan(TableChoreographer.Change(current: [1: pose(0)], targets: [(id: 2, frame: frame(1))]), at: 0)
        #expect(plan.departures[1]!.to.opacity == 0)
        #expect(plan.tweens[2]!.from.opacity == 0)
    }
}
