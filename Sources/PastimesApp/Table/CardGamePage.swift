import CardArt
import CardTable
import GameSupport
import GtkKit
import Localization

/// A card game's tab, whatever the game: the table, and under it one bar in GNOME's manner (how
/// the game is played at the start, the score and what just happened in the middle, the deck,
/// the game's actions and the discard pile at the end; in two rows or stacked when the window
/// is too narrow for one), and a panel when the game is over. A game supplies only what differs: how a
/// card looks, its controls, and what the player's actions do.
@MainActor
final class CardGamePage<Face: Hashable & Sendable> {
    let root = Overlay()
    let table: CardTableView<Face>
    private let deckPile: PileView
    private let discardPile: PileView
    private let deckButton = Button()
    private let scoreLabel = Label()
    private let detailLabel = Label()
    private let statusLabel = Label()
    private let sidelineLabel = Label()
    private let tableArea = Overlay()
    /// Passing messages and the window's notices, at the foot of the table: the bar under it
    /// stays readable.
    let notices: ToastOverlay
    private let found: FoundGroupsView<Face>
    /// The bar's three parts, and how they are arranged now (nil before the first layout).
    private let bar = Box(.vertical, spacing: 4)
    private let modeRow = Box(.horizontal, spacing: 6)
    private let summary = Box(.vertical, spacing: 2)
    /// The score and the counts beside it, on one line.
    private let numbers = Box(.horizontal, spacing: 12)
    private let actions = Box(.horizontal, spacing: 6)
    private let oneRow = CenterBox()
    /// Where the summary goes when the bar takes two rows: above the mode and the actions.
    private let summaryRow = Box(.vertical)
    private var shape: GameBarShape?
    /// The table's width at the last layout, for fitting the bar again when its parts change
    /// (and a cover made later to the table).
    private(set) var tableWidth = 0
    /// The width the status line's room was last measured for.
    private var statusWidth = 0
    /// After the bar is fitted to the table's width: what else covers the table fits it too.
    var onFitted: (@MainActor (Int) -> Void)?
    /// Whether the bar is to be fitted again after the next layout.
    private var barFitPending = false
    private var hasModeControls = false
    let gameOver = TablePanel.gameOver()
    let paused = TablePanel.paused()
    private let paint: CardDrawing<Face>.Painter
    private let context: TableContext
    /// The serial of the last sound played (each is played once).
    private var soundPlayed: Int?
    private var rendered = false
    private var discardTop: [Face] = []
    private var shownCards: [TableCard<Face>]?

    /// The player clicked the card with this id.
    var onChoose: (@MainActor (Int) -> Void)? {
        get { table.onChoose }
        set { table.onChoose = newValue }
    }
    /// A command for the game, from a key, a gesture or the deck pile; returns whether the game
    /// did something with it (an unused Esc may leave fullscreen). Gathering and spreading the
    /// cards the page does itself.
    var onCommand: (@MainActor (TableCommand) -> Bool)?
    /// Whether the game deals more cards when asked (Set); otherwise the deck is just a pile.
    var dealsOnDemand = false

    /// `controls` sit between the deck and the discard pile; `modeControls` (how the game is
    /// played: a mode menu, players' buttons), if any, open the bar.
    init(aspectRatio: Double, minimumCardWidth: Double, lines: Int? = nil, controls: [Widget], modeControls: [Widget] = [],
         context: TableContext, paint: @escaping CardDrawing<Face>.Painter) {
        self.paint = paint
        self.context = context
        table = CardTableView(aspectRatio: aspectRatio, minimumCardWidth: minimumCardWidth, lines: lines, context: context, paint: paint)
        deckPile = PileView(aspectRatio: aspectRatio, height: 44) { card, canvas in CardBack.draw(card, on: canvas) }
        discardPile = PileView(aspectRatio: aspectRatio, height: 44) { _, _ in }
        found = FoundGroupsView(aspectRatio: aspectRatio, paint: paint)
        notices = ToastOverlay(child: tableArea)
        discardPile.paintTop = { [weak self] card, canvas in self?.paintDiscard(card, on: canvas) }
        build(controls: controls, modeControls: modeControls)
        deckButton.onClicked { [weak self] in _ = self?.perform(.dealThreeMore) }
        table.onCommand = { [weak self] command in _ = self?.perform(command) }
    }

    /// Covers the table area with a game's own panel (shown and hidden by the game).
    func addCover(_ cover: Widget) { tableArea.addOverlay(cover) }

    private func build(controls: [Widget], modeControls: [Widget]) {
        tableArea.child = table.root
        tableArea.addOverlay(paused.root)
        tableArea.vexpand = true

        deckButton.child = deckPile.drawing
        deckButton.hasFrame = false
        deckButton.addCSSClass("pile")
        discardPile.drawing.setAccessibleLabel(tr("Discard pile"))

        // The score and what just happened: the middle of the bar.
        scoreLabel.addCSSClass("score")
        scoreLabel.useTabularFigures()
        // Four players' scores take lines of their own rather than the window's width.
        scoreLabel.wraps = true
        scoreLabel.justification = .center
        detailLabel.addCSSClass("dim-label")
        detailLabel.useTabularFigures()
        // The counts take a second line rather than width in a phone-sized window.
        detailLabel.wraps = true
        detailLabel.justification = .center
        numbers.halign = .center
        numbers.append(scoreLabel)
        numbers.append(detailLabel)

        statusLabel.addCSSClass("status-line")
        statusLabel.wraps = true
        statusLabel.justification = .center

        sidelineLabel.wraps = true
        sidelineLabel.justification = .center
        sidelineLabel.useTabularFigures()
        sidelineLabel.isVisible = false

        summary.valign = .center
        summary.append(numbers)
        summary.append(statusLabel)
        summary.append(sidelineLabel)

        // The deck, the game's actions and the discard pile: the end of the bar.
        actions.append(deckButton)
        for control in controls {
            control.valign = .center
            (control as? Button)?.letLabelWrap()   // a long translation takes two lines, not more width
            actions.append(control)
        }
        actions.append(discardPile.drawing)
        actions.valign = .center

        hasModeControls = !modeControls.isEmpty
        for control in modeControls {
            control.valign = .center
            (control as? Button)?.letLabelWrap()
            modeRow.append(control)
        }
        modeRow.valign = .center

        bar.addCSSClass("game-bar")
        arrangeBar(.column)
        table.onWidthChanged = { [weak self] width in
            // Moving widgets while GTK allocates sizes would upset it: once it has, in this frame
            // (so the bar is fitted in the layout that found the width, not a frame later).
            self?.table.frames.afterLayout { self?.fitBar(to: width) }
        }

        let page = Box(.vertical)
        notices.vexpand = true
        page.append(notices)
        found.drawing.isVisible = false
        page.append(found.drawing)
        page.append(gameOver.root)
        page.append(bar)
        root.child = page
        root.addOverlay(table.flightLayer)
        table.deckPile = deckButton
        table.discardPile = discardPile.drawing
    }

    /// Lays the bar out in the fewest rows that fit the table's width (`GameBarShape`): at
    /// each layout, and before the page is shown again at a width it was not laid out for.
    func fitBar(to width: Int) {
        tableWidth = width
        guard width > 0 else { return }
        onFitted?(width)
        let mode = hasModeControls ? modeRow.naturalWidth : nil, actionsWidth = actions.naturalWidth
        let fitting = GameBarShape.fitting(width: width, mode: mode, actions: actionsWidth, numbers: numbers.naturalWidth)
        if fitting != shape { arrangeBar(fitting) }
        let middle = Double(fitting.middleWidth(width: width, mode: mode, actions: actionsWidth))
        for label in [statusLabel, sidelineLabel, scoreLabel, detailLabel] {
            let characters = max(12, Int(middle / label.characterWidth))
            if label.maximumWidthInCharacters != characters { label.maximumWidthInCharacters = characters }
        }
        // What just happened takes a line or more (a new game's instructions): room for two is
        // kept at each width, and for more once a longer message has needed it, so that the
        // cards above do not move with every message.
        if width != statusWidth {
            statusWidth = width
            statusLabel.reserveLines(2)
        }
    }

    /// The mode and the actions stay where they are (an open mode menu stays open): one row
    /// turns into a column, mode on top, the score and status under it, then the actions; only
    /// the score and status, which hold nothing to open, move out above for two rows.
    private func arrangeBar(_ shape: GameBarShape) {
        if self.shape == nil {
            oneRow.place(start: hasModeControls ? modeRow : nil, center: summary, end: actions)
            bar.append(summaryRow)
            bar.append(oneRow)
        }
        if shape == .twoRows, self.shape != .twoRows {
            oneRow.placeCenter(nil)
            summaryRow.append(summary)
        } else if shape != .twoRows, self.shape == .twoRows {
            summaryRow.remove(summary)
            oneRow.placeCenter(summary)
        }
        self.shape = shape
        summaryRow.isVisible = shape == .twoRows
        oneRow.isVertical = shape == .column
        modeRow.halign = shape == .column ? .center : .start
        actions.halign = shape == .column ? .center : .end
        switch shape {
        case .oneRow: summary.setMargins(top: 0, bottom: 0, start: 12, end: 12)
        case .twoRows: summary.setMargins(top: 2, bottom: 0, start: 0, end: 0)
        case .column: summary.setMargins(top: 4, bottom: 4, start: 0, end: 0)
        }
    }

    /// Shows `presentation`; `canDeal` says whether clicking the deck deals.
    func render(_ presentation: TablePresentation<Face>, canDeal: Bool) {
        // A clock ticking in the labels must not disturb cards on their way somewhere.
        if presentation.cards != shownCards {
            shownCards = presentation.cards
            table.show(presentation.cards)
        }
        // A sound is for what just happened: not for the table as it was before the page was shown.
        if let sound = presentation.sound, sound.serial != soundPlayed {
            if rendered { context.sounds?.play(sound.kind) }
            soundPlayed = sound.serial
        }
        rendered = true
        scoreLabel.text = wrappingOnlyBetweenParts(presentation.scoreText)
        detailLabel.text = wrappingOnlyBetweenParts(presentation.detailText)
        // A move's own line overtakes the passing answer to the command before it ("Redone.").
        if presentation.status != statusLabel.text { notices.dismissPassing() }
        statusLabel.text = presentation.status
        // The end panel says how the game went; the status line would only repeat it.
        statusLabel.isVisible = presentation.gameOver == nil
        sidelineLabel.text = presentation.sideline
        sidelineLabel.isVisible = !presentation.sideline.isEmpty
        deckPile.update(count: presentation.deckCount)
        // A game that never deals on demand shows its deck as a plain pile, not a dead button.
        deckButton.isSensitive = !dealsOnDemand || canDeal
        deckPile.isDimmed = !deckButton.isSensitive
        deckButton.canTarget = dealsOnDemand
        deckButton.focusable = dealsOnDemand
        deckButton.setAccessibleLabel(fillIn(trn("Deck, %1$@ card", "Deck, %1$@ cards", presentation.deckCount), presentation.deckCount))
        deckButton.tooltip = canDeal ? AppCommands.dealThreeMore.tooltip : nil
        discardPile.update(count: presentation.discardCount)
        deckButton.isVisible = presentation.showsPiles
        discardPile.drawing.isVisible = presentation.showsPiles
        if presentation.discardTop != discardTop {
            discardTop = presentation.discardTop
            discardPile.redraw()
        }
        found.show(presentation.foundGroups, places: presentation.foundPlaces, description: presentation.foundDescription)
        gameOver.show(presentation.gameOver)
        // What the bar holds may have grown or shrunk (a mode's controls): fit it again once
        // GTK has measured the change, in the frame that shows it (not a frame later).
        if !barFitPending {
            barFitPending = true
            table.frames.afterLayout { [weak self] in
                guard let self else { return }
                self.barFitPending = false
                self.fitBar(to: self.tableWidth)
                self.statusLabel.keepItsHeight()
            }
        }
    }

    /// Says `message` for a moment over the foot of the table, in place of the last one.
    func showPassing(_ message: String) { notices.showPassing(message, seconds: 3) }

    /// Covers the table (and keeps its cards from screen readers) while a raced clock stands still.
    func cover(_ covered: Bool) {
        guard paused.isShown != covered else { return }
        paused.isShown = covered
        table.root.isVisible = !covered
        // Cards on their way from the deck fly above the whole page: hidden too, they land unseen.
        table.flightLayer.isVisible = !covered
    }

    var isCovered: Bool { paused.isShown }

    /// The last cards taken, fanned on top of the discard pile.
    private func paintDiscard(_ card: Rect, on canvas: Canvas) {
        for (index, face) in discardTop.suffix(3).enumerated() {
            let shift = Double(min(2, discardTop.count - 1) - index)
            let shifted = Rect(x: card.minX - shift * 3, y: card.minY + shift * 2, width: card.width, height: card.height)
            paint(.face(face), .none, shifted, canvas, 1)
        }
    }

    /// The keys every card table knows; true when the key was used.
    func handleKey(_ key: Key) -> Bool {
        if key.control || key.alt || isCovered { return false }
        switch key.name {
        case .escape: return perform(.clearChoice)
        case .left: table.moveFocus(.left); return true
        case .right: table.moveFocus(.right); return true
        case .up: table.moveFocus(.up); return true
        case .down: table.moveFocus(.down); return true
        default: break
        }
        guard let character = key.character,
              let command = TableCommand.forKey(character, shift: key.shift, layout: context.keyLayout) else { return false }
        return perform(command)
    }

    private func perform(_ command: TableCommand) -> Bool {
        switch command {
        case .toggleGather:
            table.toggleGather()
            return true
        // Cards in a pile cannot be told apart: a card key spreads them first, and chooses
        // nothing until they are back in their places.
        case .choose where table.isInPile:
            if table.isGathered { table.toggleGather() }
            return true
        default:
            return onCommand?(command) ?? false
        }
    }
}
