import GameSupport
import Motion

/// Plans how the cards of a table move when what it shows changes: cards that stay glide to
/// their new places, new cards fly in from the deck one after another, cards that go fly to the
/// discard pile, and cards whose side changes turn over. A re-deal sends every old card away
/// before the first new one arrives, so it is plain the old cards are gone.
public struct TableChoreographer: Sendable {
    /// How long things take, in seconds.
    public struct Timing: Equatable, Sendable {
        public var move: Double
        public var arrive: Double
        public var arrivalStagger: Double
        public var depart: Double
        public var departureStagger: Double
        public var turn: Double

        public static let standard = Timing(move: 0.35, arrive: 0.45, arrivalStagger: 0.07, depart: 0.4,
                                            departureStagger: 0.04, turn: 0.3)
        /// Every duration times `factor` (2 is half the speed; 0 jumps to the end).
        public func scaled(by factor: Double) -> Timing {
            Timing(move: move * factor, arrive: arrive * factor, arrivalStagger: arrivalStagger * factor,
                   depart: depart * factor, departureStagger: departureStagger * factor, turn: turn * factor)
        }

        /// For a desktop with animations turned off: everything jumps to its end.
        public static let instant = Timing(move: 0, arrive: 0, arrivalStagger: 0, depart: 0, departureStagger: 0, turn: 0)
    }

    /// What changed, as the table sees it.
    public struct Change: Sendable {
        /// The poses the cards have now, by card id (mid-flight cards where they are).
        public var current: [Int: CardPose]
        /// The cards to show, by id, with their places in the new layout.
        public var targets: [(id: Int, frame: Rect)]
        /// Cards that stay but turn over (a playing card chosen or turned back).
        public var turning: Set<Int> = []
        /// Whether arriving cards turn over on the way (Set cards are dealt face up).
        public var arrivalsTurnOver = false
        /// Where new cards come from and where leaving cards go; without them, cards fade.
        public var deck: CardPose?
        public var discard: CardPose?

        public init(current: [Int: CardPose], targets: [(id: Int, frame: Rect)]) {
            self.current = current
            self.targets = targets
        }
    }

    /// What to do: a tween for every card shown, and one for every card leaving.
    public struct Plan: Sendable {
        public var tweens: [Int: Tween] = [:]
        /// Cards whose side changes during their tween: the old side shows until it is edge-on.
        public var turning: Set<Int> = []
        public var departures: [Int: Tween] = [:]
        public var end: Double

    }

    public var timing: Timing

    public init(timing: Timing = .standard) { self.timing = timing }

    public func plan(_ change: Change, at now: Double) -> Plan {
        var plan = Plan(end: now)
        let targetIDs = Set(change.targets.map(\.id))
        let leaving = change.current.keys.filter { !targetIDs.contains($0) }.sorted()
        let arriving = change.targets.filter { change.current[$0.id] == nil }

        for (order, id) in leaving.enumerated() {
            let from = change.current[id]!
            var to = change.discard ?? from
            if change.discard == nil { to.opacity = 0 }
            // Upright all the way: a tilted card costs GTK's Cairo renderer about ten times an
            // upright one each frame (`cardbench`), and the pile it lands on is drawn upright.
            let tween = Tween(from: from, to: to, start: now + Double(order) * timing.departureStagger,
                              duration: timing.depart, curve: .easeIn)
            plan.departures[id] = tween
            plan.end = max(plan.end, tween.end)
        }

        // When nothing stays on the table, it is a re-deal: the new cards wait for the old to go.
        let isRedeal = !leaving.isEmpty && arriving.count == change.targets.count
        let arrivalsStart = isRedeal ? plan.end : now
        for (order, target) in arriving.enumerated() {
            let to = CardPose(frame: target.frame)
            var from = change.deck.map { CardPose(center: $0.center, size: $0.size) } ?? to
            if change.deck == nil {
                from.opacity = 0
                from.size = Size(width: to.size.width * 0.8, height: to.size.height * 0.8)
            }
            let tween = Tween(from: from, to: change.arrivalsTurnOver ? turned(to) : to,
                              start: arrivalsStart + Double(order) * timing.arrivalStagger, duration: timing.arrive, curve: .easeOut)
            plan.tweens[target.id] = tween
            if change.arrivalsTurnOver { plan.turning.insert(target.id) }
            plan.end = max(plan.end, tween.end)
        }

        for target in change.targets {
            guard let from = change.current[target.id] else { continue }
            let turns = change.turning.contains(target.id)
            let to = turns ? turned(CardPose(frame: target.frame)) : CardPose(frame: target.frame)
            let duration = turns ? max(timing.turn, from.frame == target.frame ? 0 : timing.move) : timing.move
            let tween = from == to ? Tween.still(to, at: now)
                : Tween(from: from, to: to, start: now, duration: duration, curve: .easeInOut)
            plan.tweens[target.id] = tween
            if turns { plan.turning.insert(target.id) }
            plan.end = max(plan.end, tween.end)
        }
        return plan
    }

    /// The pose turned over once: the tween's turn runs from 0 to 1.
    private func turned(_ pose: CardPose) -> CardPose {
        var pose = pose
        pose.turn = 1
        return pose
    }
}
