import CardArt
import CardTable
import GameSupport
import GtkKit
import MainLoop
import SetCore
import SetFeature
import SetTogether
import SetStyle
import Localization

/// The Set tab: the generic card-game page with Set's faces, its mode menu, Hint and Deal 3
/// More Cards buttons, the two players' Set! buttons, and its keys. The rules live in SetCore,
/// the presentation in SetFeature.
@MainActor
final class SetTab: GameTab {
    /// What the tab plays, solo or together: the one owner of that switch.
    let games: SetTabGames
    private let page: CardGamePage<ThemedSetFace>
    private let modeButton: MenuButton
    /// The mode menu's last section: for a host, "Remove …" for each player still in the game.
    private let removeMenu = Menu()
    private var removable: [(id: PlayerID, name: String)] = []
    private let hintButton = Button(label: tr("Hint"))
    private let dealButton = Button(label: tr("Deal 3 More Cards"))
    private let claimButtons = [Button(label: tr("Player 1")), Button(label: tr("Player 2"))]
    /// Repeats while the screen changes with time alone (clocks, the computer, a claim).
    private var clock: Timeout?
    /// The player whose Shift key was the last key pressed, if it was a Shift key.
    private var shiftCalls = ShiftCalls()
    private var driver: SetTableDriver { games.driver }
    /// The lobby of a Together game, made the first time one is shown: its fifty-odd widgets
    /// are no part of a solo game's start.
    private var togetherCover: TogetherCover?
    /// A Together game's changes wait for the next frame, which draws the latest of them.
    private let nextFrame = AnimationTicker()
    private var frameFallback: Timeout?
    private let scheduler: any Scheduler

    /// Opens the review of the game just finished.
    var onReview: (@MainActor (SetReview) -> Void)?

    var root: Widget { page.root }
    var table: CardTableView<ThemedSetFace> { page.table }

    init(games: SetTabGames, context: TableContext, scheduler: any Scheduler = GLibScheduler.main) {
        self.games = games
        self.scheduler = scheduler
        modeButton = MenuButton(label: games.solo.mode.title, menu: Self.modeMenu(removing: removeMenu))
        modeButton.tooltip = tr("Choose how to play: solo variants, challenges and opponents")
        // Not the suggested style: dealing while a Set shows costs points, so it is not always right.
        modeButton.opensUpwards()
        hintButton.tooltip = AppCommands.hint.tooltip(tr("Show one card of a Set"))
        // Dealt three at a time: three rows (or columns) that grow by a column of three, as Set is
        // laid out on a table, wherever that keeps the cards within a few per cent of their largest.
        page = CardGamePage(aspectRatio: SetCardArt.aspectRatio, minimumCardWidth: 64, lines: 3,
                            controls: [hintButton, dealButton], modeControls: [modeButton] + claimButtons, context: context,
                            paint: Self.painter(sprites: context.sprites))
        page.table.arrivalsTurnOver = true
        page.onChoose = { [weak self] id in self?.driver.choose(cardID: id) }
        page.onCommand = { [weak self] command in self?.driver.perform(command) ?? false }
        page.dealsOnDemand = true
        page.paused.onButton = { [weak games] in games?.resume() }
        page.gameOver.onButton = { [weak self] in self?.startNewGame() }
        page.gameOver.onOther = { [weak self] in self?.modeButton.popup() }
        page.gameOver.onCopied = { [weak page] line in page?.showPassing(fillIn(tr("Copied: %1$@"), line)) }
        page.gameOver.onReview = { [weak self] in
            guard let self, let review = self.games.review else { return }
            self.onReview?(review)
        }
        dealButton.onClicked { [weak self] in self?.driver.dealThreeMore() }
        hintButton.onClicked { [weak self] in self?.driver.hint() }
        for player in SetDuel.Player.allCases {
            let button = claimButtons[player.rawValue]
            button.tooltip = player == .one ? tr("Player 1 calls Set (Left Shift)") : tr("Player 2 calls Set (Right Shift)")
            button.setAccessibleLabel(fillIn(tr("%1$@ calls Set"), player.name))
            button.onClicked { [weak self] in self?.driver.claim(by: player) }
        }
        games.onChange = { [weak self] in self?.driverChanged() }
        games.solo.onNotice = { [weak page] message in page?.showPassing(message) }
        render()
    }

    /// The modes, grouped as a player thinks of them; each item sets `app.set-mode`. Games with
    /// other computers open a dialog first.
    private static func modeMenu(removing: Menu) -> Menu {
        let menu = Menu()
        for (title, modes) in SetMode.groups {
            let section = Menu()
            for mode in modes { section.append(mode.title, action: AppCommands.setMode.detailedAction(mode.id)) }
            menu.appendSection(title, section)
        }
        let together = Menu()
        for command in [AppCommands.hostGame, AppCommands.joinGame, AppCommands.invitePlayers, AppCommands.leaveGame] {
            together.append(command.menuLabel, action: command.detailedAction)
        }
        menu.appendSection(tr("Together"), together)
        menu.appendSection(removing)
        return menu
    }

    // MARK: Drawing

    /// How a Set card is drawn on any table (the game's, a review's): its back, or its paper,
    /// face and mark.
    static func painter(sprites: SpriteCache) -> CardDrawing<ThemedSetFace>.Painter {
        { side, mark, bounds, canvas, scale in
            let card = CardBody.cardRect(in: bounds)
            guard case .face(let themed) = side else { return CardBack.draw(card, on: canvas, sprites: sprites, scale: scale) }
            CardBody.drawPaper(card, on: canvas, sprites: sprites, scale: scale)
            SetCardArt.drawFace(themed.face, theme: themed.theme, in: card, on: canvas, sprites: sprites, scale: scale)
            CardBody.drawHighlight(mark, around: card, on: canvas)
        }
    }

    /// A driver whose changes come faster than frames (the network) is drawn once per frame,
    /// with its latest state (and, in a window whose frames have stopped, minimised, a tenth of
    /// a second later); the solo game at once.
    private func driverChanged() {
        guard driver.changesOftenerThanFrames else { return render() }
        guard !nextFrame.isRunning else { return }
        nextFrame.start(on: root) { [weak self] _ in
            self?.renderWaitingChange()
            return false
        }
        frameFallback = scheduler.after(0.1) { [weak self] in self?.renderWaitingChange() }
    }

    private func renderWaitingChange() {
        nextFrame.stop()
        frameFallback?.cancel()
        render()
    }

    private func showLobby(_ cover: SetPresentation.Cover?) {
        guard let cover else {
            togetherCover?.show(nil)
            return
        }
        (togetherCover ?? makeLobby()).show(cover)
    }

    private func makeLobby() -> TogetherCover {
        let lobby = TogetherCover()
        page.addCover(lobby.root)
        lobby.startButton.onClicked { [weak games] in games?.together?.start() }
        lobby.leaveButton.onClicked { [weak games] in games?.leaveTogether() }
        lobby.onRemove = { [weak games] player in games?.remove(player) }
        lobby.backButton.onClicked { [weak games] in games?.showInvitation(false) }
        page.onFitted = { [weak lobby] width in lobby?.fit(width: width) }
        if page.tableWidth > 0 { lobby.fit(width: page.tableWidth) }
        togetherCover = lobby
        return lobby
    }

    private func render() {
        let shown = games.presentation
        page.render(shown.table, canDeal: shown.canDeal)
        // A Together game ends for everyone at once: its lobby offers what comes next.
        page.gameOver.offerOther(shown.table.gameOver == nil || games.isTogether ? nil : tr("Other Modes…"))
        page.gameOver.offersReview = shown.table.gameOver != nil && games.hasReview
        if !shown.shakes.isEmpty { page.table.shake(shown.shakes) }
        showLobby(shown.cover)
        listRemovablePlayers()
        modeButton.label = shown.modeTitle
        modeButton.setAccessibleLabel(fillIn(tr("Mode: %1$@"), shown.modeTitle))
        dealButton.isSensitive = shown.canDeal
        dealButton.isVisible = shown.showsDeal
        hintButton.isVisible = shown.showsHint
        hintButton.isSensitive = shown.canHint
        for button in claimButtons {
            button.isVisible = shown.showsClaims
            button.isSensitive = shown.canClaim
        }
        page.cover(shown.isCovered)
        keepClockRunning()
        onStateChanged?()
    }

    /// The host removes players during the game from the mode menu (in the lobby, beside
    /// their names too); the items follow who is still in the game.
    private func listRemovablePlayers() {
        let players = games.removablePlayers
        // By number and name: a number freed in the game (a watcher gone) may be someone else's next.
        guard !players.elementsEqual(removable, by: ==) else { return }
        removable = players
        removeMenu.removeAll()
        for player in players {
            removeMenu.append(fillIn(tr("Remove %1$@"), player.name), action: AppCommands.removePlayer.detailedAction(String(player.id)))
        }
    }

    private func keepClockRunning() {
        guard driver.runsAgainstTheClock, !games.isPaused else {
            clock?.cancel()
            clock = nil
            return
        }
        guard clock?.isPending != true else { return }
        clock = scheduler.after(0.25) { [weak self] in
            self?.clock = nil
            self?.driver.tick()
            self?.keepClockRunning()
        }
    }

    // MARK: GameTab


    var kind: GameKind { .set }
    var helpPage: String { driver.helpPage }

    var hasProgress: Bool { games.hasProgress }
    var canStartNewGame: Bool { true }
    /// A new solo game; in a Together game, New Game leaves it for the solo game.
    func startNewGame() { games.startNewGame() }
    var canRestart: Bool { games.canRestart }
    func restart() { games.restart() }

    var offersHint: Bool { driver.offersHint }
    var offersUndo: Bool { driver.offersUndo }
    var canPause: Bool { driver.canPause }
    func togglePause() { games.togglePause() }
    func setAway(_ away: Bool) { games.setAway(away) }
    var onStateChanged: (@MainActor () -> Void)?

    static var menuItems: [MenuItem] {
        let themes = SetTheme.allCases.map { MenuItem($0.menuLabel, action: AppCommands.setTheme.detailedAction($0.rawValue)) }
        return [
            AppCommands.newGame.menuItem, AppCommands.restart.menuItem, AppCommands.pause.menuItem, AppCommands.revealSet.menuItem,
            MenuItem(tr("Set _Cards"), submenu: themes + [AppCommands.setCount.menuItem]),
            AppCommands.raceGhost.menuItem, AppCommands.exportDeck.menuItem,
        ]
    }

    func hint() { driver.hint() }
    func undo() { games.undo() }
    func redo() { games.redo() }

    func willShow(inWidth width: Int) { page.fitBar(to: width) }
    var noticeArea: ToastOverlay? { page.notices }

    func handleKey(_ key: Key) -> Bool {
        shiftCalls.pressed(Self.callKey(key))
        return page.handleKey(key)
    }

    /// A Shift let go right after it was pressed is a player's call (see ShiftCalls).
    func handleKeyRelease(_ key: Key) {
        if let player = shiftCalls.released(Self.callKey(key)) { driver.claim(by: player) }
    }

    private static func callKey(_ key: Key) -> ShiftCalls.Key {
        switch key.name {
        case .leftShift?: .leftShift
        case .rightShift?: .rightShift
        default: .other
        }
    }
}

private extension SetTheme {
    /// The theme's menu item, with an access key unique in the Set Cards submenu.
    var menuLabel: String {
        switch self {
        case .classic: trc("Set Cards submenu", "_Classic")
        case .glyphs: trc("Set Cards submenu", "_Glyphs")
        case .colourBlind: trc("Set Cards submenu", "C_olour-blind Friendly")
        }
    }
}
