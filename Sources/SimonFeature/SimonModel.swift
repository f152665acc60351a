import GameSupport
import SimonCore
import Localization

/// The Simon tab's view model: the splash screen's choices, the game in time, and what the
/// screen shows. The view calls `tick()` every frame while `needsTicks` is true; time comes from
/// the `now` closure, so tests drive it with a fake clock.
@MainActor
public final class SimonModel {
    public enum Screen: Sendable { case splash, game }

    /// The settings the current game was started with.
    public private(set) var settings: SimonSettings
    /// The splash screen's choices, applied when the player presses Play.
    public private(set) var draft: SimonSettings
    public private(set) var play: SimonPlay
    public private(set) var screen: Screen = .splash
    public var onChange: (@MainActor () -> Void)?
    public var onProblem: (@MainActor (String) -> Void)?
    public private(set) var loadProblem: String?

    private let now: @MainActor () -> Double
    private let slot: SaveSlot
    private let timingOverride: SimonTiming?
    private var seed: UInt64
    /// Why Simon's clocks stand still: its first screen is on show, or the player is away.
    private var pause = Pause()

    /// `timingOverride` replaces every speed's timing (the end-to-end tests' steady rhythm).
    /// `wallClock` dates finished games for the statistics.
    public init(seed: UInt64, now: @escaping @MainActor () -> Double, slot: SaveSlot, timingOverride: SimonTiming? = nil,
                wallClock: @escaping @MainActor () -> Double = { 0 }) {
        self.now = now
        self.wallClock = wallClock
        self.slot = slot
        self.seed = seed
        self.timingOverride = timingOverride
        let loaded = SavedGame<SimonSave>.load(from: slot, name: trc("game", "Simon"))
        settings = loaded.value?.settings ?? SimonSettings()
        loadProblem = loaded.problem
        draft = loaded.value?.draft ?? settings
        let timing = timingOverride ?? settings.speed.timing
        if let saved = loaded.value?.game {
            // The game waits on the splash screen, its clocks stopped, until Play.
            play = SimonPlay(restoring: saved, timing: timing)
            waitingToResume = true
        } else {
            play = SimonPlay(game: SimonGame(mode: settings.mode, target: settings.target), timing: timing, seed: seed)
        }
    }

    /// A restored game whose clocks start with the next Play.
    private var waitingToResume = false

    public var presentation: SimonPresentation { SimonPresentation(play, at: clockTime, lightsAhead: lightsLead) }
    /// How far ahead of the clock the pads' lights are shown, set by the view: the time a frame
    /// takes from its tick to the screen, so that a step lights in the first frame the player
    /// sees after its time, not one frame later.
    public var lightsLead = 0.0
    /// The game's clock: the time of `now`, less every pause (the time `play` is read at).
    public var clockTime: Double { pause.clockTime(at: now()) }
    public var difficultyText: String { SimonSettings.difficultyText(draft.target) }

    // MARK: The splash screen

    public func setDraftTarget(_ target: Int) { draft.target = min(max(target, 1), 31); save(); changed() }
    public func setDraftMode(_ mode: SimonMode) { draft.mode = mode; save(); changed() }
    public func setDraftSpeed(_ speed: SimonSpeed) { draft.speed = speed; save(); changed() }

    /// Play: back to the game under way, or a new one if the difficulty or mode changed.
    public func playGame() {
        let time = now()
        if draft.target != settings.target || draft.mode != settings.mode {
            seed &+= 1
            play = SimonPlay(game: SimonGame(mode: draft.mode, target: draft.target), timing: timing(for: draft), seed: seed)
        } else if waitingToResume {
            play.resume(at: time)
        }
        waitingToResume = false
        play.timing = timing(for: draft)
        settings = draft
        screen = .game
        hold(.menu, false)
        save()
        changed()
    }

    /// Back to the splash screen; the game waits, its clocks stopped, until Play.
    public func backToSplash() {
        guard presentation.backEnabled else { return }
        hold(.menu, true)
        draft = settings
        screen = .splash
        changed()
    }

    /// The player is away (another tab, a dialog, the window out of focus): Simon's clocks stop
    /// as they do behind the first screen, and go on when the player is back. Nothing is lost.
    public func setAway(_ away: Bool) {
        guard away != pause.reasons.contains(.away) else { return }
        hold(.away, away)
        changed()
    }

    public var isPaused: Bool { pause.isPaused }

    private func hold(_ reason: Pause.Reason, _ holds: Bool) {
        if let stood = pause.set(reason, holds, at: now()) { play.shiftTime(by: stood) }
    }

    /// Sounds off or on (the same again changes nothing).
    public func setMuted(_ muted: Bool) {
        guard muted != settings.muted else { return }
        settings.muted = muted
        draft.muted = muted
        save()
        changed()
    }

    // MARK: The game

    /// Whether a game is under way that a new one would throw away.
    public var hasProgress: Bool {
        switch play.game.phase {
        case .idle, .won, .lost: false
        case .recording, .recorded, .playingBack, .awaitingInput, .awaitingAddition: true
        }
    }

    /// Whether a new game can be started now: not while Simon plays the sequence.
    public var canStartNewGame: Bool { screen == .splash || presentation.startEnabled }

    /// New Game: a fresh sequence with the current settings, from either screen.
    public func newGame() {
        guard canStartNewGame else { return }
        if screen == .splash { playGame() }
        start()
    }

    public func start() {
        guard !pause.isPaused else { return }
        play.start(at: now())
        save()
        changed()
    }

    public func reset() {
        guard !pause.isPaused else { return }
        play.replay(at: now())
        changed()
    }

    public func press(_ pad: SimonPad) {
        guard !pause.isPaused, play.press(pad, at: now()) != .ignored else { return }
        reportIfFinished()
        save()
        changed()
    }

    public func release() {
        guard !pause.isPaused else { return }
        play.release(at: now())
        changed()
    }

    /// Moves the game's time on; the view calls this each frame.
    public func tick() {
        guard !pause.isPaused else { return }
        let phase = play.game.phase
        play.advance(to: now())
        if play.game.phase != phase { save() }
        reportIfFinished()
    }

    /// Called once when a game is won or lost, for the statistics.
    public var onFinished: (@MainActor (FinishedGame) -> Void)?
    private var reportedGame: SimonGame?

    private func reportIfFinished() {
        let game = play.game
        let result: String
        switch game.phase {
        case .won: result = fillIn(trn("Won: %1$@ step", "Won: %1$@ steps", game.target), game.target)
        case .lost: result = fillIn(tr("Lost at step %1$@ of round %2$@"), game.entered + 1, game.round)
        default: return
        }
        guard reportedGame != game else { return }
        reportedGame = game
        let repeated = game.phase == .won ? game.target : max(0, game.round - 1)
        onFinished?(FinishedGame(game: .simon, mode: FinishedGame.storedMode(game.mode.titleKey, steps: game.target), finishedAt: wallClock(),
                                 seconds: nil, score: repeated, found: repeated, hintsUsed: 0, won: game.phase == .won,
                                 result: result))
    }

    /// Whether the view should keep calling `tick()`.
    public var needsTicks: Bool { screen == .game && !pause.isPaused && (play.isTimed || play.heldPad != nil) }

    private let wallClock: @MainActor () -> Double

    private func timing(for settings: SimonSettings) -> SimonTiming { timingOverride ?? settings.speed.timing }

    private func changed() { onChange?() }

    /// Saves the settings, the splash screen's choices and the game's progress.
    private func save() {
        let state = SimonSave(settings: settings, draft: draft, game: play.saved)
        if let problem = SavedGame.save(state, to: slot, name: trc("game", "Simon")) { onProblem?(problem) }
    }
}
