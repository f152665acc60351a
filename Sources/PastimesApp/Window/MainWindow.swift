import GtkKit
import SetStyle

/// The window: a header bar with the tab switcher, the three games as tabs, and the commands
/// every game shares (new game, hint, help, about), routed to the tab on show. A tab's game is
/// built the first time the tab is shown, so starting the app costs only the tab in front.
@MainActor
final class MainWindow {
    /// A tab: its name and look in the switcher, and how to build its game.
    struct Page {
        let name: String
        let title: String
        let icon: String
        let make: @MainActor () -> (tab: any GameTab, root: Widget)
    }

    let window: ApplicationWindow
    private let stack = ViewStack()
    private let toasts: ToastOverlay
    private var tabs: [String: any GameTab] = [:]
    private var holders: [String: (box: Box, page: Page)] = [:]
    private let application: Application
    private let switcherTitle: ViewSwitcherTitle
    private let switcherBar: ViewSwitcherBar

    init(application: Application, pages: [Page], visiblePage: String) {
        self.application = application
        window = ApplicationWindow(application: application)
        window.title = "Pastimes"
        window.setDefaultSize(width: 1000, height: 760)

        for page in pages {
            let box = Box(.vertical)
            box.hexpand = true
            box.vexpand = true
            stack.addPage(box, name: page.name, title: page.title, iconName: page.icon)
            // Names the page's group for screen readers (and lets tests look inside one page).
            box.setAccessibleLabel(page.title)
            holders[page.name] = (box, page)
        }
        stack.vexpand = true
        stack.visiblePageName = visiblePage

        let header = HeaderBar()
        switcherTitle = ViewSwitcherTitle(stack: stack, title: "Pastimes")
        header.titleWidget = switcherTitle
        let newGame = Button(iconName: "view-refresh-symbolic", label: "New Game")
        newGame.actionName = "app.new-game"
        newGame.tooltip = "New Game (Ctrl+N)"
        header.packStart(newGame)
        header.packEnd(MenuButton(iconName: "open-menu-symbolic", label: "Main Menu", menu: Self.primaryMenu()))

        switcherBar = ViewSwitcherBar(stack: stack)

        let content = Box(.vertical)
        content.append(header)
        content.append(stack)
        content.append(switcherBar)
        toasts = ToastOverlay(child: content)
        window.content = toasts

        // In a narrow window the header shows the title and the tabs move to the bottom bar.
        switcherTitle.onTitleVisibilityChanged { [weak self] in
            guard let self else { return }
            self.switcherBar.reveal = self.switcherTitle.isTitleVisible
        }

        let keys = KeyController()
        keys.phase = .capture
        keys.onKeyPressed { [weak self] key in self?.currentTab?.handleKey(key) ?? false }
        keys.onKeyReleased { [weak self] key in self?.currentTab?.handleKeyRelease(key) }
        window.addController(keys)

        stack.onPageChanged { [weak self] in
            _ = self?.currentTab
            self?.onLayoutChanged?()
        }
        window.onSizeChanged { [weak self] in self?.onLayoutChanged?() }
    }

    /// Shows the window at once, then builds the tab in front in the next turn of the main loop:
    /// the window is on screen sooner, and a table starts empty anyway, its cards being dealt in.
    func present() {
        window.present()
        Timeout.after(0) { [weak self] in _ = self?.currentTab }
    }

    /// Called when the window's size or the tab on show changes.
    var onLayoutChanged: (@MainActor () -> Void)?

    var visiblePageName: String { stack.visiblePageName }

    /// The tab on show, built now if this is its first time.
    var currentTab: (any GameTab)? { tab(named: stack.visiblePageName) }

    /// The tab called `name`, built now if it has not been yet.
    func tab(named name: String) -> (any GameTab)? {
        if let tab = tabs[name] { return tab }
        guard let holder = holders[name] else { return nil }
        let built = holder.page.make()
        built.root.hexpand = true
        built.root.vexpand = true
        holder.box.append(built.root)
        tabs[name] = built.tab
        return built.tab
    }

    func showToast(_ message: String) { toasts.show(message, seconds: 6) }

    /// A short message with a Details button that shows the whole story (app.details).
    func showToast(_ message: String, details: String?) {
        toasts.show(message, seconds: 8, button: details.map { (label: "Details", action: "app.details", text: $0) })
    }

    /// Asks before throwing away a game under way; `cancel` runs if the player keeps playing.
    func confirmNewGame(_ proceed: @escaping @MainActor () -> Void, cancel: @escaping @MainActor () -> Void = {}) {
        let dialog = MessageDialog(parent: window, heading: "Start a new game?",
                                   body: "The game under way will be lost.")
        dialog.addResponse("cancel", label: "_Keep Playing")
        dialog.addResponse("new", label: "_New Game", appearance: .destructive)
        dialog.setDefaultResponse("cancel")
        dialog.setCloseResponse("cancel")
        dialog.present { response in if response == "new" { proceed() } else { cancel() } }
    }

    private static func primaryMenu() -> Menu {
        let menu = Menu()
        let game = Menu()
        game.append("_New Game", action: "app.new-game")
        game.append("_Undo", action: "app.undo")
        game.append("_Hint", action: "app.hint")
        game.append("Show a _Whole Set", action: "app.reveal-set")
        game.append("_Export Set Deck as PDF…", action: "app.export-deck")
        game.append("_Statistics", action: "app.statistics")
        game.append("_Preferences", action: "app.preferences")
        menu.appendSection(game)
        let setCards = Menu()
        for theme in SetTheme.allCases { setCards.append(theme.title, action: "app.set-theme::\(theme.rawValue)") }
        setCards.append("Show Number of _Sets", action: "app.set-count")
        menu.appendSection("Set Cards", setCards)
        let help = Menu()
        help.append("_How to Play", action: "app.help")
        help.append("_Keyboard Shortcuts", action: "app.shortcuts")
        help.append("_About Pastimes", action: "app.about")
        menu.appendSection(help)
        return menu
    }
}
