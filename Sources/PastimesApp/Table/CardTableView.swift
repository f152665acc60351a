import CardArt
import CardTable
import GameSupport
import GtkKit

/// The card table both card games share: cards laid out in a grid as large as the space allows,
/// one widget per card (followed by its id as it moves), keyboard focus movement, and
/// scrolling when there are too many cards to show at a readable size.
///
/// Layers, bottom to top: the felt (whose size tells the table how much room it has), and the
/// scrolled layer of card widgets.
@MainActor
final class CardTableView<Face: Hashable & Sendable> {
    let root = Overlay()
    private let felt = DrawingArea()
    private let scroller = ScrolledWindow()
    private let layer = Fixed()

    private let grid: GridLayout
    private let paint: CardWidget<Face>.Painter
    private var widgets: [Int: CardWidget<Face>] = [:]
    /// Card ids in grid order.
    private(set) var order: [Int] = []
    private var area = Size.zero
    private(set) var arrangement: GridLayout.Arrangement?

    /// The player chose the card with this id.
    var onChoose: (@MainActor (Int) -> Void)?

    init(aspectRatio: Double, minimumCardWidth: Double, paint: @escaping CardWidget<Face>.Painter) {
        grid = GridLayout(aspectRatio: aspectRatio, spacingFraction: 0.07, minimumCellWidth: minimumCardWidth)
        self.paint = paint
        felt.addCSSClass("felt")
        felt.hexpand = true
        felt.vexpand = true
        felt.setDraw { cairo, width, height in
            TableFelt.draw(on: Canvas(cairo: cairo), size: Size(width: width, height: height))
        }
        felt.onResize { [weak self] width, height in
            self?.area = Size(width: Double(width), height: Double(height))
            self?.layOut()
        }
        scroller.child = layer
        root.child = felt
        root.addOverlay(scroller)
    }

    /// Shows `cards` in grid order: new cards get widgets, departed ones lose theirs, and every
    /// card is placed in its grid cell.
    func show(_ cards: [TableCard<Face>]) {
        let ids = Set(cards.map(\.id))
        for (id, widget) in widgets where !ids.contains(id) {
            layer.remove(widget.button)
            widgets[id] = nil
        }
        for card in cards {
            if let widget = widgets[card.id] {
                widget.update(card)
            } else {
                let widget = CardWidget(card, paint: paint)
                widget.button.onClicked { [weak self] in self?.onChoose?(card.id) }
                layer.put(widget.button, x: 0, y: 0)
                widgets[card.id] = widget
            }
        }
        order = cards.map(\.id)
        layOut()
    }

    /// Places every card in its cell for the current size.
    private func layOut() {
        guard area.width > 0, area.height > 0 else { return }
        let arrangement = grid.arrange(order.count, in: area)
        self.arrangement = arrangement
        layer.setSizeRequest(width: -1, height: arrangement.scrolls ? Int(arrangement.contentSize.height.rounded(.up)) : -1)
        for (id, frame) in zip(order, arrangement.frames) {
            guard let widget = widgets[id] else { continue }
            widget.button.setSizeRequest(width: Int(frame.width.rounded()), height: Int(frame.height.rounded()))
            layer.place(widget.button, x: frame.minX.rounded(), y: frame.minY.rounded(),
                        width: frame.width.rounded(), height: frame.height.rounded())
        }
    }

    // MARK: Keyboard

    /// The grid position of the card with the keyboard focus, if one has it.
    var focusedPosition: Int? {
        order.firstIndex { widgets[$0]?.button.hasFocus == true }
    }

    func focusCard(at position: Int) {
        guard order.indices.contains(position) else { return }
        widgets[order[position]]?.button.grabFocus()
    }

    /// Moves the focus one card in `direction`, or onto the first card if none has it.
    func moveFocus(_ direction: TableFocus.Direction) {
        guard !order.isEmpty else { return }
        guard let position = focusedPosition else { return focusCard(at: 0) }
        focusCard(at: TableFocus.move(from: position, direction, columns: arrangement?.columns ?? 1, count: order.count))
    }

    /// The on-screen frame of the card with `id`, in the table's coordinates (for tests and
    /// animation).
    func frame(ofCard id: Int) -> Rect? {
        guard let position = order.firstIndex(of: id), let arrangement, arrangement.frames.indices.contains(position) else { return nil }
        return arrangement.frames[position]
    }
}
