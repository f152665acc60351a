import CardTable
import GameSupport
import GtkKit
import MainLoop

/// The table's gestures: a flick down deals (wherever it starts), two fingers turned like a knob shuffle, a pinch
/// gathers the cards into a pile that can be dragged about and is spread again by a tap. Each
/// has a mouse or keyboard twin: Ctrl+scroll pinches, dragging with the mouse moves the pile, a
/// click spreads it, Shift+G gathers and spreads. What a gesture means is decided by
/// `TableGestures`; the springs are `PileFormation`'s.
@MainActor
final class TableGestureControllers<Face: Hashable & Sendable> {
    private unowned let table: CardTableView<Face>
    private unowned let animator: TableAnimator<Face>
    private let rotate = RotateGesture()
    private let zoom = ZoomGesture()
    private let drag = DragGesture()
    private let scroll = ScrollController()
    private var rotation = 0.0
    private var pinchScale = 1.0
    private var dragStart: (anchor: Point, pointer: Point)?
    /// Whether the press on the pile has moved (a drag) or not (a tap).
    private var draggedPile = false
    /// When a press on the spread table began (monotonic seconds): it may become a flick.
    private var flickStartedAt: Double?

    /// A gesture meant a game command.
    var onCommand: (@MainActor (TableCommand) -> Void)?

    init(table: CardTableView<Face>, animator: TableAnimator<Face>) {
        self.table = table
        self.animator = animator
        rotate.onAngleChanged { [weak self] angle, _ in self?.rotation = angle }
        rotate.onEnd { [weak self] in
            guard let self else { return }
            defer { self.rotation = 0 }
            if let command = TableGestures.rotation(totalRadians: self.rotation) { self.onCommand?(command) }
        }
        zoom.onScaleChanged { [weak self] scale in
            guard let self, let center = self.zoom.center, let anchor = self.layerPoint(center.x, center.y) else { return }
            self.pinchScale = scale
            self.animator.pinch(spread: TableGestures.spread(forPinchScale: scale), at: anchor)
        }
        zoom.onEnd { [weak self] in
            guard let self else { return }
            if TableGestures.gathers(atPinchScale: self.pinchScale), let anchor = self.animator.anchor {
                self.animator.pinch(spread: 0, at: anchor)
            } else {
                self.animator.spreadOut()
            }
            self.pinchScale = 1
        }
        // Every press on the table is seen by the drag first (the capture phase). While the cards
        // are piled up, it is the drag's: a press that moves carries the pile, one that does not
        // is the tap that spreads it (claimed, so the card buttons under the pile never see a
        // click). On the spread table a press that goes far and fast down is a flick, which
        // deals: claimed once it has gone that far, so the card it started on is not chosen; a
        // press that moves less stays the card's click.
        drag.phase = .capture
        drag.onBegin { [weak self] x, y in
            guard let self else { return }
            guard self.animator.isGathered, let anchor = self.animator.anchor, let pointer = self.layerPoint(x, y) else {
                self.flickStartedAt = monotonicSeconds()
                return
            }
            self.drag.claim()
            self.draggedPile = false
            self.dragStart = (anchor, pointer)
        }
        drag.onUpdate { [weak self] dx, dy in
            guard let self else { return }
            if self.flickStartedAt != nil, TableGestures.isFlickDown(distanceX: dx, distanceY: dy) { self.drag.claim() }
            guard let start = self.dragStart else { return }
            if abs(dx) + abs(dy) > 6 { self.draggedPile = true }
            self.animator.moveAnchor(to: Point(x: start.anchor.x + dx, y: start.anchor.y + dy))
        }
        drag.onEnd { [weak self] dx, dy in
            guard let self else { return }
            if let began = self.flickStartedAt {
                self.flickStartedAt = nil
                if let command = TableGestures.flick(distanceX: dx, distanceY: dy, seconds: monotonicSeconds() - began) { self.onCommand?(command) }
            }
            guard self.dragStart != nil else { return }
            self.dragStart = nil
            if !self.draggedPile { self.animator.spreadOut() }
        }
        // Ctrl+scroll is seen before the scrolled table would scroll; plain scrolling goes on.
        scroll.phase = .capture
        scroll.onScroll { [weak self] _, dy in
            guard let self, self.scroll.isControlHeld else { return false }
            let spread = TableGestures.spread(afterScroll: dy, from: self.animator.spread)
            if spread >= 1 {
                self.animator.spreadOut()
            } else if let anchor = self.animator.anchor ?? self.table.visibleCenter {
                self.animator.pinch(spread: spread, at: anchor)
            }
            return true
        }
        for controller: EventController in [rotate, zoom, drag, scroll] { table.root.addController(controller) }
    }

    /// A card activated from the keyboard while the cards are piled up spreads them.
    func tapOnPile() {
        animator.spreadOut()
    }

    private func layerPoint(_ x: Double, _ y: Double) -> Point? {
        table.root.translate(x: x, y: y, to: table.layer).map { Point(x: $0.x, y: $0.y) }
    }
}
