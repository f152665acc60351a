import CardArt
import GameStore
import CardTable
import GameSupport
import SimonCore
import GtkKit
import SetCore
import SetStyle
import MatchingFeature
import SetFeature
import SimonFeature

/// Wires the application together: the games' view models with their live dependencies, the
/// window, the actions and their shortcuts.
@MainActor
public final class PastimesApp {
    public static let id = "io.github.pastimes.Pastimes"

    public struct Options: Sendable {
        public var seed: UInt64
        /// The tab to open, or nil for the one open last time.
        public var tab: String?
        /// The window's size, or nil for the size it had last time.
        public var windowSize: (width: Int, height: Int)?
        public var animations: Bool
        /// Simon plays with a steady, observable rhythm (for automated tests).
        public var simonTestTiming: Bool
        /// Run the scripted motion benchmark, print its figures and quit.
        public var benchmarkMotion = false

        public init(seed: UInt64, tab: String?, windowSize: (width: Int, height: Int)?, animations: Bool, simonTestTiming: Bool) {
            self.seed = seed
            self.tab = tab
            self.windowSize = windowSize
            self.animations = animations
            self.simonTestTiming = simonTestTiming
        }
    }

    private let application = Application(id: PastimesApp.id)
    private let options: Options
    private var window: MainWindow?
    private var benchmark: MotionBenchmark?

    public init(options: Options) {
        self.options = options
        application.onActivate { [weak self] in self?.activate() }
    }

    public func run() -> Int32 { application.run() }

    private func activate() {
        if let window { return window.present() }
        if !options.animations { Style.disableAnimations() }
        Style.load(css: AppStyle.css)

        let remembered = (SavedGame<WindowState>.load(from: windowSlot, name: "window").value ?? WindowState()).checked
        let window = MainWindow(application: application, pages: [
            .init(name: "set", title: "Set", icon: "view-grid-symbolic") { [unowned self] in self.makeSetTab() },
            .init(name: "cards", title: "Cards", icon: "applications-games-symbolic") { [unowned self] in self.makeCardsTab() },
            .init(name: "simon", title: "Simon", icon: "media-record-symbolic") { [unowned self] in self.makeSimonTab() },
        ], visiblePage: options.tab ?? remembered.tab)
        self.window = window
        let size = options.windowSize ?? (remembered.width, remembered.height)
        window.window.setDefaultSize(width: size.width, height: size.height)
        if options.windowSize == nil && remembered.maximized { window.window.maximize() }
        rememberWindow(window)
        addActions(window: window)

        window.present()
        if options.benchmarkMotion, let setTab = window.tab(named: "set") as? SetTab {
            benchmark = MotionBenchmark(tab: setTab, window: window)
            benchmark?.run()
        }
    }

    // MARK: The games, built when their tab is first shown


    /// The database, opened with the first game (its preferences applied before that game is
    /// built); a problem opening it is told once.
    private var database: GameDatabase {
        let database = LiveSaves.database
        if !databaseOpened {
            databaseOpened = true
            if let problem = database.problem { Timeout.after(0) { [weak self] in self?.window?.showToast(problem) } }
            let loaded = SavedGame<AppPreferences>.load(from: database.slot(named: "preferences"), name: "preferences")
            preferences = loaded.value ?? AppPreferences()
            preferences.apply()
            if let problem = loaded.problem { Timeout.after(0) { [weak self] in self?.window?.showToast(problem) } }
        }
        return database
    }
    private var databaseOpened = false
    private var preferences = AppPreferences()

    private func makeSetTab() -> (tab: any GameTab, root: Widget) {
        let model = SetTableModel(seed: options.seed, now: wallClockSeconds, today: Self.today,
                                  slot: database.slot(named: "set"))
        let tab = SetTab(model: model)
        // The menus show the saved game's mode and look.
        application.setChoice("set-mode", to: model.mode.id)
        application.setChoice("set-theme", to: model.session.theme.rawValue)
        application.setToggle("set-count", to: model.session.showsSetCount)
        report(problems: model.loadProblem) { model.onProblem = $0 }
        model.onFinished = { [weak self] in self?.record($0) }
        return (tab, tab.root)
    }

    private func makeCardsTab() -> (tab: any GameTab, root: Widget) {
        let model = MatchingTableModel(seed: options.seed &+ 1, slot: database.slot(named: "cards"), now: wallClockSeconds)
        model.onFinished = { [weak self] in self?.record($0) }
        let tab = CardsTab(model: model)
        tab.confirm = { [weak self] proceed, cancel in self?.window?.confirmNewGame(proceed, cancel: cancel) }
        report(problems: model.loadProblem) { model.onProblem = $0 }
        return (tab, tab.root)
    }

    private func makeSimonTab() -> (tab: any GameTab, root: Widget) {
        let model = SimonModel(seed: options.seed &+ 2, now: monotonicSeconds, slot: database.slot(named: "simon"),
                               timingOverride: options.simonTestTiming ? .forTesting : nil, wallClock: wallClockSeconds)
        model.onFinished = { [weak self] in self?.record($0) }
        let tab = SimonTab(model: model, soundDirectory: Files.cacheDirectory(for: "pastimes", folder: "tones"))
        report(problems: model.loadProblem) { model.onProblem = $0 }
        return (tab, tab.root)
    }

    // MARK: Preferences

    private func savePreferences() {
        preferences.apply()
        if let problem = SavedGame.save(preferences, to: database.slot(named: "preferences"), name: "preferences") {
            window?.showToast(problem)
        }
    }

    private func showPreferences() {
        guard let window, let set = window.tab(named: "set") as? SetTab, let cards = window.tab(named: "cards") as? CardsTab,
              let simon = window.tab(named: "simon") as? SimonTab else { return }
        let speeds = AppPreferences.AnimationSpeed.allCases, layouts = TableKeys.Layout.allCases
        let themes = SetTheme.allCases, simonSpeeds = SimonSpeed.allCases
        SettingsWindow.present(parent: window.window, pages: [
            .init("General", iconName: "preferences-system-symbolic", [.init("Card tables", [
                .choice(title: "Animation speed", subtitle: "How fast cards are dealt, moved and turned over",
                        options: speeds.map(\.title), selected: speeds.firstIndex(of: preferences.animationSpeed)!) { [weak self] index in
                    self?.preferences.animationSpeed = speeds[index]
                    self?.savePreferences()
                },
                .choice(title: "Card keys", subtitle: "The keyboard whose 1 2 3 / Q W E block chooses cards",
                        options: layouts.map(\.title), selected: layouts.firstIndex(of: preferences.cardKeys)!) { [weak self] index in
                    self?.preferences.cardKeys = layouts[index]
                    self?.savePreferences()
                },
            ])]),
            .init("Set", iconName: "view-grid-symbolic", [.init("Cards", [
                .choice(title: "Theme", subtitle: nil, options: themes.map(\.title),
                        selected: themes.firstIndex(of: set.model.session.theme)!) { [weak self, weak set] index in
                    set?.model.setTheme(themes[index])
                    self?.application.setChoice("set-theme", to: themes[index].rawValue)
                },
                .toggle(title: "Show number of Sets", subtitle: "Say how many Sets are on the table",
                        isOn: set.model.session.showsSetCount) { [weak self, weak set] shows in
                    set?.model.setShowsSetCount(shows)
                    self?.application.setToggle("set-count", to: shows)
                },
            ])]),
            .init("Cards", iconName: "applications-games-symbolic", [.init("Matching", [
                .choice(title: "Cards to match", subtitle: "A new deal, after asking if a game is under way",
                        options: ["2 Cards", "3 Cards"], selected: cards.model.game.mode == .twoCards ? 0 : 1) { [weak cards] index in
                    cards?.choose(index == 0 ? .twoCards : .threeCards)
                },
            ])]),
            .init("Simon", iconName: "media-record-symbolic", [.init("Game", [
                .toggle(title: "Sounds", subtitle: nil, isOn: !simon.model.settings.muted) { [weak simon] on in
                    if let model = simon?.model, model.settings.muted == on { model.toggleMute() }
                },
                .choice(title: "Speed", subtitle: "From the next game", options: simonSpeeds.map(\.title),
                        selected: simonSpeeds.firstIndex(of: simon.model.draft.speed)!) { [weak simon] index in
                    simon?.model.setDraftSpeed(simonSpeeds[index])
                },
                .number(title: "Difficulty", subtitle: "Steps to win, from the next game", range: 1...31,
                        value: simon.model.draft.target) { [weak simon] steps in
                    simon?.model.setDraftTarget(steps)
                },
            ])]),
        ])
    }

    // MARK: Statistics

    /// Keeps a finished game in the history.
    private func record(_ finished: FinishedGame) {
        do { try database.record(finished) } catch {
            window?.showToast("The finished game could not be added to the statistics: \(error)")
        }
    }

    private func showStatistics() {
        guard let window else { return }
        let history: [FinishedGame]
        do { history = try database.history() } catch {
            return window.showToast("The statistics could not be read: \(error)")
        }
        let summaries = GameStatistics.summarize(history)
        let pages = [("set", "Set", "view-grid-symbolic"), ("cards", "Cards", "applications-games-symbolic"),
                     ("simon", "Simon", "media-record-symbolic")].map { game, title, icon in
            let rows = summaries.filter { $0.game == game }.map { ReportWindow.Row($0.mode, $0.summary) }
            let recent = history.filter { $0.game == game }.suffix(10).reversed().map { finished in
                ReportWindow.Row(finished.mode, Self.describe(finished))
            }
            return ReportWindow.Page(title, iconName: icon, groups: [
                .init("By mode", rows: rows, emptyText: "No finished games yet."),
                .init("Latest games", rows: Array(recent), emptyText: "Finished games appear here."),
            ])
        }
        ReportWindow.present(parent: window.window, title: "Statistics", pages: pages)
    }

    /// "22 Nov 2026, 14:05 · Completed: 12 Sets found · 3:41 · score 48".
    private static func describe(_ finished: FinishedGame) -> String {
        var parts = [localDateTime(finished.finishedAt), finished.result]
        if let seconds = finished.seconds {
            let whole = Int(seconds)
            parts.append("\(whole / 60):\(whole % 60 < 10 ? "0" : "")\(whole % 60)")
        }
        parts.append("score \(finished.score)")
        if finished.hintsUsed > 0 { parts.append(finished.hintsUsed == 1 ? "1 hint" : "\(finished.hintsUsed) hints") }
        return parts.joined(separator: " · ")
    }

    // MARK: The window as it was last time

    private var windowSlot: SaveSlot { LiveSaves.windowSlot }
    private var windowSave: Timeout?

    /// Saves the window's size and tab shortly after they change.
    private func rememberWindow(_ window: MainWindow) {
        window.onLayoutChanged = { [weak self, weak window] in
            guard let self, let window else { return }
            self.windowSave?.cancel()
            self.windowSave = Timeout.after(0.5) { [weak self] in
                let size = window.window.defaultSize
                let state = WindowState(width: size.width, height: size.height, maximized: window.window.isMaximized,
                                        tab: window.visiblePageName)
                guard let self, let problem = SavedGame.save(state, to: self.windowSlot, name: "window") else { return }
                window.showToast(problem)
            }
        }
    }

    private static func today() -> SetPuzzle.Day {
        let date = localDate()
        return SetPuzzle.Day(year: date.year, month: date.month, day: date.day)
    }

    /// Shows a game's loading problem, and any later one, as a toast (once the window is up).
    private func report(problems loadProblem: String?, listen: (@escaping @MainActor (String) -> Void) -> Void) {
        listen { [weak self] message in self?.window?.showToast(message) }
        guard let loadProblem else { return }
        Timeout.after(0) { [weak self] in self?.window?.showToast(loadProblem) }
    }

    /// The Set tab's mode, card theme, Set count and cheat, in its mode menu and the primary menu.
    private func addSetActions(window: MainWindow) {
        func setTab() -> SetTab? { window.tab(named: "set") as? SetTab }
        application.addChoiceAction("set-mode", initial: SetMode.solo(.standard).id) { [weak self, weak window] id in
            guard let mode = SetMode(id: id), let window, let tab = setTab() else { return }
            tab.choose(mode, confirming: { proceed, cancel in window.confirmNewGame(proceed, cancel: cancel) },
                       cancelled: { [weak self] in self?.application.setChoice("set-mode", to: tab.model.mode.id) })
        }
        application.addChoiceAction("set-theme", initial: SetTheme.classic.rawValue) { value in
            guard let theme = SetTheme(rawValue: value) else { return }
            setTab()?.model.setTheme(theme)
        }
        application.addToggleAction("set-count", initial: false) { shows in setTab()?.model.setShowsSetCount(shows) }
        application.addAction("reveal-set", accelerators: ["<Control><Shift>h"]) { setTab()?.model.revealSet() }
    }

    private func addActions(window: MainWindow) {
        application.addAction("new-game", accelerators: ["<Control>n"]) { [weak window] in
            window?.currentTab?.newGame { proceed in window?.confirmNewGame(proceed) }
        }
        application.addAction("undo", accelerators: ["<Control>z"]) { [weak window] in window?.currentTab?.undo() }
        application.addAction("hint", accelerators: ["<Control>h"]) { [weak window] in window?.currentTab?.hint() }
        addSetActions(window: window)
        application.addAction("quit", accelerators: ["<Control>q"]) { [weak window] in window?.window.close() }
        application.addAction("export-deck") { [weak window] in
            let path = Files.documentsDirectory() + "/Set deck.pdf"
            let written = DeckSheet.writePDF(of: DeckSheet.setDeck, to: path)
            window?.showToast(written ? "The Set deck was saved as \(path)" : "The deck could not be written to \(path)")
        }
        application.addAction("help", accelerators: ["F1"]) { [weak window] in
            guard let window, let tab = window.currentTab else { return }
            let dialog = MessageDialog(parent: window.window, heading: "How to Play \(tab.title)", body: tab.howToPlay)
            dialog.addResponse("close", label: "_Close")
            dialog.present { _ in }
        }
        application.addAction("shortcuts", accelerators: ["<Control>question"]) { [weak window] in
            guard let window else { return }
            ShortcutsWindow.present(parent: window.window, groups: Shortcuts.groups)
        }
        application.addAction("statistics") { [weak self] in self?.showStatistics() }
        application.addAction("preferences", accelerators: ["<Control>comma"]) { [weak self] in self?.showPreferences() }
        application.addAction("about") { [weak window] in
            guard let window else { return }
            AboutWindow.present(parent: window.window, name: "Pastimes", applicationID: PastimesApp.id, version: "0.2",
                                developers: ["The Pastimes team"],
                                comments: "Set, the playing-card matching game and Simon, for GNOME.",
                                website: "https://github.com/pastimes/pastimes")
        }
    }
}
