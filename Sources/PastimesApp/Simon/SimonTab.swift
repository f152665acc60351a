import GameSupport
import GtkKit
import SafeFiles
import SimonCore
import SimonFeature
import Localization

/// The Simon tab: a splash screen and the game screen, sliding between them. It shows what the
/// view model presents each frame while Simon plays, and forwards presses and releases.
@MainActor
final class SimonTab: GameTab {
    let model: SimonModel
    let root = Stack(transition: .slideLeftRight)
    private let splash = SimonSplash()
    private let board = SimonBoard()
    private let message = Label()
    /// Under the board: what is happening and the buttons; at the end, an opaque panel with the
    /// result, Play Again and the way to another game.
    private let panel = Box(.vertical, spacing: 12)
    private let endTitle = Label()
    private let otherGameButton = Button(label: tr("Change Game"))
    private let startButton = Button(label: trc("Simon button", "Start"))
    private let resetButton = Button(label: tr("Repeat Sequence"))
    /// The toy's LAST and LONGEST.
    private let lastButton = Button(label: trc("Simon button: play the last sequence again", "Last"))
    private let longestButton = Button(label: trc("Simon button: play the longest sequence entered", "Longest"))
    private let backButton = Button(iconName: "go-previous-symbolic", label: tr("Back to the Simon menu"))
    private let muteButton = ToggleButton(label: "")
    private let ticker = AnimationTicker()
    private let sounds: SimonSoundBoard
    private var wasLost = false
    /// The pad held down by a key, so the key's release lets it go.
    private var keys = SimonKeys()
    /// The start of the last show whose tones were made ready.
    private var preparedShow: Double?
    /// Whether the last render showed Simon playing a sequence.
    private var wasShowing = false
    /// Once a playback or a game is over and its last frame painted, what its frames used (freed
    /// heap, Cairo's upload memory) goes back, as the card tables' does when their cards settle:
    /// some megabytes after a game, which the pads' next frames would not need for a while.
    private let memoryReturn = StillnessMemoryReturn()
    /// The pads drawn lit by the last render (the motion benchmark times when each lit up).
    private(set) var litOnScreen: Set<SimonPad> = []

    init(model: SimonModel, soundDirectory: FilePath) {
        self.model = model
        sounds = SimonSoundBoard(directory: soundDirectory)
        root.add(splash.root, name: "splash")
        root.add(buildGameScreen(), name: "game")
        bind()
        model.onChange = { [weak self] in self?.render() }
        render()
    }

    /// The way back to the first screen and the sound switch sit in the window's header bar.
    var headerStart: [Widget] { [backButton] }
    var headerEnd: [Widget] { [muteButton] }

    private func buildGameScreen() -> Widget {
        muteButton.child = nil
        message.addCSSClass("title-4")
        message.wraps = true
        message.justification = .center
        startButton.addCSSClass("suggested-action")
        startButton.addCSSClass("pill")
        resetButton.addCSSClass("pill")
        resetButton.tooltip = tr("Play the sequence again (once per playback, before you start)")
        lastButton.addCSSClass("pill")
        lastButton.tooltip = AppCommands.lastSequence.tooltip
        longestButton.addCSSClass("pill")
        longestButton.tooltip = AppCommands.longestSequence.tooltip
        otherGameButton.addCSSClass("pill")
        otherGameButton.tooltip = tr("Back to the first screen, to choose the difficulty, speed and game")
        let buttons = Box(.horizontal, spacing: 12)
        buttons.halign = .center
        buttons.append(startButton)
        buttons.append(resetButton)
        buttons.append(otherGameButton)
        // The toy's LAST and LONGEST, a row of their own: with the others they would not fit a
        // phone-sized window.
        let memoryButtons = Box(.horizontal, spacing: 12)
        memoryButtons.halign = .center
        memoryButtons.append(lastButton)
        memoryButtons.append(longestButton)
        endTitle.addCSSClass("title-1")
        endTitle.isVisible = false
        otherGameButton.isVisible = false

        panel.halign = .center
        panel.append(endTitle)
        panel.append(message)
        panel.append(buttons)
        panel.append(memoryButtons)
        let screen = Box(.vertical, spacing: 12)
        screen.setMargins(12)
        screen.append(board.root)
        screen.append(panel)
        return screen
    }

    private func bind() {
        splash.onTarget = { [weak model] in model?.chooseTarget($0) }
        splash.onSpeed = { [weak model] in model?.chooseSpeed($0) }
        splash.onMode = { [weak model] in model?.chooseMode($0) }
        splash.onPlayers = { [weak model] in model?.choosePlayers($0) }
        splash.playButton.onClicked { [weak model] in model?.playGame() }
        backButton.onClicked { [weak model] in model?.backToSplash() }
        startButton.onClicked { [weak model] in model?.start() }
        resetButton.onClicked { [weak model] in model?.reset() }
        lastButton.onClicked { [weak model] in model?.showLast() }
        longestButton.onClicked { [weak model] in model?.showLongest() }
        otherGameButton.onClicked { [weak model] in model?.backToSplash() }
        muteButton.onToggled { [weak self] in
            guard let self else { return }
            self.model.setMuted(self.muteButton.isActive)
        }
        for pad in board.pads {
            pad.onPress = { [weak model] in model?.press($0) }
            pad.onRelease = { [weak model] in model?.release() }
        }
    }

    /// Redraws from the view model; keeps the frame clock ticking while Simon's time runs.
    private func render() {
        if root.visibleChildName != (model.screen == .splash ? "splash" : "game") {
            root.visibleChildName = model.screen == .splash ? "splash" : "game"
        }
        splash.show(model.preferences, difficultyText: model.difficultyText)
        let presentation = model.presentation
        litOnScreen = Set(presentation.pads.filter(\.isLit).map(\.pad))
        for pad in presentation.pads {
            board.pad(pad.pad).show(lit: pad.isLit, expected: pad.isExpected, enabled: presentation.padsEnabled && !pad.isOut,
                                    owner: pad.owner, isOut: pad.isOut, description: pad.description)
        }
        board.progress.text = presentation.progress
        board.progress.setAccessibleLabel(fillIn(tr("Progress %1$@"), presentation.progress))
        message.text = presentation.message
        if endTitle.isVisible != (presentation.endTitle != nil) {
            endTitle.isVisible = presentation.endTitle != nil
            otherGameButton.isVisible = presentation.endTitle != nil
            if presentation.endTitle != nil { panel.addCSSClass("game-over") } else { panel.removeCSSClass("game-over") }
        }
        if let title = presentation.endTitle, endTitle.text != title { endTitle.text = title }
        startButton.isVisible = presentation.startShown
        if startButton.label != presentation.startLabel {   // this runs every frame while Simon plays
            startButton.label = presentation.startLabel
            startButton.setAccessibleLabel(presentation.startLabel)
        }
        startButton.isSensitive = presentation.startEnabled
        resetButton.isVisible = presentation.replayShown
        resetButton.isSensitive = presentation.resetEnabled
        lastButton.isVisible = presentation.memoryShown
        lastButton.isSensitive = presentation.lastEnabled
        longestButton.isVisible = presentation.memoryShown
        longestButton.isSensitive = presentation.longestEnabled
        // The way back belongs to the game screen; the sound switch to both, so that a game,
        // which starts with the first screen's Play, can start silent.
        backButton.isVisible = model.screen == .game
        backButton.isSensitive = presentation.backEnabled
        let muted = model.preferences.muted
        muteButton.isActive = muted
        muteButton.setIcon(muted ? "audio-volume-muted-symbolic" : "audio-volume-high-symbolic", label: muted ? tr("Sound off") : tr("Sound on"))
        playSounds(presentation)
        onStateChanged?()
        let showing = model.play.show != nil
        if wasShowing && !showing { memoryReturn.schedule() }
        wasShowing = showing
        if model.needsTicks, !ticker.isRunning {
            memoryReturn.cancel()
            ticker.start(on: root) { [weak self] _ in
                guard let self else { return false }
                // What this frame draws reaches the screen after layout and painting: about
                // half a frame (6-10 ms measured at 60 Hz). Lights are taken that far ahead.
                self.model.lightsLead = (self.root.refreshInterval ?? 1.0 / 60) / 2
                self.model.tick()
                self.render()
                if !self.model.needsTicks { self.memoryReturn.schedule() }
                return self.model.needsTicks
            }
        }
    }

    private func playSounds(_ presentation: SimonPresentation) {
        let play = model.play, muted = model.preferences.muted
        if let show = play.show, show.start != preparedShow, let length = show.schedule.flashes.first?.duration {
            preparedShow = show.start
            sounds.prepare(flashLength: length, muted: muted)
        }
        sounds.update(lit: litOnScreen, held: play.heldPad, flashLength: { play.flashLength(of: $0) }, muted: muted)
        if presentation.razzes && !wasLost { sounds.razz(muted: muted) }
        wasLost = presentation.razzes
    }

    // MARK: GameTab


    var kind: GameKind { .simon }

    var hasProgress: Bool { model.hasProgress }
    var canStartNewGame: Bool { model.canStartNewGame }
    func startNewGame() { model.newGame() }
    var canRestart: Bool { model.canRestart }
    func restart() { model.restart() }
    func setAway(_ away: Bool) {
        model.setAway(away)
        if away { sounds.silence() }
    }
    var onStateChanged: (@MainActor () -> Void)?
    static var menuItems: [MenuItem] { [AppCommands.newGame.menuItem, AppCommands.restart.menuItem, AppCommands.highScores.menuItem] }

    func handleKey(_ key: Key) -> Bool {
        guard model.screen == .game, !key.control, !key.alt else { return false }
        if key.name == .space {
            if model.presentation.startEnabled { model.start() }
            return true
        }
        if key.name == .escape {
            guard model.presentation.backEnabled else { return false }
            model.backToSplash()
            return true
        }
        if key.character.map({ Character($0.lowercased()) == SimonKeys.replayLetter }) == true {
            if key.shift { model.showLongest() } else { model.showLast() }
            return true
        }
        guard let simonKey = Self.simonKey(key) else { return false }
        switch keys.pressed(simonKey) {
        case .press(let pad): model.press(pad)
        case .held: break
        case .notAPad: return false
        }
        return true
    }

    func handleKeyRelease(_ key: Key) {
        if let simonKey = Self.simonKey(key), keys.released(simonKey) { model.release() }
    }

    private static func simonKey(_ key: Key) -> SimonKeys.Key? {
        switch key.name {
        case .up: return .up
        case .right: return .right
        case .down: return .down
        case .left: return .left
        default: return key.character.map(SimonKeys.Key.character)
        }
    }
}
