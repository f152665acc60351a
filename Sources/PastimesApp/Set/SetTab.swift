import CardArt
import CardTable
import GameSupport
import GtkKit
import SetCore
import SetFeature
import SetStyle

/// The Set tab: the generic card-game page with Set's faces, its Hint and Deal 3 More Cards
/// buttons, and its keys. The rules live in SetCore, the presentation in SetFeature.
@MainActor
final class SetTab: GameTab {
    let model: SetTableModel
    private let page: CardGamePage<SetFace>
    private let hintButton = Button(label: "Hint")
    private let dealButton = Button(label: "Deal 3 More Cards")

    var root: Widget { page.root }
    var table: CardTableView<SetFace> { page.table }
    var cardCount: Int { page.table.order.count }

    init(model: SetTableModel) {
        self.model = model
        dealButton.addCSSClass("suggested-action")
        hintButton.tooltip = "Show one card of a Set (Ctrl+H)"
        page = CardGamePage(aspectRatio: SetCardArt.aspectRatio, minimumCardWidth: 64, controls: [hintButton, dealButton]) {
            side, mark, bounds, canvas, scale in
            let card = CardBody.cardRect(in: bounds)
            guard case .face(let face) = side else { return CardBack.draw(card, on: canvas) }
            CardBody.drawPaper(card, on: canvas, sprites: .shared, scale: scale)
            SetCardArt.drawFace(face, in: card, on: canvas, sprites: .shared, scale: scale)
            CardBody.drawHighlight(mark, around: card, on: canvas)
        }
        page.table.arrivalsTurnOver = true
        page.onChoose = { [weak model] id in model?.choose(cardID: id) }
        page.onChoosePosition = { [weak model] position in model?.choose(position: position) }
        page.onEscape = { [weak model] in model?.clearSelection() }
        page.onDeck = { [weak model] in model?.dealThreeMore() }
        page.shiftCommands = ["d": { [weak model] in model?.dealThreeMore() }, "s": { [weak model] in model?.shuffle() }]
        page.gameOver.newGameButton.onClicked { [weak model] in model?.newGame() }
        dealButton.onClicked { [weak model] in model?.dealThreeMore() }
        hintButton.onClicked { [weak model] in model?.hint() }
        model.onChange = { [weak self] in self?.render() }
        render()
    }

    private func render() {
        let presentation = model.presentation
        page.render(presentation.table(status: model.status), canDeal: presentation.canDeal)
        if model.lastMove == .foundNonSet {
            page.table.shake(presentation.cards.filter { $0.mark == .mismatched }.map(\.id))
        }
        dealButton.isSensitive = presentation.canDeal
        hintButton.isSensitive = presentation.canHint
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

    func handleKey(_ key: Key) -> Bool { page.handleKey(key) }
}
