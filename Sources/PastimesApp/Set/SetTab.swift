import CardArt
import CardTable
import GameSupport
import GtkKit
import SetCore
import SetFeature
import SetStyle

/// The Set tab: the table, the piles, the score and the controls. It draws what the view model
/// presents and forwards what the player does; the rules live in SetCore.
@MainActor
final class SetTab: GameTab {
    let root = Overlay()
    private let page = Box(.vertical)
    let model: SetTableModel
    private let table: CardTableView<SetFace>
    private let deckPile: PileView
    private let discardPile: PileView
    private let deckButton = Button()
    private let scoreLabel = Label()
    private let deckLabel = Label()
    private let statusLabel = Label()
    private let hintButton = Button(label: "Hint")
    private let dealButton = Button(label: "Deal 3 More Cards")
    private let gameOver = GameOverPanel()
    private var lastTaken: [SetFace] = []

    init(model: SetTableModel) {
        self.model = model
        table = CardTableView(aspectRatio: SetCardArt.aspectRatio, minimumCardWidth: 64) { side, mark, bounds, canvas, scale in
            let card = CardBody.cardRect(in: bounds)
            guard case .face(let face) = side else { return CardBack.draw(card, on: canvas) }
            CardBody.drawPaper(card, on: canvas, sprites: .shared, scale: scale)
            SetCardArt.drawFace(face, in: card, on: canvas, sprites: .shared, scale: scale)
            CardBody.drawHighlight(mark, around: card, on: canvas)
        }
        table.arrivalsTurnOver = true
        deckPile = PileView(aspectRatio: SetCardArt.aspectRatio, height: 44) { card, canvas in CardBack.draw(card, on: canvas) }
        discardPile = PileView(aspectRatio: SetCardArt.aspectRatio, height: 44) { _, _ in }
        discardPile.paintTop = { [weak self] card, canvas in self?.paintDiscard(card, on: canvas) }
        buildLayout()
        bindControls()
        model.onChange = { [weak self] in self?.render() }
        render()
    }

    private func buildLayout() {
        let tableArea = Overlay()
        tableArea.child = table.root
        tableArea.addOverlay(gameOver.root)
        tableArea.vexpand = true

        deckButton.child = deckPile.drawing
        deckButton.hasFrame = false
        deckButton.addCSSClass("pile")
        discardPile.drawing.setAccessibleLabel("Discard pile")

        // Numbers and what just happened, above the controls; every row fits a phone's width.
        scoreLabel.addCSSClass("score")
        scoreLabel.useTabularFigures()
        deckLabel.addCSSClass("dim-label")
        deckLabel.useTabularFigures()
        let numbers = Box(.horizontal, spacing: 12)
        numbers.halign = .center
        numbers.append(scoreLabel)
        numbers.append(deckLabel)

        statusLabel.addCSSClass("status-line")
        statusLabel.wraps = true
        statusLabel.justification = .center

        dealButton.addCSSClass("suggested-action")
        dealButton.valign = .center
        hintButton.valign = .center
        hintButton.tooltip = "Show one card of a Set (Ctrl+H)"
        let controls = Box(.horizontal, spacing: 6)
        controls.halign = .center
        controls.append(deckButton)
        controls.append(hintButton)
        controls.append(dealButton)
        controls.append(discardPile.drawing)

        let bar = Box(.vertical, spacing: 4)
        bar.addCSSClass("game-bar")
        bar.append(numbers)
        bar.append(statusLabel)
        bar.append(controls)

        page.append(tableArea)
        page.append(bar)
        root.child = page
        root.addOverlay(table.flightLayer)
        table.deckPile = deckButton
        table.discardPile = discardPile.drawing
    }

    private func bindControls() {
        table.onChoose = { [weak self] id in self?.model.choose(cardID: id) }
        dealButton.onClicked { [weak self] in self?.model.dealThreeMore() }
        deckButton.onClicked { [weak self] in self?.model.dealThreeMore() }
        hintButton.onClicked { [weak self] in self?.model.hint() }
        gameOver.newGameButton.onClicked { [weak self] in self?.model.newGame() }
    }

    /// Redraws everything from the view model's presentation.
    private func render() {
        let presentation = model.presentation
        table.show(presentation.cards)
        scoreLabel.text = presentation.scoreText
        deckLabel.text = "\(presentation.deckText) · \(presentation.setsFound) found"
        statusLabel.text = model.status
        dealButton.isSensitive = presentation.canDeal
        deckButton.isSensitive = presentation.canDeal
        hintButton.isSensitive = presentation.canHint
        deckPile.update(count: presentation.deckCount)
        deckButton.setAccessibleLabel("Deck, \(presentation.deckText)")
        deckButton.tooltip = presentation.canDeal ? "Deal 3 more cards (Shift+D)" : "The deck is empty"
        discardPile.update(count: presentation.discardCount)
        if presentation.lastSetTaken != lastTaken {
            lastTaken = presentation.lastSetTaken
            discardPile.redraw()
        }
        gameOver.show(presentation.gameOver)
    }

    /// The last Set taken, fanned on top of the discard pile.
    private func paintDiscard(_ card: Rect, on canvas: Canvas) {
        for (index, face) in lastTaken.enumerated() {
            let shifted = Rect(x: card.minX - Double(2 - index) * 3, y: card.minY + Double(2 - index) * 2,
                               width: card.width, height: card.height)
            CardBody.drawPaper(shifted, on: canvas)
            SetCardArt.drawFace(face, in: shifted, on: canvas)
        }
    }

    // MARK: GameTab

    var title: String { "Set" }

    var howToPlay: String {
        """
        Find three cards that make a Set: for each of number, colour, shading and shape, the \
        three cards are all the same or all different. Choose cards with the mouse or the keys \
        1 2 3, q w e, a s d, z x c…; Deal 3 More Cards when you see no Set.

        Scoring

        """ + SetScoring.standard.rules.map { "• " + $0 }.joined(separator: "\n")
    }

    func newGame(confirming confirm: (@escaping @MainActor () -> Void) -> Void) {
        if model.hasProgress { confirm { [weak self] in self?.model.newGame() } } else { model.newGame() }
    }

    func hint() { model.hint() }

    func handleKey(_ key: Key) -> Bool {
        if key.control || key.alt { return false }
        switch key.name {
        case .escape: model.clearSelection(); return true
        case .left: table.moveFocus(.left); return true
        case .right: table.moveFocus(.right); return true
        case .up: table.moveFocus(.up); return true
        case .down: table.moveFocus(.down); return true
        default: break
        }
        guard let character = key.character else { return false }
        if key.shift {
            switch character {
            case "d": model.dealThreeMore(); return true
            case "s": model.shuffle(); return true
            default: return false
            }
        }
        guard let position = TableKeys.position(for: character) else { return false }
        model.choose(position: position)
        return true
    }
}
