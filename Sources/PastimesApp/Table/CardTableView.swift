import CardArt
import CardTable
import GameSupport
import GtkKit
import Motion

/// The card table both card games share: cards laid out in a grid as large as the space allows,
/// one widget per card (followed by its id as it moves), animated changes, keyboard focus
/// movement, and scrolling when there are too many cards to show at a readable size.
///
/// Layers, bottom to top: the felt (whose size tells the table how much room it has), the
/// scrolled layer of card widgets, and, over the whole tab page, the flight layer where cards
/// travel between the piles and the table without being clipped by the scrolled area.
@MainActor
final class CardTableView<Face: Hashable & Sendable> {
    let root = Overlay()
    /// To be laid over the whole tab page by the tab; it never takes clicks.
    let flightLayer = Fixed()
    private let felt = DrawingArea()
    /// The frames of the table's window: when the table has first been on screen, and for the
    /// page, what to do once a layout has sized it.
    private(set) lazy var frames = FramePhases(of: felt)
    private let scroller = ScrolledWindow()
    let layer = Fixed()

    private let grid: GridLayout
    private let paint: CardDrawing<Face>.Painter
    private var widgets: [Int: CardWidget<Face>] = [:]
    /// Card ids in grid order.
    private(set) var order: [Int] = []
    private var area = Size.zero
    private(set) var arrangement: GridLayout.Arrangement?
    private let context: TableContext
    private lazy var animator = TableAnimator(table: self, context: context)
    private lazy var gestures = TableGestureControllers(table: self, animator: animator)

    /// The player chose the card with this id.
    var onChoose: (@MainActor (Int) -> Void)?
    /// Whether a change of face between two updates is the card turning over (a playing card
    /// chosen); Set cards never turn once dealt.
    var turnsOver: @MainActor (_ old: Face, _ new: Face) -> Bool = { _, _ in false }
    /// Whether cards arrive face down and turn up on the way (Set).
    var arrivalsTurnOver = false
    /// The piles cards come from and go to; cards fade in and out without them.
    weak var deckPile: Widget?
    weak var discardPile: Widget?

    /// `lines`: the cards lie in that many rows (or columns), as `GridLayout` says.
    init(aspectRatio: Double, minimumCardWidth: Double, lines: Int? = nil, context: TableContext, paint: @escaping CardDrawing<Face>.Painter) {
        self.context = context
        grid = GridLayout(aspectRatio: aspectRatio, spacingFraction: 0.07, minimumCellWidth: minimumCardWidth, lines: lines)
        self.paint = paint
        felt.hexpand = true
        felt.vexpand = true
        // The cloth is the felt's CSS background (TableFelt.css): the felt draws nothing itself.
        felt.addCSSClass("table-felt")
        frames.afterPaint { [weak self] in self?.hasBeenPainted = true }
        felt.onResize { [weak self] width, height in
            guard let self else { return }
            self.area = Size(width: Double(width), height: Double(height))
            self.layOut()
            self.onWidthChanged?(width)
        }
        scroller.child = layer
        root.child = felt
        root.addOverlay(scroller)
        flightLayer.canTarget = false
        gestures.onCommand = { [weak self] command in self?.onCommand?(command) }
    }

    /// The table's width changed (the page fits its bar to it).
    var onWidthChanged: (@MainActor (Int) -> Void)?

    /// A gesture on the table meant a game command.
    var onCommand: (@MainActor (TableCommand) -> Void)?

    // MARK: Gathering

    /// Whether the cards are gathered into a pile (and cannot be chosen until spread).
    var isGathered: Bool { animator.isGathered }
    /// Whether they are in a pile or still on their way back from one (and cannot be chosen).
    var isInPile: Bool { animator.isInPile }

    /// Whether any card is still on its way somewhere.
    var isMoving: Bool { animator.isMoving }

    /// Shift+G: gathers the cards in the middle of the table, or spreads the pile.
    func toggleGather() {
        if animator.isGathered {
            animator.spreadOut()
        } else if let center = visibleCenter {
            animator.pinch(spread: 0, at: center)
        }
    }

    /// Shakes these cards: a mismatch.
    func shake(_ ids: [Int]) { animator.shake(ids) }

    /// The middle of the part of the table on screen, in the layer's coordinates.
    var visibleCenter: Point? {
        felt.translate(x: area.width / 2, y: area.height / 2, to: layer).map { Point(x: $0.x, y: $0.y) }
    }

    /// Shows `cards` in grid order: new cards get widgets and are dealt in, departed ones leave
    /// for the discard pile, cards whose side changed turn over, and everything moves to its
    /// place in the grid.
    func show(_ cards: [TableCard<Face>]) {
        let ids = Set(cards.map(\.id))
        for (id, widget) in widgets where !ids.contains(id) {
            widgets[id] = nil
            animator.remove(widget, id: id)
        }
        for card in cards {
            if let widget = widgets[card.id] {
                if turnsOver(widget.card.face, card.face) { animator.turn(card.id, from: .face(widget.card.face)) }
                widget.update(card)
            } else {
                let widget = CardWidget(card, paint: paint)
                widget.button.onClicked { [weak self] in
                    guard let self else { return }
                    // While the cards are piled up, a click on the pile spreads them; while they
                    // spring back to their places, a click chooses none of them.
                    if self.animator.isGathered { self.gestures.tapOnPile() } else if !self.animator.isInPile { self.onChoose?(card.id) }
                }
                widget.button.opacity = 0
                layer.put(widget.button, x: 0, y: 0)
                widgets[card.id] = widget
                if arrivalsTurnOver { widget.drawing.beginTurn(from: .back) }
            }
        }
        order = cards.map(\.id)
        // Read in the table's order, as the card keys and the arrows count places (a card
        // dealt into a Set's place, or the whole table shuffled, is read where it lies).
        layer.arrange(order.compactMap { widgets[$0]?.button })
        keepTabStop()
        layOut()
    }

    /// Works out every card's cell for the current size and has the animator take them there.
    /// Until the table is first painted there is nothing to move from: the cards it opens with
    /// lie in place in its first frame (a saved game comes back as it was left, and the window
    /// settling its layout in that frame moves nothing); cards dealt after that fly in.
    private func layOut() {
        guard area.width > 0, area.height > 0 else { return }
        let arrangement = grid.arrange(order.count, in: area)
        self.arrangement = arrangement
        layer.setSizeRequest(width: -1, height: arrangement.scrolls ? Int(arrangement.contentSize.height.rounded(.up)) : -1)
        if hasBeenPainted { animator.needsPlan() } else { animator.settleAtOnce() }
    }

    private var hasBeenPainted = false

    // MARK: What the animator sees (AnimatedTable)

    var targets: [(id: Int, frame: Rect)] {
        guard let arrangement else { return [] }
        return zip(order, arrangement.frames).map { ($0, $1) }
    }

    func widget(_ id: Int) -> CardWidget<Face>? { widgets[id] }
    var cardIDs: [Int] { Array(widgets.keys) }
    var deckPose: CardPose? { pose(of: deckPile) }
    var discardPose: CardPose? { pose(of: discardPile) }

    /// A pile's pose in layer coordinates (from the tab's pile widget), if it is on screen.
    private func pose(of pile: Widget?) -> CardPose? {
        guard let pile, pile.width > 0,
              let origin = pile.translate(x: 0, y: 0, to: layer) else { return nil }
        let height = Double(pile.height) * 0.86
        let width = height * grid.aspectRatio
        return CardPose(center: Point(x: origin.x + width / 2 + 2, y: origin.y + Double(pile.height) - height / 2 - 2),
                        size: Size(width: width, height: height))
    }

    var layerOffset: Point {
        guard let point = layer.translate(x: 0, y: 0, to: flightLayer) else { return .zero }
        return Point(x: point.x, y: point.y)
    }

    // MARK: Keyboard

    /// The card that stands for the table in the Tab order: the table is one Tab stop, as GTK's
    /// grids are, and the arrows move among its cards (81 Tab stops before the bar otherwise).
    private var tabStop: Int?

    /// The tab stop stays on a card still on the table (the first, once its card has left).
    private func keepTabStop() {
        if tabStop.map({ widgets[$0] == nil }) ?? true {
            tabStop = order.first
            if let tabStop { widgets[tabStop]?.button.focusable = true }
        }
    }

    /// The grid position of the card with the keyboard focus, if one has it.
    var focusedPosition: Int? {
        order.firstIndex { widgets[$0]?.button.hasFocus == true }
    }

    /// Moves the keyboard focus, and the table's tab stop, to the card at `position`.
    func focusCard(at position: Int) {
        guard order.indices.contains(position), let widget = widgets[order[position]] else { return }
        let previous = tabStop.flatMap { widgets[$0] }
        tabStop = order[position]
        widget.button.focusable = true
        widget.button.grabFocus()
        widget.button.showFocusRing()
        if let previous, previous !== widget { previous.button.focusable = false }
    }

    /// Moves the focus one card in `direction`, or onto the first card if none has it.
    func moveFocus(_ direction: TableFocus.Direction) {
        guard !order.isEmpty else { return }
        guard let position = focusedPosition else { return focusCard(at: 0) }
        // A table filled column by column moves as the row-by-row grid turned about its diagonal.
        if let arrangement, arrangement.isColumnMajor {
            return focusCard(at: TableFocus.move(from: position, direction.transposed, columns: arrangement.rows, count: order.count))
        }
        focusCard(at: TableFocus.move(from: position, direction, columns: arrangement?.columns ?? 1, count: order.count))
    }
}

extension CardTableView: AnimatedTable {}
