import CardArt
import GameSupport
import GtkKit
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
        public var tab: String
        public var windowSize: (width: Int, height: Int)?
        public var animations: Bool
        /// Simon plays with a steady, observable rhythm (for automated tests).
        public var simonTestTiming: Bool
        /// Run the scripted motion benchmark, print its figures and quit.
        public var benchmarkMotion = false

        public init(seed: UInt64, tab: String, windowSize: (width: Int, height: Int)?, animations: Bool, simonTestTiming: Bool) {
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
    private var tabs: [AnyObject] = []
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

        let dataDirectory = Files.dataDirectory(for: "pastimes")
        let setModel = SetTableModel(seed: options.seed, now: wallClockSeconds,
                                     slot: LiveSaveSlot.file(dataDirectory + "/set.json"))
        let setTab = SetTab(model: setModel)
        let cardsModel = MatchingTableModel(seed: options.seed &+ 1, slot: LiveSaveSlot.file(dataDirectory + "/cards.json"))
        let cards = CardsTab(model: cardsModel)
        let simonModel = SimonModel(seed: options.seed &+ 2, now: monotonicSeconds,
                                    slot: LiveSaveSlot.file(dataDirectory + "/simon.json"),
                                    timingOverride: options.simonTestTiming ? .forTesting : nil)
        let simon = SimonTab(model: simonModel, soundDirectory: Files.cacheDirectory(for: "pastimes", folder: "tones"))
        let window = MainWindow(application: application, tabs: [
            ("set", "view-grid-symbolic", setTab, setTab.root),
            ("cards", "applications-games-symbolic", cards, cards.root),
            ("simon", "media-record-symbolic", simon, simon.root),
        ])
        self.window = window
        tabs = [setTab, cards, simon]
        if let size = options.windowSize { window.window.setDefaultSize(width: size.width, height: size.height) }
        window.visiblePage = options.tab
        addActions(window: window)
        setModel.onProblem = { [weak window] message in window?.showToast(message) }
        cardsModel.onProblem = { [weak window] message in window?.showToast(message) }
        simonModel.onProblem = { [weak window] message in window?.showToast(message) }
        cards.confirm = { [weak window] proceed, cancel in window?.confirmNewGame(proceed, cancel: cancel) }
        window.present()
        if options.benchmarkMotion {
            benchmark = MotionBenchmark(tab: setTab, window: window)
            benchmark?.run()
        }
        for problem in [setModel.loadProblem, cardsModel.loadProblem, simonModel.loadProblem].compactMap({ $0 }) {
            window.showToast(problem)
        }
    }

    private func addActions(window: MainWindow) {
        application.addAction("new-game", accelerators: ["<Control>n"]) { [weak window] in
            window?.currentTab?.newGame { proceed in window?.confirmNewGame(proceed) }
        }
        application.addAction("hint", accelerators: ["<Control>h"]) { [weak window] in window?.currentTab?.hint() }
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
        application.addAction("about") { [weak window] in
            guard let window else { return }
            AboutWindow.present(parent: window.window, name: "Pastimes", applicationID: PastimesApp.id, version: "0.1",
                                developers: ["The Pastimes team"],
                                comments: "Set, the playing-card matching game and Simon, for GNOME.",
                                website: "https://github.com/pastimes/pastimes")
        }
    }
}
