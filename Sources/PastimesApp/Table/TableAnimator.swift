import CardTable
import GameSupport
import GtkKit
import Motion

/// Plays the table's changes on the frame clock. After every change it asks the
/// `TableChoreographer` for a plan (made on the next frame, once GTK has placed the piles);
/// then each frame it puts every moving card where its tween says.
///
/// Card buttons never leave the table's layer: a card arriving from the deck or leaving for the
/// discard pile is drawn on its way by a stand-in in the flight layer, while its button waits,
/// transparent, in its cell (or is already gone). Screen readers and tests see the table as it
/// will be, and nothing is clipped by the scrolled table. With animations off every plan is
/// instant and the first frame finishes it.
@MainActor
final class TableAnimator<Face: Hashable & Sendable> {
    private unowned let table: any AnimatedTable<Face>
    private let context: TableContext
    private let ticker = AnimationTicker()
    /// Cards moving or turning within the table.
    private var tweens: [Int: Tween] = [:]
    /// Stand-ins on their way: arriving ones reveal their card's button when they land.
    private var flights: [Int: (standIn: CardDrawing<Face>, tween: Tween, arriving: Bool)] = [:]
    /// Cards that left the table since the last plan, with their last pose.
    private var leaving: [Int: CardWidget<Face>] = [:]
    /// Cards turning over in the next plan, with the side they turn from.
    private var pendingTurns: [Int: CardSide<Face>] = [:]
    private var planPending = false
    /// Cards shaking "no", and cards to start shaking on the next frame.
    private var shakes: [Int: ShakeMotion] = [:]
    private var pendingShakes: Set<Int> = []
    /// While cards are gathered into a pile (or springing back), their springs place them.
    private var formation: PileFormation?
    private var lastTick: Double?
    /// At rest, the sprite cache lets go of its pictures (the cards on screen keep theirs) with the
    /// rest of the freed memory.
    private let memoryReturn: StillnessMemoryReturn

    init(table: any AnimatedTable<Face>, context: TableContext) {
        self.table = table
        self.context = context
        memoryReturn = StillnessMemoryReturn { [sprites = context.sprites] in
            sprites.forgetAll()
            Memory.returnFreedMemory()
        }
    }

    func needsPlan() {
        planPending = true
        needsTicks()
    }

    func turn(_ id: Int, from side: CardSide<Face>) { pendingTurns[id] = side }

    /// Puts every card in its cell now, face up, with no plan and no frames of its own (the
    /// table's first layout: it is painted once, in place).
    func settleAtOnce() {
        for target in table.targets {
            guard let widget = table.widget(target.id) else { continue }
            size(widget.button, to: target.frame.size)
            widget.drawing.endTurn()
            widget.button.opacity = 1
            place(widget.button, drawing: widget.drawing, pose: CardPose(frame: target.frame), in: table.layer, offset: .zero)
        }
        pendingTurns = [:]
    }

    /// Shakes these cards side to side: a mismatch. (Not when the desktop asks for no
    /// animations: the mark on the cards says it already.)
    func shake(_ ids: [Int]) {
        guard Style.animationsEnabled else { return }
        pendingShakes.formUnion(ids)
        needsTicks()
    }

    // MARK: Gathering into a pile

    var isGathered: Bool { formation?.isGathered ?? false }
    /// Whether the cards are in a pile or on their way back from one: none can be chosen until
    /// every card is home (a click meant for the pile would choose the card passing under it).
    var isInPile: Bool { formation != nil }

    /// Whether anything on the table is still moving.
    var isMoving: Bool { ticker.isRunning }
    var spread: Double { formation?.spread ?? 1 }

    /// Draws the cards towards `anchor` (layer coordinates): 1 leaves them home, 0 piles them.
    func pinch(spread: Double, at anchor: Point) {
        if formation == nil {
            finishTweens()
            var formation = PileFormation(anchor: anchor)
            formation.setHomes(homes)
            self.formation = formation
        }
        formation?.pinch(spread: spread, at: anchor)
        needsTicks()
    }

    func moveAnchor(to anchor: Point) {
        formation?.moveAnchor(to: anchor)
        needsTicks()
    }

    /// The cards spring back to their places; the formation ends when they are there.
    func spreadOut() {
        formation?.spreadOut()
        needsTicks()
    }

    var anchor: Point? { formation?.anchor }

    private var homes: [Int: Point] { Dictionary(table.targets.map { ($0.id, $0.frame.center) }, uniquingKeysWith: { first, _ in first }) }

    /// Ends every move at once (before the springs take over the cards).
    private func finishTweens() {
        for (id, tween) in tweens {
            guard let widget = table.widget(id) else { continue }
            place(widget.button, drawing: widget.drawing, pose: tween.to, in: table.layer, offset: .zero)
            widget.drawing.endTurn()
        }
        tweens = [:]
    }

    private func needsTicks() {
        guard !ticker.isRunning else { return }
        memoryReturn.cancel()
        ticker.start(on: table.root) { [weak self] now in self?.tick(now) ?? false }
    }

    /// A card left the table: its button goes now, a stand-in takes its way to the pile.
    func remove(_ widget: CardWidget<Face>, id: Int) {
        table.layer.remove(widget.button)
        leaving[id] = widget
        needsPlan()
    }

    private var choreographer: TableChoreographer {
        TableChoreographer(timing: Style.animationsEnabled ? .standard.scaled(by: context.animationScale) : .instant)
    }

    /// One frame: plan if something changed, then place every moving card.
    private func tick(_ now: Double) -> Bool {
        let elapsed = lastTick.map { min(now - $0, 0.05) } ?? 0
        lastTick = now
        if planPending {
            planPending = false
            plan(at: now)
        }
        for id in pendingShakes { shakes[id] = ShakeMotion(start: now) }
        pendingShakes = []
        if formation != nil {
            moveWithSprings(by: elapsed, at: now)
        }
        for (id, tween) in tweens where formation == nil {
            guard let widget = table.widget(id) else { tweens[id] = nil; continue }
            place(widget.button, drawing: widget.drawing, pose: tween.pose(at: now), in: table.layer, offset: shakeOffset(id, now))
            if tween.isFinished(at: now) {
                tweens[id] = nil
                widget.drawing.endTurn()
            }
        }
        for (id, shake) in shakes {
            if tweens[id] == nil, formation == nil, let widget = table.widget(id), let pose = widget.drawing.pose {
                place(widget.button, drawing: widget.drawing, pose: pose, in: table.layer, offset: shakeOffset(id, now))
            }
            if shake.isFinished(at: now) { shakes[id] = nil }
        }
        let offset = table.layerOffset
        for (id, flight) in flights {
            let pose = flight.tween.pose(at: now)
            place(flight.standIn.area, drawing: flight.standIn, pose: pose, in: table.flightLayer, offset: offset)
            flight.standIn.opacity = pose.opacity
            if flight.tween.isFinished(at: now) {
                table.flightLayer.remove(flight.standIn.area)
                flights[id] = nil
                if flight.arriving { table.widget(id)?.button.opacity = 1 }
            }
        }
        // A pile at rest needs no frames; a pinch, a drag or a spread starts them again.
        let pileAtRest = formation?.isSettled ?? true
        if tweens.isEmpty && flights.isEmpty && !planPending && shakes.isEmpty && pileAtRest {
            lastTick = nil
            // Once the last frame has been painted and its stand-ins and old drawings released.
            memoryReturn.schedule()
            return false
        }
        return true
    }

    /// Springs place every card on the table; the formation ends once they are home again.
    private func moveWithSprings(by elapsed: Double, at now: Double) {
        guard var formation else { return }
        formation.setHomes(homes)
        // Without animations the springs run to rest within the frame.
        formation.advance(by: Style.animationsEnabled ? elapsed : 30)
        for target in table.targets {
            guard let widget = table.widget(target.id), let center = formation.position(of: target.id) else { continue }
            let pose = CardPose(center: center, size: target.frame.size)
            place(widget.button, drawing: widget.drawing, pose: pose, in: table.layer, offset: shakeOffset(target.id, now))
        }
        self.formation = formation.spread >= 1 && formation.isSettled ? nil : formation
        if self.formation == nil {
            // Home again: whatever moves were planned meanwhile are already done.
            tweens = [:]
            for target in table.targets {
                guard let widget = table.widget(target.id) else { continue }
                place(widget.button, drawing: widget.drawing, pose: CardPose(frame: target.frame), in: table.layer, offset: .zero)
            }
        }
    }

    /// How far a shaking card is pushed sideways now.
    private func shakeOffset(_ id: Int, _ now: Double) -> Point {
        guard let shake = shakes[id], let width = table.widget(id)?.drawing.pose?.size.width else { return .zero }
        return Point(x: shake.offset(at: now) * width, y: 0)
    }

    private func plan(at now: Double) {
        // A change while cards are piled lets the springs carry them to their new homes.
        formation?.setHomes(homes)
        var current: [Int: CardPose] = [:]
        // A card leaving before it finished arriving (another player took it at once) just
        // goes: its arrival's stand-in is removed. Flying a second stand-in from mid-air makes
        // Cairo 1.16's renderer crash (reproduced by the Together load test, never otherwise).
        for (id, flight) in flights where flight.arriving && leaving[id] != nil {
            table.flightLayer.remove(flight.standIn.area)
            flights[id] = nil
            leaving[id] = nil
        }
        // A card still flying in to the place it will keep goes on flying: input (a choice, a
        // key) plans the table again, and must never send arriving cards back or hold them up.
        let targets = table.targets
        let arrivingHome = Set(flights.compactMap { id, flight -> Int? in
            guard flight.arriving, let target = targets.first(where: { $0.id == id }), flight.tween.to.lands(in: target.frame) else { return nil }
            return id
        })
        for (id, widget) in leaving { current[id] = widget.drawing.pose }
        for id in table.cardIDs {
            guard let widget = table.widget(id) else { continue }
            if flights[id]?.arriving == true { continue }   // still on its way in: plan it afresh
            if let tween = tweens[id] { current[id] = tween.pose(at: now) } else if let pose = widget.drawing.pose { current[id] = pose }
            if widget.drawing.previousSide != nil, pendingTurns[id] == nil { current[id]?.turn = 0; widget.drawing.endTurn() }
        }
        var change = TableChoreographer.Change(current: current, targets: targets.filter { !arrivingHome.contains($0.id) })
        change.turning = Set(pendingTurns.keys).intersection(current.keys)
        change.arrivalsTurnOver = table.arrivalsTurnOver
        change.deck = table.deckPose
        change.discard = table.discardPose
        for (id, side) in pendingTurns where change.turning.contains(id) { table.widget(id)?.drawing.beginTurn(from: side) }
        pendingTurns = [:]

        let plan = choreographer.plan(change, at: now)
        for (id, tween) in plan.departures {
            guard let widget = leaving[id] else { continue }
            fly(widget.makeStandIn(), id: id, tween: tween, arriving: false)
        }
        leaving = [:]
        for (id, tween) in plan.tweens {
            guard let widget = table.widget(id) else { continue }
            size(widget.button, to: tween.to.size)
            if current[id] == nil {
                // Arriving: the button waits, transparent, in its cell while a stand-in flies.
                let standIn = widget.makeStandIn()
                widget.drawing.endTurn()
                widget.button.opacity = 0
                place(widget.button, drawing: widget.drawing, pose: settled(tween.to), in: table.layer, offset: .zero)
                fly(standIn, id: id, tween: tween, arriving: true)
            } else {
                tweens[id] = tween
            }
        }
    }

    private func fly(_ standIn: CardDrawing<Face>, id: Int, tween: Tween, arriving: Bool) {
        // A card has one stand-in at a time: a new flight replaces one still under way.
        if let old = flights[id] { table.flightLayer.remove(old.standIn.area) }
        size(standIn.area, to: arriving ? tween.to.size : tween.from.size)
        table.flightLayer.put(standIn.area, x: 0, y: 0)
        flights[id] = (standIn, tween, arriving)
    }

    private func settled(_ pose: CardPose) -> CardPose {
        var pose = pose
        pose.turn = 0
        return pose
    }

    /// Widgets keep one size and are scaled on their way, so a card is redrawn only when its
    /// size on the table changes.
    private func size(_ widget: Widget, to size: Size) {
        widget.setSizeRequest(width: Int(size.width.rounded()), height: Int(size.height.rounded()))
    }

    /// Puts `widget` where `pose` says (a pose in the table layer's coordinates).
    private func place(_ widget: Widget, drawing: CardDrawing<Face>, pose: CardPose, in container: Fixed, offset: Point) {
        drawing.pose = pose
        let requested = widget.requestedSize
        let natural = Size(width: Double(max(1, requested.width)), height: Double(max(1, requested.height)))
        container.place(widget,
                        x: pose.center.x + offset.x - natural.width / 2, y: pose.center.y + offset.y - natural.height / 2,
                        width: natural.width, height: natural.height,
                        scaleX: max(0.001, pose.size.width / natural.width * pose.turnScale),
                        scaleY: pose.size.height / natural.height)
    }
}

private extension CardPose {
    /// Whether a card ending here lies in `frame` (its cell in the layout), to the pixel.
    func lands(in frame: Rect) -> Bool {
        abs(center.x - frame.center.x) < 1 && abs(center.y - frame.center.y) < 1
            && abs(size.width - frame.size.width) < 1 && abs(size.height - frame.size.height) < 1
    }
}
