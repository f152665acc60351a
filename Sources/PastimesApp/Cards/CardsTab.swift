import CardArt
import CardTable
import GameSupport
import GtkKit
import MatchingCore
import MainLoop
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
    /// Who plays and how large the table is (the preferences, for the next deal).
    private let tableButton = MenuButton(label: "", menu: CardsTab.tableMenu)
    /// The players and table size of the next deal (the preferences).
    var nextTable: @MainActor () -> (MatchingPlayers, MatchingTableSize) = { (.solo, .medium) }
    /// The computer's next card, when the model says it is due.
    private var computerMove: Timeout?
    private let scheduler: any Scheduler
    /// Who plays and the table size the menu button shows.
    private var shownTable: (MatchingPlayers, MatchingTableSize)?
    /// Asks the player before a mode change throws away a game under way.
    var replaceGame: GameReplacer?
    private var showingMode: MatchingGame.Mode?
    /// Called when the game on the table changes mode (the preference follows).
    var onModeChosen: (@MainActor (MatchingGame.Mode) -> Void)?

    var root: Widget { page.root }

    init(model: MatchingTableModel, context: TableContext, scheduler: any Scheduler = GLibScheduler.main) {
        self.model = model
        self.scheduler = scheduler
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
        tableButton.tooltip = tr("Who plays, and how many cards are dealt")
        tableButton.opensUpwards()
        page = CardGamePage(aspectRatio: PlayingCardArt.aspectRatio, minimumCardWidth: 64, controls: [redealButton], modeControls: [modes, tableButton],
                            context: context) { [sprites = context.sprites] side, mark, bounds, canvas, scale in
            let card = CardBody.cardRect(in: bounds)
            guard case .face(let face) = side, face.isFaceUp else { return CardBack.draw(card, on: canvas, sprites: sprites, scale: scale) }
            PlayingCardArt.draw(face.card, in: card, on: canvas, sprites: sprites, scale: scale)
            CardBody.drawHighlight(mark, around: card, on: canvas)
        }
        page.table.turnsOver = { old, new in old.isFaceUp != new.isFaceUp }
        page.onChoose = { [weak model] id in model?.choose(cardID: id) }
        page.onCommand = { [weak model] command in model?.perform(command) ?? false }
        page.gameOver.onButton = { [weak self] in self?.startNewGame() }
        page.gameOver.onOther = { [weak self] in
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
        let table = (model.session.players, model.session.size)
        if shownTable.map({ $0 != table }) ?? true {
            shownTable = table
            tableButton.label = table.0.title
            tableButton.setAccessibleLabel(fillIn(tr("Who plays: %1$@; table: %2$@"), table.0.title, table.1.title))
        }
        scheduleComputersMove()
        if showingMode != presentation.mode {
            showingMode = presentation.mode
            (presentation.mode == .twoCards ? twoCards : threeCards).isActive = true
            onModeChosen?(presentation.mode)
        }
        onStateChanged?()
    }

    /// Wakes the model when the computer's next card is due (it says when: see its pace).
    private func scheduleComputersMove() {
        computerMove?.cancel()
        guard let due = model.computerMoveDue else { return }
        computerMove = scheduler.after(max(0, due - scheduler.now)) { [weak self] in
            // Woken for `due` (GLib's timeouts count whole milliseconds, and may round below it).
            self?.model.advance(to: due)
        }
    }

    /// The menu of who plays and the table size: the preferences' choices.
    private static var tableMenu: Menu {
        let menu = Menu()
        let players = Menu(), sizes = Menu()
        for choice in MatchingPlayers.allCases { players.append(choice.title, action: AppCommands.cardsPlayers.detailedAction(choice.rawValue)) }
        for size in MatchingTableSize.allCases { sizes.append(size.title, action: AppCommands.cardsTableSize.detailedAction(size.rawValue)) }
        menu.appendSection(tr("Who Plays"), players)
        menu.appendSection(tr("Table Size"), sizes)
        return menu
    }

    /// Players or a table size chosen (the preferences): a new deal with them, after asking if
    /// a game is under way; kept for the next deal if the player keeps playing.
    /// `kept` hears the table kept when the player keeps playing the game under way (so the
    /// preference can say what is played).
    func offerTable(players: MatchingPlayers, size: MatchingTableSize,
                    kept: @escaping @MainActor (MatchingPlayers, MatchingTableSize) -> Void = { _, _ in }) {
        guard players != model.session.players || size != model.session.size else { return }
        let start: @MainActor () -> Void = { [weak self] in self?.model.redeal(players: players, size: size) }
        let keep: @MainActor () -> Void = { [weak self] in
            guard let self else { return }
            kept(model.session.players, model.session.size)
        }
        if let replaceGame { replaceGame(start, keep) } else { start() }
    }

    /// Chooses `mode` as its button would (the Preferences window).
    func choose(_ mode: MatchingGame.Mode) { (mode == .twoCards ? twoCards : threeCards).isActive = true }

    /// The player picked a mode: a new deal in it, after asking if a game is under way.
    private func modeToggled(_ mode: MatchingGame.Mode, _ button: ToggleButton?) {
        guard button?.isActive == true, mode != model.game.mode else { return }
        let revert: @MainActor () -> Void = { [weak self] in
            guard let self else { return }
            (self.model.game.mode == .twoCards ? self.twoCards : self.threeCards).isActive = true
            // The preference says what is played again (it may have asked for the other mode).
            onModeChosen?(model.game.mode)
        }
        let start: @MainActor () -> Void = { [weak self] in self?.model.redeal(mode: mode) }
        if let replaceGame { replaceGame(start, revert) } else { start() }
    }

    // MARK: GameTab


    var kind: GameKind { .cards }

    var hasProgress: Bool { model.hasProgress }
    var canStartNewGame: Bool { true }
    func startNewGame() {
        let (players, size) = nextTable()
        model.redeal(players: players, size: size)
    }
    var canRestart: Bool { model.canRestart }
    func restart() { model.restart() }
    func setAway(_ away: Bool) {
        model.setAway(away)
        scheduleComputersMove()
    }
    var onStateChanged: (@MainActor () -> Void)?
    static var menuItems: [MenuItem] { [AppCommands.newGame.menuItem, AppCommands.restart.menuItem] }

    func handleKey(_ key: Key) -> Bool { page.handleKey(key) }
    func willShow(inWidth width: Int) { page.fitBar(to: width) }
    var noticeArea: ToastOverlay? { page.notices }
}
