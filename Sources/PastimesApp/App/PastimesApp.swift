import CardArt
import GameStore
import GameSupport
import GtkKit
import MainLoop
import Networking
import SetCore
import SetStyle
import SetTogether
import MatchingFeature
import SafeFiles
import SetFeature
import SimonCore
import SimonFeature
import Localization

/// Wires the application together: the window, the games' view models with their live
/// dependencies, and the parts that keep them in step (actions, menus, settings, Together).
@MainActor
public final class PastimesApp {
    public static let id = "io.github.pastimes.Pastimes"

    /// What the command line asked for (see PastimesCommand).
    struct Options {
        var seed: UInt64
        /// The tab to open, or nil for the one open last time.
        var tab: GameKind?
        /// The window's size, or nil for the size it had last time.
        var windowSize: (width: Int, height: Int)?
        var animations = true
        /// Simon's timing instead of the player's speed (the lab's steady rhythm for tests).
        var simonTiming: SimonTiming?
    }

    let application = Application(id: PastimesApp.id)
    private var options = Options(seed: 0)
    private(set) var window: MainWindow?
    /// The development build's hooks (pastimes-lab); none in the shipped app.
    private let lab: LabHooks?
    /// Preferences and the window's state (GSettings), opened when first read (as the app
    /// starts, before its window is built).
    private(set) lazy var settings = AppSettings()
    /// The saved games and the history of finished ones, opened on a thread of their own while
    /// the window is built (`openSaves`). Read before they are open, they are waited for.
    var database: GameDatabase {
        if let openedSaves { return openedSaves }
        guard let savesOpening else { preconditionFailure("the saves are read before the app has started") }
        return savesOpening.wait()
    }
    private var openedSaves: GameDatabase?
    private var savesOpening: BackgroundWork<GameDatabase>?
    /// What the card tables are handed: the preferences they follow and the card pictures.
    let tableContext = TableContext(sprites: SpriteCache(capacity: 256),
                                    sounds: TableSoundBoard(directory: Files.cacheDirectory(for: "pastimes", folder: "tones")))

    // The parts the app is made of, each handed what it needs.
    /// The games' tabs as they are built, typed, for whoever needs one.
    private let tabs = GameTabs()
    /// Times everything the app does later (GLib's main loop; the tests' own).
    private let scheduler: any Scheduler = GLibScheduler.main
    private lazy var follower = SettingsFollower(settings: settings, tableContext: tableContext, application: application, tabs: tabs,
                                                 keepReviews: { [weak self] count in self?.database.keepStories(count, lettingGo: .withTheNextGameWritten) })
    private lazy var actions = AppActions(application: application, settings: settings,
                                          history: { [weak self] in self?.database.history() ?? [] },
                                          review: { [weak self] finished in self?.review(finished) })
    private lazy var setMenus = SetTabMenus(application: application, settings: settings,
                                            replacement: GameReplacement { [weak self] question, answered in
                                                self?.window?.replacement.confirm(question, answered)
                                            })
    private lazy var together = TogetherLauncher(application: application, tabs: tabs, tickets: RejoinTickets(folder: LiveSaves.folder),
                                                 scheduler: scheduler, wallClock: Self.clocks.wall,
                                                 record: { [weak self] finished in self?.database.record(finished) })

    public convenience init() { self.init(lab: nil) }

    package init(lab: LabHooks?) {
        self.lab = lab
        application.setCommandLineSummary(PastimesCommand.summary)
        for option in PastimesCommand.options + (lab?.options ?? []) { application.addOption(option) }
        application.onLocalOptions { values in PastimesCommand.handleLocally(values) }
        application.onCommandLine { [weak self] values, _ in
            guard case .success(var options) = PastimesCommand.parse(values, now: Self.clocks.wall()) else { return }
            options.simonTiming = self?.lab?.simonTiming(values)
            self?.open(with: options, values: values)
        }
        // Started by D-Bus activation (gapplication launch, the desktop's launcher).
        application.onActivate { [weak self] in
            guard let self else { return }
            self.open(with: Options(seed: PastimesCommand.defaultSeed(at: Self.clocks.wall())))
        }
    }

    public func run() -> Int32 {
        let status = application.run()
        openedSaves?.writeGatheredSaves()   // a save made in the turn that quit
        // A router that hears nothing keeps the mapping only until its lease ends; one that
        // answers within seconds closes it now.
        tabs.builtSet?.games.endInvitation(waitingUpTo: 3)
        return status
    }

    /// The first launch opens the window; a later one brings it to the front, on the tab it names.
    private func open(with options: Options, values: CommandLineValues? = nil) {
        guard let window else { return start(with: options, values: values) }
        if let tab = options.tab { window.show(tab) }
        window.present()
    }

    private func start(with options: Options, values: CommandLineValues?) {
        self.options = options
        // A hosted game's server may meet many connections: as many file handles as allowed.
        FileLimit.raiseToHardLimit()
        if !options.animations { Style.disableAnimations() }
        Style.load(css: AppStyle.css)
        // The app's icon (the About window, the window's own) where the desktop does not look.
        for folder in DataPlaces.candidates(installed: "icons", built: "icons") where folder.exists { Style.addIconFolder(folder) }
        follower.start()

        // The saves open on a thread of their own while the window is built.
        openSaves()
        let remembered = settings.window.checked
        let window = MainWindow(application: application, sprites: tableContext.sprites, pages: [
            .init(game: .set, menuItems: SetTab.menuItems) { [unowned self] in self.makeSetTab() },
            .init(game: .cards, menuItems: CardsTab.menuItems) { [unowned self] in self.makeCardsTab() },
            .init(game: .simon, menuItems: SimonTab.menuItems) { [unowned self] in self.makeSimonTab() },
        ], visiblePage: options.tab ?? remembered.game, scheduler: scheduler)
        self.window = window
        tabs.build = { [weak window] game in _ = window?.tab(for: game) }
        window.waitForGames = { [unowned self] seconds in
            if let seconds { _ = self.savesOpening?.wait(upTo: seconds) } else { _ = self.savesOpening?.wait() }
        }
        let size = options.windowSize ?? (remembered.width, remembered.height)
        window.applicationWindow.setDefaultSize(width: size.width, height: size.height)
        if options.windowSize == nil && remembered.maximized { window.applicationWindow.maximize() }
        rememberWindow(window)
        // The games' own actions first: the app's actions then enable them all as the tab allows.
        setMenus.addActions(window: window, tabs: tabs)
        together.addActions(window: window)
        actions.addActions(window: window)
        window.present()
        // What start-up freed goes back to the system once the window is still. A start paints
        // one frame, so no animation settles to do it (as the tables' animations do after them).
        scheduler.after(1) { Memory.returnFreedMemory() }
        if let lab, let values { lab.started(LabView(window: window, tabs: tabs, application: application), values) }
    }

    /// The saved games, opened while the window is built, on a thread of their own: when
    /// another program holds them, SQLite waits up to 5 s for it, and the window goes on
    /// answering meanwhile. The games are built once they are open. What the database has to
    /// tell (a problem opening it, saving paused or resumed) is shown as a toast, once each;
    /// while saving is paused it is tried again every few seconds.
    private func openSaves() {
        let folder = LiveSaves.folder
        savesOpening = BackgroundWork("pastimes-saves", { LiveSaves.open(in: folder) }) { [weak self] database in
            guard let self else { return }
            self.openedSaves = database
            database.keepStories(self.settings.reviewsKept, lettingGo: .withTheNextGameWritten)
            database.onNotice { [weak self] notice in MainActor.assumeIsolated { self?.tell(notice) } }
            // A turn's saves (a deal's many) go to disk once, at the end of the turn.
            database.gatherSaves { [weak self] write in MainActor.assumeIsolated { _ = self?.scheduler.nextTurn(write) } }
            if let problem = database.problem { self.scheduler.nextTurn { [weak self] in self?.tell(problem) } }
            self.window?.gamesMayStart()
        }
    }

    private var savingRetry: Timeout?

    /// Shows a notice from the database, and keeps trying to save while saving is paused.
    private func tell(_ notice: Notice) {
        Console.note(notice.description)
        window?.showToast(notice.headline, details: notice.details)
        retrySavingWhilePaused()
    }

    private func retrySavingWhilePaused() {
        guard database.pause?.passes == true, savingRetry?.isPending != true else { return }
        savingRetry = scheduler.after(3) { [weak self] in
            self?.database.resumeSaving()
            self?.retrySavingWhilePaused()
        }
    }

    private func makeSetTab() -> (tab: any GameTab, root: Widget) {
        let model = SetTableModel(seed: options.seed, clocks: Self.clocks, today: Self.today, slot: database.slot(for: .set),
                                  theme: settings.setTheme, showsSetCount: settings.showsSetCount)
        model.slowestFeature = { [weak self] in self.flatMap { SetPace(history: $0.database.history()).slowestFeature } }
        let games = SetTabGames(solo: model)
        let tab = SetTab(games: games, context: tableContext, scheduler: scheduler)
        tabs.adopt(tab)
        tab.onReview = { [weak self] review in self?.show(review, subtitle: tr("The game just played")) }
        follow(model.record, shownIn: tab.root)
        setMenus.follow(games)
        together.rejoin(on: games)
        return (tab, tab.root)
    }

    private func makeCardsTab() -> (tab: any GameTab, root: Widget) {
        let model = MatchingTableModel(seed: options.seed &+ 1, slot: database.slot(for: .cards), clocks: Self.clocks,
                                       mode: settings.cardsToMatch, players: settings.cardsPlayers, size: settings.cardsTableSize)
        let tab = CardsTab(model: model, context: tableContext, scheduler: scheduler)
        tabs.adopt(tab)
        follow(model.record, shownIn: tab.root)
        tab.nextTable = { [weak self] in (self?.settings.cardsPlayers ?? .solo, self?.settings.cardsTableSize ?? .medium) }
        tab.replaceGame = { [weak self, weak tab] start, cancelled in
            guard let self, let tab else { return }
            self.window?.replaceGame(on: tab, with: start, cancelled: cancelled)
        }
        follower.adopt(tab)
        return (tab, tab.root)
    }

    private func makeSimonTab() -> (tab: any GameTab, root: Widget) {
        let model = SimonModel(seed: options.seed &+ 2, clocks: Self.clocks, slot: database.slot(for: .simon), preferences: settings.simon,
                               timingOverride: options.simonTiming)
        // Simon's own controls (its first screen, the speaker) change the settings, which come back through the SettingsFollower.
        model.onPreferencesChosen = { [weak self] in self?.settings.simon = $0 }
        let tab = SimonTab(model: model, soundDirectory: Files.cacheDirectory(for: "pastimes", folder: "tones"))
        tabs.adopt(tab)
        follow(model.record, shownIn: tab.root)
        return (tab, tab.root)
    }

    // MARK: Reviews

    /// A finished game's review, from Statistics.
    private func review(_ finished: FinishedGame) {
        guard let review = SetReview(record: finished.story, mode: finished.mode) else {
            window?.showToast(tr("This game’s review could not be read."))
            return
        }
        show(review, subtitle: StatisticsPages.modeTitle(finished.mode) + trc("between the items of a list", ", ") + StatisticsPages.date(of: finished))
    }

    private func show(_ review: SetReview, subtitle: String) {
        guard let window else { return }
        SetReviewWindow.present(review, subtitle: subtitle, theme: settings.setTheme, parent: window.applicationWindow, context: tableContext) {
            [weak window] ghost in
            guard let window else { return }
            GhostRaceFiles.askWhereAndSave(ghost, over: window)
        }
    }

    // MARK: The window as it was last time

    private var windowSave: Timeout?

    /// Keeps the window's size and tab in GSettings shortly after they change.
    private func rememberWindow(_ window: MainWindow) {
        window.onLayoutChanged = { [weak self, weak window] in
            guard let self, let window else { return }
            self.windowSave?.cancel()
            self.windowSave = self.scheduler.after(0.5) { [weak self] in
                let size = window.applicationWindow.defaultSize
                self?.settings.window = WindowState(width: size.width, height: size.height, maximized: window.applicationWindow.isMaximized,
                                                    tab: window.visibleGame.id).checked
            }
        }
    }

    /// The system's clocks, which the games are handed (they never read them themselves).
    private static let clocks = Clocks(wall: { wallClockSeconds() }, monotonic: { monotonicSeconds() })

    private static func today() -> SetPuzzle.Day {
        let date = localDate()
        return SetPuzzle.Day(year: date.year, month: date.month, day: date.day)
    }

    /// A finished game into the history, named for the high scores by the name last typed for
    /// one (else the account's) unless the game named its player. A new Simon record opens the
    /// high scores, its name to change, once the victory signal has had its moment.
    private func keep(_ finished: FinishedGame) {
        var finished = finished
        if finished.player == nil { finished.player = settings.playerName ?? ThisComputer.realName }
        database.record(finished)
        guard finished.game == HighScoresWindow.game else { return }
        let history = database.history()
        guard HighScores(history, game: finished.game).rank(of: finished) != nil else { return }
        // Not within the finished game's own change: in the main loop's next turn, once Simon
        // says it is quiet (its victory signal or razz over).
        scheduler.nextTurn { [weak self] in
            guard let simon = self?.tabs.builtSimon?.model else { return }
            simon.whenQuiet { self?.showHighScores(history, newRecord: finished) }
        }
    }

    /// The high scores with a new record, its name to change.
    private func showHighScores(_ history: [FinishedGame], newRecord: FinishedGame) {
        guard let window else { return }
        HighScoresWindow.present(over: window, history: history, newRecord: newRecord) { [weak self] game, name in
            self?.database.name(name, ofGame: game.game, finishedAt: game.finishedAt)
            // What the player typed is the next record's name (not a name the game gave, such as "Players 1, 3").
            if name != game.player { self?.settings.playerName = name }
        }
    }

    /// Every game's record the same way: finished games go into the history, a problem with its
    /// save (at start, once the window is up, or later) is shown as a toast, and once the tab
    /// (`root`) has been painted its game has opened from the save without ending the app.
    private func follow<State>(_ record: GameRecord<State>, shownIn root: Widget) {
        record.onFinished = { [weak self] finished in self?.keep(finished) }
        record.onProblem = { [weak self] message in self?.window?.showToast(message) }
        let frames = FramePhases(of: root)
        // The closure keeps the frames' watcher until it has run (it then lets both go).
        frames.afterPaint { [frames] in
            withExtendedLifetime(frames) { record.opened() }
        }
        guard let problem = record.loadProblem else { return }
        scheduler.nextTurn { [weak self] in self?.window?.showToast(problem) }
    }
}
