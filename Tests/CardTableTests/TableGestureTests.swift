import CardTable
import GameSupport
import Testing

@Suite struct TableGestureTests {
    @Test(arguments: [
        (0.0, 240.0, 0.2, TableCommand?.some(.dealThreeMore)),
        (60.0, 180.0, 0.2, .some(.dealThreeMore)),
        (0.0, 240.0, 0.6, nil),          // too slow: a drag, not a flick
        (0.0, 30.0, 0.01, nil),          // too short: a click's wobble, however fast
        (0.0, -300.0, 0.2, nil),         // upwards
        (180.0, 200.0, 0.2, nil),        // more sideways than down
    ])
    func aFarFastFlickDownDeals(dx: Double, dy: Double, seconds: Double, command: TableCommand?) {
        #expect(TableGestures.flick(distanceX: dx, distanceY: dy, seconds: seconds) == command)
    }

    @Test func turningPastThirtyDegreesShuffles() {
        #expect(TableGestures.rotation(totalRadians: 0.4) == nil)
        #expect(TableGestures.rotation(totalRadians: 0.6) == .shuffle)
        #expect(TableGestures.rotation(totalRadians: -0.7) == .shuffle)
    }

    @Test func pinchingInDrawsTheCardsIn() {
        #expect(TableGestures.spread(forPinchScale: 1.2) == 1)
        #expect(TableGestures.spread(forPinchScale: 1.0) == 1)
        #expect(abs(TableGestures.spread(forPinchScale: 0.8) - 0.5) < 1e-12)
        #expect(TableGestures.spread(forPinchScale: 0.5) == 0)
        #expect(TableGestures.gathers(atPinchScale: 0.7) && !TableGestures.gathers(atPinchScale: 0.9))
    }

    @Test func controlScrollingStepsThePinch() {
        #expect(TableGestures.spread(afterScroll: 1, from: 1) == 0.75)
        #expect(TableGestures.spread(afterScroll: 10, from: 1) == 0)
        #expect(TableGestures.spread(afterScroll: -1, from: 0.5) == 0.75)
    }
}

@Suite struct PileFormationTests {
    let homes: [Int: Point] = Dictionary(uniqueKeysWithValues: (0..<12).map { ($0, Point(x: Double($0 % 4) * 100, y: Double($0 / 4) * 140)) })

    func formation() -> PileFormation {
        var formation = PileFormation()
        formation.setHomes(homes)
        return formation
    }

    func settle(_ formation: inout PileFormation, seconds: Double = 3) {
        for _ in 0..<Int(seconds * 60) { formation.advance(by: 1.0 / 60) }
    }

    @Test func cardsStartAtHomeAndStayThere() {
        var formation = formation()
        settle(&formation)
        for (id, home) in homes { #expect(formation.position(of: id) == home) }
        #expect(formation.isSettled && !formation.isGathered)
    }

    @Test func gatheredCardsEndUpInAPileAtTheAnchor() {
        var formation = formation()
        formation.gather(at: Point(x: 500, y: 300))
        settle(&formation)
        for id in homes.keys {
            let position = formation.position(of: id)!
            #expect(abs(position.x - 500) <= 8 && abs(position.y - 300) <= 8, "card \(id) at \(position)")
        }
        #expect(formation.isSettled && formation.isGathered)
    }

    @Test func cardsTrailIntoThePileRatherThanMovingAsOne() {
        var formation = formation()
        formation.gather(at: Point(x: 1000, y: 1000))
        for _ in 0..<12 { formation.advance(by: 1.0 / 60) }
        let progress = homes.keys.map { id -> Double in
            let home = homes[id]!, now = formation.position(of: id)!
            return (now - home).length / (Point(x: 1000, y: 1000) - home).length
        }
        #expect(progress.max()! - progress.min()! > 0.05)
        #expect(!formation.isSettled)
    }

    @Test func thePileFollowsItsAnchor() {
        var formation = formation()
        formation.gather(at: Point(x: 200, y: 200))
        settle(&formation)
        formation.moveAnchor(to: Point(x: 600, y: 100))
        settle(&formation)
        #expect(abs(formation.position(of: 3)!.x - 600) <= 8)
    }

    @Test func spreadingBringsEveryCardHomeUnharmed() {
        var formation = formation()
        formation.gather(at: Point(x: 200, y: 200))
        settle(&formation)
        formation.spreadOut()
        settle(&formation)
        for (id, home) in homes {
            let position = formation.position(of: id)!
            #expect(abs(position.x - home.x) < 0.2 && abs(position.y - home.y) < 0.2)
        }
    }

    @Test func aHalfPinchHoldsTheCardsHalfWay() {
        var formation = formation()
        formation.pinch(spread: 0.5, at: Point(x: 0, y: 0))
        settle(&formation)
        let position = formation.position(of: 5)!, home = homes[5]!
        #expect(abs(position.x - home.x / 2) <= 3 && abs(position.y - home.y / 2) <= 3)
    }
}

@Suite struct ShakeMotionTests {
    @Test func aShakeSwingsBothWaysAndDiesAway() {
        let shake = ShakeMotion(start: 10)
        let samples = stride(from: 10.0, through: 10.45, by: 0.005).map(shake.offset(at:))
        #expect(samples.max()! > 0.04 && samples.min()! < -0.04)
        #expect(shake.offset(at: 9) == 0 && abs(shake.offset(at: 10.45)) < 1e-9)
        #expect(abs(shake.offset(at: 10.43)) < abs(samples.max()!), "smaller at the end")
        #expect(shake.isFinished(at: 10.45) && !shake.isFinished(at: 10.2))
    }
}
