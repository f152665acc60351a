import CardArt
import GameSupport
import GtkKit
import MainLoop
import Localization

/// The window: a header bar with the tab switcher and the primary menu, the three games as
/// tabs, and the commands every game shares, routed to the tab on show. A tab's game is built
/// the first time the tab is shown, so starting the app costs only the tab in front. The window
/// tells each tab when the player is away from it (another tab, a dialog, the window out of
/// focus or minimised), so that clocks stop.
@MainActor
final class MainWindow {
    /// A tab: its game (which gives its name and look in the switcher), and how to build it.
    struct Page {
        let game: GameKind
        /// The game's own items at the top of the primary menu while the tab is on show.
        let menuItems: [MenuItem]
        let make: @MainActor () -> (tab: any GameTab, root: Widget)
    }

    /// The GTK window whose content and behaviour this is.
    let applicationWindow: ApplicationWindow
    private let stack = ViewStack()
    private let toasts: ToastOverlay
    private var tabs: [GameKind: any GameTab] = [:]
    private var holders: [GameKind: (box: Box, page: Page)] = [:]
    private let application: Application
    private let switcherTitle: ViewSwitcherTitle
    /// The tabs at the bottom of a narrow window: made the first time the window is narrow, since
    /// most windows never are (its buttons were built at every start, for nothing).
    private var switcherBar: ViewSwitcherBar?
    /// The header, the tabs and, once made, the bottom switcher.
    private let content = Box(.vertical)
    private let menuButton: MenuButton
    /// Each tab's primary menu; the menu button shows the one of the tab on show (replacing it
    /// only when the tab changes, since replacing closes an open menu).
    private var menus: [GameKind: Menu] = [:]
    private var menuShown: GameKind?
    private let header = HeaderBar()
    private let newGame: Button
    /// Where the tab on show puts its own buttons at the header's start.
    private let tabStart = Box(.horizontal, spacing: 6)
    /// Below this window width the header keeps its room for the tabs' title and buttons.
    private static let widthForNewGameInWords = 640
    /// Each built tab's buttons in the header bar, shown while it is.
    private var headerParts: [GameKind: [Box]] = [:]
    private let sprites: SpriteCache

    /// Starting a game over one under way: asked first, with `confirm` (a dialog unless given).
    var replacement: GameReplacement {
        GameReplacement(confirm: confirmGiven ?? { [weak self] question, answered in self?.ask(question, answered) })
    }
    /// How questions are asked, if not with the window's own dialog.
    private let confirmGiven: Confirm?
    let scheduler: any Scheduler

    /// `sprites`: the card pictures, of which those of games out of sight are let go;
    /// `confirm`: how questions are asked (a dialog over the window unless given).
    init(application: Application, sprites: SpriteCache, pages: [Page], visiblePage: GameKind,
         scheduler: any Scheduler = GLibScheduler.main, confirm: Confirm? = nil) {
        self.application = application
        self.sprites = sprites
        self.scheduler = scheduler
        confirmGiven = confirm
        applicationWindow = ApplicationWindow(application: application)
        applicationWindow.title = tr("Pastimes")

        for page in pages {
            let box = Box(.vertical)
            box.hexpand = true
            box.vexpand = true
            stack.addPage(box, name: page.game.id, title: page.game.title, iconName: page.game.iconName)
            // Names the page's group for screen readers (and lets tests look inside one page).
            box.setAccessibleLabel(page.game.title)
            holders[page.game] = (box, page)
            menus[page.game] = AppCommands.primaryMenu(for: page.menuItems)
        }
        stack.vexpand = true
        stack.visiblePageName = visiblePage.id

        switcherTitle = ViewSwitcherTitle(stack: stack, title: tr("Pastimes"))
        header.titleWidget = switcherTitle
        // New Game in words, as GNOME's games have it; a window too narrow for it keeps it in
        // the main menu (and Ctrl+N).
        newGame = Button(label: tr("New Game"))
        newGame.actionName = AppCommands.newGame.detailedAction
        newGame.tooltip = AppCommands.newGame.tooltip()
        // A tab's own start buttons come first, before New Game: a way back sits at the
        // header's very start in GNOME's apps.
        header.packStart(tabStart)
        header.packStart(newGame)
        menuButton = MenuButton(iconName: "open-menu-symbolic", label: tr("Main Menu"), menu: menus[visiblePage] ?? Menu())
        menuShown = visiblePage
        header.packEnd(menuButton)

        content.append(header)
        content.append(stack)
        toasts = ToastOverlay(child: content)
        applicationWindow.content = toasts

        // In a narrow window the header shows the title and the tabs move to the bottom bar.
        // The title gives way while the window is being laid out, when no child may be added:
        // the bar is made in the next turn, before the next frame.
        switcherTitle.onTitleVisibilityChanged { [weak self] in
            guard let self else { return }
            if let bar = self.switcherBar {
                bar.reveal = self.switcherTitle.isTitleVisible
            } else if self.switcherTitle.isTitleVisible {
                self.scheduler.nextTurn { [weak self] in self?.showBottomSwitcher() }
            }
        }

        let keys = KeyController()
        keys.phase = .capture
        keys.onKeyPressed { [weak self] key in self?.handleKey(key) ?? false }
        keys.onKeyReleased { [weak self] key in self?.currentTab?.handleKeyRelease(key) }
        applicationWindow.addController(keys)

        stack.onPageChanged { [weak self] in self?.tabChanged() }
        applicationWindow.onSizeChanged { [weak self] in
            guard let self else { return }
            self.fitHeader()
            self.onLayoutChanged?()
        }
        applicationWindow.onAttentionChanged { [weak self] in self?.tellTabsWhereThePlayerIs() }
    }

    /// Makes the bottom switcher bar, if the window is still narrow (and it was not made yet).
    private func showBottomSwitcher() {
        guard switcherBar == nil, switcherTitle.isTitleVisible else { return }
        let bar = ViewSwitcherBar(stack: stack)
        bar.reveal = true
        content.append(bar)
        switcherBar = bar
    }

    /// Shows the window at once, then builds the tab in front in the next turn of the main loop,
    /// before the first frame: the window is on screen sooner. The saves have been opening since
    /// before the window was built and are open by then as a rule; a short wait for them lets the
    /// first frame show the game, rather than an empty tab filled in a frame later (a second
    /// frame so soon also makes Wayland's compositor hold a second window buffer, 4 MB).
    func present() {
        fitHeader()
        applicationWindow.present()
        scheduler.nextTurn { [weak self] in
            guard let self else { return }
            if !self.gamesCanStart { self.waitForGames?(Self.firstFrameWait) }
            self.tabChanged()
        }
    }

    /// How long the first frame waits for the saves (seconds); SQLite may wait up to 5 s for a
    /// file another program holds, and the window must not.
    private static let firstFrameWait = 0.1

    /// Whether the games can be built: not until what they need and the window does not (the
    /// saves) is open. It opens while the window is built, on a thread of its own, so that a
    /// file another program holds never freezes the window.
    private var gamesCanStart = false
    /// Waits for what the games need, for a game wanted at once (an action, Statistics) before
    /// it came by itself: as long as it takes, or up to the seconds given.
    var waitForGames: (@MainActor (_ upTo: Double?) -> Void)?
    /// Shown in the tabs while the saves take long to open.
    private var waitingNotes: [(page: Box, note: Box)] = []
    private var waitingShown: Timeout?

    /// What the games need is there: the tab on show is built.
    func gamesMayStart() {
        guard !gamesCanStart else { return }
        gamesCanStart = true
        waitingShown?.cancel()
        for (page, note) in waitingNotes { page.remove(note) }
        waitingNotes = []
        tabChanged()
    }

    /// Makes sure the games can be built now, waiting for the saves if they have not opened yet.
    func prepareGames() {
        if !gamesCanStart { waitForGames?(nil) }
    }

    /// After half a second without the saves (another program holds them; SQLite waits up to
    /// 5 s for it), each tab says what it waits for, so that the window does not look broken.
    private func noteTheWaitSoon() {
        guard waitingShown == nil else { return }
        waitingShown = scheduler.after(0.5) { [weak self] in
            guard let self, !self.gamesCanStart else { return }
            for holder in self.holders.values {
                let note = Self.waitingNote()
                holder.box.append(note)
                self.waitingNotes.append((holder.box, note))
            }
        }
    }

    /// A spinner over "Opening your saved games…", centred in an empty tab.
    private static func waitingNote() -> Box {
        let note = Box(.vertical, spacing: 12)
        note.vexpand = true
        note.valign = .center
        note.append(Spinner())
        let label = Label(tr("Opening your saved games…"))
        label.addCSSClass("dim-label")
        note.append(label)
        return note
    }

    /// Called when the window's size or the tab on show changes.
    var onLayoutChanged: (@MainActor () -> Void)?
    /// Called when the tab on show changes or says its state changed, for the actions to follow.
    var onTabStateChanged: (@MainActor () -> Void)?
    /// For the lab's benchmarks: the player counts as present whether or not the window has the
    /// focus (a headless Wayland compositor never gives it), so no game pauses itself.
    var presumesPlayerPresent = false {
        didSet { tellTabsWhereThePlayerIs() }
    }

    /// The game whose tab is on show.
    var visibleGame: GameKind { GameKind(rawValue: stack.visiblePageName) ?? .set }

    /// Brings `game`'s tab to the front.
    func show(_ game: GameKind) {
        stack.visiblePageName = game.id
    }

    /// Brings the tab `step` places along the switcher to the front (1: the next), stopping at
    /// either end as a notebook does.
    func showTab(after step: Int) {
        let games = GameKind.allCases
        let index = (games.firstIndex(of: visibleGame) ?? 0) + step
        if games.indices.contains(index) { show(games[index]) }
    }

    /// The tab on show, once it has been built (by `tabChanged`, in the main loop's turn after the
    /// window is presented, or when it comes to the front). Reading it never builds a tab, so
    /// nothing done before the window is on screen can build one, and open the saves, by asking.
    var currentTab: (any GameTab)? { built(visibleGame) }

    /// `game`'s tab if it has been built (never builds it).
    func built(_ game: GameKind) -> (any GameTab)? { tabs[game] }

    /// `game`'s tab, built now if it has not been yet.
    func tab(for game: GameKind) -> (any GameTab)? {
        if let tab = tabs[game] { return tab }
        prepareGames()
        // Waiting may have built the tab (the one on show is built as soon as the saves open).
        if let tab = tabs[game] { return tab }
        guard let holder = holders[game] else { return nil }
        let built = holder.page.make()
        built.root.hexpand = true
        built.root.vexpand = true
        holder.box.append(built.root)
        tabs[game] = built.tab
        headerParts[game] = placeInHeader(start: built.tab.headerStart, end: built.tab.headerEnd)
        built.tab.onStateChanged = { [weak self, weak tab = built.tab] in
            guard let self, let tab, tab === self.tabs[self.visibleGame] else { return }
            self.onTabStateChanged?()
        }
        tellTabsWhereThePlayerIs()
        return built.tab
    }

    /// A tab came to the front: it is built if new, its menu is shown, and every tab hears
    /// whether the player is with it.
    private func tabChanged() {
        if gamesCanStart { _ = tab(for: visibleGame) } else { noteTheWaitSoon() }
        let game = visibleGame
        built(game)?.willShow(inWidth: stack.width)
        // Keyboard focus left on the page just hidden (Alt+3 from a card) goes into the page on
        // show, so that the next key and the focus ring are there; focus on the switcher stays.
        if let page = holders[game]?.0, !page.containsFocus, !header.containsFocus, switcherBar?.containsFocus != true {
            scheduler.nextTurn { [weak page] in _ = page?.focusFirstInside() }
        }
        for (owner, parts) in headerParts {
            for part in parts { part.isVisible = owner == game }
        }
        if menuShown != game, let menu = menus[game] {
            menuButton.setMenu(menu)
            menuShown = game
        }
        tellTabsWhereThePlayerIs()
        forgetPicturesOutOfSight()
        onTabStateChanged?()
        onLayoutChanged?()
    }

    /// New Game in words where the window is wide enough (its size as GTK keeps it: the default
    /// size follows every resize, and a maximised window is wide).
    private func fitHeader() {
        newGame.isVisible = applicationWindow.isMaximized || applicationWindow.defaultSize.width >= Self.widthForNewGameInWords
    }

    /// Packs a tab's header buttons, each end in a box of its own (the window shows and hides
    /// the boxes with the tab; the tab its buttons).
    private func placeInHeader(start: [Widget], end: [Widget]) -> [Box] {
        var parts: [Box] = []
        for (widgets, atStart) in [(start, true), (end, false)] where !widgets.isEmpty {
            let box = Box(.horizontal, spacing: 6)
            for widget in widgets { box.append(widget) }
            if atStart { tabStart.append(box) } else { header.packEnd(box) }
            parts.append(box)
        }
        return parts
    }

    /// The card pictures of games out of sight are let go (a whole playing card at a large
    /// size is over a megabyte); coming back draws the few on the table again.
    private func forgetPicturesOutOfSight() {
        let game = visibleGame
        sprites.forget { picture in
            switch picture {
            case .playingCard: game != .cards
            case .setSymbol: game != .set
            case .paper, .back: false
            }
        }
    }

    /// Each built tab hears whether the player is away from it (see `PlayerPresence`).
    private func tellTabsWhereThePlayerIs() {
        let presence = PlayerPresence(windowIsActive: applicationWindow.isActive, windowIsMinimised: applicationWindow.isMinimized,
                                      openDialogs: applicationWindow.openDialogs, tabOnShow: visibleGame,
                                      presumedPresent: presumesPlayerPresent)
        for (game, tab) in tabs { tab.setAway(presence.isAway(from: game)) }
    }

    /// Keys go to the tab on show; Esc that no game wants leaves fullscreen.
    private func handleKey(_ key: Key) -> Bool {
        if currentTab?.handleKey(key) == true { return true }
        guard key.name == .escape, applicationWindow.isFullscreen else { return false }
        applicationWindow.setFullscreen(false)
        return true
    }

    /// A notice at the foot of the tab on show: over a card table's cloth, above its bar (the
    /// score and the actions stay in view), or at the window's foot on other tabs.
    func showToast(_ message: String, seconds: Int = 6, button: (label: String, action: String, text: String)? = nil) {
        (currentTab?.noticeArea ?? toasts).show(message, seconds: seconds, button: button)
    }

    /// A short message with a Details button that shows the whole story (app.details).
    func showToast(_ message: String, details: String?) {
        showToast(message, seconds: 8, button: details.map { (label: AppCommands.details.menuLabel, action: AppCommands.details.detailedAction, text: $0) })
    }

    /// Starts a game over the one on `tab` with `start` (New Game, another mode), asking first
    /// when a game is under way: the one way every tab does it. `cancelled` runs if the player
    /// keeps playing.
    func replaceGame(on tab: any GameTab, with start: @escaping @MainActor () -> Void,
                     cancelled: @escaping @MainActor () -> Void = {}) {
        replacement.replace(tab, with: start, cancelled: cancelled)
    }

    /// Asks `question` in a dialog over the window: the app's `Confirm`.
    private func ask(_ question: Question, _ answered: @escaping @MainActor (Bool) -> Void) {
        let dialog = MessageDialog(parent: applicationWindow, heading: question.heading, body: question.body)
        dialog.addResponse("cancel", label: tr("_Keep Playing"))
        dialog.addResponse("go", label: question.button, appearance: .destructive)
        dialog.setDefaultResponse("cancel")
        dialog.setCloseResponse("cancel")
        dialog.present { response in answered(response == "go") }
    }

    /// Restart (Ctrl+R), the same way on every tab.
    func restartGame() {
        guard let tab = currentTab else { return }
        replacement.restart(tab)
    }

    /// New Game, the same way on every tab: asked first when a game is under way.
    func startNewGame() {
        guard let tab = currentTab, tab.canStartNewGame else { return }
        replaceGame(on: tab) { [weak tab] in tab?.startNewGame() }
    }
}
