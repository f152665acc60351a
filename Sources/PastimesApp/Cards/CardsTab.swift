import CardArt
import CardTable
import GameSupport
import GtkKit
import MatchingCore
import MatchingFeature
import Localization

/// The Cards tab: the playing-card matching game on the generic card-game page. Cards are dealt
/// face down and turn over when chosen; its own controls are the match mode and Re-deal.
@MainActor
final class CardsTab: GameTab {
    let model: MatchingTableModel
    private let page: CardGamePage<PlayingCardFace>
    var table: CardTableView<PlayingCardFace> { page.table }
    private let twoCards = ToggleButton(label: tr("2 Cards"))
    private let threeCards = ToggleButton(label: tr("3 Cards"))
    private let redealButton = Button(label: tr("Re-deal"))
    /// Asks the player before a mode change throws away a game under way.
    var replaceGame: GameReplacer?
    private var showingMode: MatchingGame.Mode?
    /// Called when the game on the table changes mode (the preference follows).
    var onModeChosen: (@MainActor (MatchingGame.Mode) -> Void)?

    var root: Widget { page.root }

    init(model: MatchingTableModel, context: TableContext) {
        self.model = model
        let modes = Box(.horizontal)
        modes.addCSSClass("linked")
        threeCards.join(twoCards)
        for button in [twoCards, threeCards] { button.letLabelWrap() }
        modes.append(twoCards)
        modes.append(threeCards)
        twoCards.tooltip = tr("Match pairs of cards")
        threeCards.tooltip = tr("Match three cards at a time")
        redealButton.addCSSClass("suggested-action")
        redealButton.tooltip = AppCommands.newGame.tooltip(tr("Deal new cards"))
        page = CardGamePage(aspectRatio: PlayingCardArt.aspectRatio, minimumCardWidth: 64, controls: [redealButton], modeControls: [modes],
                            context: context) { [sprites = context.sprites] side, mark, bounds, canvas, scale in
            let card = CardBody.cardRect(in: bounds)
            guard case .face(let face) = side, face.isFaceUp else { return CardBack.draw(card, on: canvas, sprites: sprites, scale: scale) }
            PlayingCardArt.draw(face.card, in: card, on: canvas, sprites: sprites, scale: scale)
            CardBody.drawHighlight(mark, around: card, on: canvas)
        }
        page.table.turnsOver = { old, new in old.isFaceUp != new.isFaceUp }
        page.onChoose = { [weak model] id in model?.choose(cardID: id) }
        page.onCommand = { [weak model] command in model?.perform(command) ?? false }
        page.gameOver.button.onClicked { [weak model] in model?.redeal() }
        page.gameOver.otherButton.onClicked { [weak self] in
            guard let self else { return }
            self.choose(self.model.game.mode == .twoCards ? .threeCards : .twoCards)
        }
        // Re-deal is New Game: asked about first, like every tab's.
        redealButton.actionName = AppCommands.newGame.detailedAction
        twoCards.onToggled { [weak self] in self?.modeToggled(.twoCards, self?.twoCards) }
        threeCards.onToggled { [weak self] in self?.modeToggled(.threeCards, self?.threeCards) }
        model.onChange = { [weak self] in self?.render() }
        render()
    }

    private func render() {
        let presentation = model.presentation
        page.render(presentation.table, canDeal: false)
        page.gameOver.offerOther(presentation.table.gameOver == nil ? nil
                                 : (presentation.mode == .twoCards ? tr("Play With 3 Cards") : tr("Play With 2 Cards")))
        if case .mismatched? = model.latestChoice { page.table.shake(model.latestChoiceIDs) }
        if showingMode != presentation.mode {
            showingMode = presentation.mode
            (presentation.mode == .twoCards ? twoCards : threeCards).isActive = true
            onModeChosen?(presentation.mode)
        }
        onStateChanged?()
    }

    /// Chooses `mode` as its button would (the Preferences window).
    func choose(_ mode: MatchingGame.Mode) { (mode == .twoCards ? twoCards : threeCards).isActive = true }

    /// The player picked a mode: a new deal in it, after asking if a game is under way.
    private func modeToggled(_ mode: MatchingGame.Mode, _ button: ToggleButton?) {
        guard button?.isActive == true, mode != model.game.mode else { return }
        let revert: @MainActor () -> Void = { [weak self] in
            guard let self else { return }
            (self.model.game.mode == .twoCards ? self.twoCards : self.threeCards).isActive = true
        }
        let start: @MainActor () -> Void = { [weak self] in self?.model.redeal(mode: mode) }
        if let replaceGame { replaceGame(start, revert) } else { start() }
    }

    // MARK: GameTab


    var kind: GameKind { .cards }

    var hasProgress: Bool { model.hasProgress }
    var canStartNewGame: Bool { true }
    func startNewGame() { model.redeal() }
    var canRestart: Bool { model.canRestart }
    func restart() { model.restart() }
    func setAway(_ away: Bool) {}
    var onStateChanged: (@MainActor () -> Void)?
    static var menuItems: [MenuItem] { [AppCommands.newGame.menuItem, AppCommands.restart.menuItem] }

    func handleKey(_ key: Key) -> Bool { page.handleKey(key) }
    func willShow(inWidth width: Int) { page.fitBar(to: width) }
    var noticeArea: ToastOverlay? { page.notices }
}
