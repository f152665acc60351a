import GameSupport
import Motion
import Testing

@Suite struct CurveTests {
    @Test(arguments: [Curve.linear, .easeInOut, .easeOut, .easeIn, .backOut])
    func curvesStartAtZeroAndEndAtOne(curve: Curve) {
        #expect(abs(curve(0)) < 1e-12)
        #expect(abs(curve(1) - 1) < 1e-12)
        #expect(curve(-1) == curve(0) && curve(2) == curve(1), "progress is clamped")
    }

    @Test func easingShapesDiffer() {
        #expect(Curve.easeOut(0.25) > Curve.linear(0.25), "ease-out starts fast")
        #expect(Curve.easeIn(0.25) < Curve.linear(0.25), "ease-in starts slow")
        #expect(abs(Curve.easeInOut(0.5) - 0.5) < 1e-12)
        #expect((0...100).map { Curve.backOut(Double($0) / 100) }.max()! > 1, "back-out overshoots")
    }
}

@Suite struct TweenTests {
    let a = CardPose(center: Point(x: 0, y: 0), size: Size(width: 50, height: 70))
    let b = CardPose(center: Point(x: 100, y: 200), size: Size(width: 100, height: 140), turn: 1, opacity: 0)

    @Test func aTweenHoldsBeforeItsStartAndLandsAtItsEnd() {
        let tween = Tween(from: a, to: b, start: 10, duration: 0.5, curve: .easeInOut)
        #expect(tween.pose(at: 0) == a)
        #expect(tween.pose(at: 10.5) == b)
        #expect(tween.pose(at: 99) == b)
        #expect(!tween.isFinished(at: 10.4) && tween.isFinished(at: 10.5))
    }

    @Test func halfwayWithALinearCurveIsTheMidpoint() {
        let middle = Tween(from: a, to: b, start: 0, duration: 2, curve: .linear).pose(at: 1)
        #expect(middle.center == Point(x: 50, y: 100))
        #expect(middle.size == Size(width: 75, height: 105))
        #expect(middle.turn == 0.5 && middle.opacity == 0.5)
    }

    @Test func aZeroLengthTweenJumps() {
        let jump = Tween(from: a, to: b, start: 3, duration: 0, curve: .easeOut)
        #expect(jump.pose(at: 3) == b && jump.isFinished(at: 3))
    }

    @Test func turningOverNarrowsTheCardToAnEdgeAndBack() {
        var pose = a
        pose.turn = 0
        #expect(abs(pose.turnScale - 1) < 1e-12 && !pose.showsNewSide)
        pose.turn = 0.5
        #expect(pose.turnScale < 1e-12 && pose.showsNewSide)
        pose.turn = 1
        #expect(abs(pose.turnScale - 1) < 1e-12)
    }
}

@Suite struct SpringTests {
    let spring = Spring()

    @Test func aSpringSettlesAtItsAnchor() {
        var state = Spring.State(position: 0)
        for _ in 0..<120 { state = spring.advance(state, towards: 100, by: 1.0 / 60) }
        #expect(spring.isSettled(state, at: 100))
    }

    @Test func theMotionDoesNotDependOnTheFrameRate() {
        var fast = Spring.State(position: 0), slow = Spring.State(position: 0)
        for _ in 0..<144 { fast = spring.advance(fast, towards: 50, by: 1.0 / 144) }
        for _ in 0..<30 { slow = spring.advance(slow, towards: 50, by: 1.0 / 30) }
        #expect(abs(fast.position - slow.position) < 1e-6)
    }

    @Test func anUnderdampedSpringOvershoots() {
        let bouncy = Spring(stiffness: 300, damping: 5)
        var state = Spring.State(position: 0), peak = 0.0
        for _ in 0..<120 {
            state = bouncy.advance(state, towards: 10, by: 1.0 / 60)
            peak = max(peak, state.position)
        }
        #expect(peak > 10)
    }

    @Test func movingTheAnchorPullsThePointAlong() {
        var state = Spring.State(position: 0)
        for frame in 0..<240 { state = spring.advance(state, towards: Double(frame), by: 1.0 / 60) }
        #expect(state.position > 200 && state.position < 239, "it trails the anchor")
    }
}
