import GameSupport
import SimonCore
import Localization

/// The Simon tab's view model: the game in time, the player's preferences for the next one, and
/// what the screen shows. The view calls `tick()` every frame while `needsTicks` is true; time
/// comes from the `now` closure, so tests drive it with a fake clock.
///
/// The preferences (difficulty, speed, game, sound) are the app's settings: they come in through
/// `apply(_:)`, and the first screen's controls hand the player's choice out through
/// `onPreferencesChosen` without keeping it. The save holds the game under way, nothing else.
@MainActor
public final class SimonModel {
    public enum Screen: Sendable { case splash, game }

    /// The preferences: the next game's difficulty and game, the speed (which applies at once)
    /// and the sound.
    public private(set) var preferences: SimonPreferences
    public private(set) var play: SimonPlay
    /// LAST and LONGEST: what Simon last played, and the longest sequence entered correctly.
    public private(set) var memory: SimonMemory
    public private(set) var screen: Screen = .splash
    public var onChange: (@MainActor () -> Void)?
    /// Waiting for Simon to be quiet (see `whenQuiet`).
    private var waitingForQuiet: [@MainActor () -> Void] = []
    /// The player chose a preference on Simon's own controls (for the app to keep).
    public var onPreferencesChosen: (@MainActor (SimonPreferences) -> Void)?
    /// The save and the statistics: problems for the player, finished games (once each).
    public let record: GameRecord<SimonSave>

    private let clocks: Clocks
    private let timingOverride: SimonTiming?
    private var seed: UInt64
    /// Played time, which stands still while the first screen is on show or the player is away.
    private var clock: GameClock

    /// `timingOverride` replaces every speed's timing (the end-to-end tests' steady rhythm).
    /// Play is timed on the monotonic clock (a flash never stretches when the system's clock is
    /// set); finished games are dated on the wall clock.
    public init(seed: UInt64, clocks: Clocks, slot: SaveSlot, preferences: SimonPreferences = SimonPreferences(),
                timingOverride: SimonTiming? = nil) {
        self.clocks = clocks
        clock = GameClock(at: clocks.monotonic())
        self.seed = seed
        self.timingOverride = timingOverride
        self.preferences = preferences
        record = GameRecord(slot: slot, name: trc("game", "Simon"))
        memory = record.saved?.memory ?? SimonMemory()
        let timing = timingOverride ?? preferences.speed.timing
        if let saved = record.saved?.game {
            // The game waits on the splash screen, its clocks stopped, until Play.
            play = SimonPlay(restoring: saved, timing: timing)
            waitingToResume = true
        } else {
            play = SimonPlay(game: SimonGame(mode: preferences.mode, target: preferences.target, players: preferences.players), timing: timing, seed: seed)
        }
        record.restored(finished: isFinished)
    }

    /// A restored game whose clocks start with the next Play.
    private var waitingToResume = false

    public var presentation: SimonPresentation { SimonPresentation(play, at: time, lightsAhead: lightsLead, memory: memory) }
    /// How far ahead of the clock the pads' lights are shown, set by the view: the time a frame
    /// takes from its tick to the screen, so that a step lights in the first frame the player
    /// sees after its time, not one frame later.
    public var lightsLead = 0.0
    /// The played time now, at which `play` is read and moved: it stands still while paused.
    public var time: Double { clock.played(at: clocks.monotonic()) }
    public var difficultyText: String { SimonPreferences.difficultyText(preferences.target) }

    // MARK: Preferences

    /// The preferences as the app keeps them: the sound applies at once; the difficulty and the
    /// game to the next game; the speed to the next game too, or to the one under way when it
    /// is played again from the first screen (a rhythm never changes under the player's hands).
    public func apply(_ preferences: SimonPreferences) {
        guard preferences != self.preferences else { return }
        self.preferences = preferences
        if screen != .game { play.timing = timing(for: preferences) }
        changed()
    }

    /// The first screen's controls and the speaker: the player's choice, for the app to keep.
    public func chooseTarget(_ target: Int) { choose { $0.target = min(max(target, 1), 31) } }
    public func chooseMode(_ mode: SimonMode) { choose { $0.mode = mode } }
    public func choosePlayers(_ players: Int) { choose { $0.players = players } }
    public func chooseSpeed(_ speed: SimonSpeed) { choose { $0.speed = speed } }
    public func setMuted(_ muted: Bool) { choose { $0.muted = muted } }

    private func choose(_ change: (inout SimonPreferences) -> Void) {
        var chosen = preferences
        change(&chosen)
        guard chosen != preferences else { return }
        apply(chosen)
        onPreferencesChosen?(chosen)
    }

    /// Whether the game on the table was started with other preferences than the next one's.
    private var gameDiffersFromPreferences: Bool {
        play.game.target != preferences.target || play.game.mode != preferences.mode
            || play.game.players != SimonGame(mode: preferences.mode, players: preferences.players).players
    }

    private func newPlay() {
        seed &+= 1
        play = SimonPlay(game: SimonGame(mode: preferences.mode, target: preferences.target, players: preferences.players), timing: timing(for: preferences), seed: seed)
        waitingToResume = false
    }

    // MARK: The splash screen

    /// Play: back to the game under way, or else a new one of the difficulty and game chosen,
    /// playing at once. One press starts a game, as the toy's START does (a second Start on the
    /// game screen was one press too many).
    public func playGame() {
        let resumes = hasProgress && !gameDiffersFromPreferences
        // The speed chosen meanwhile is the rhythm from here.
        if resumes { play.timing = timing(for: preferences) }
        showGameScreen(resuming: resumes)
        if resumes {
            save()
            changed()
        } else {
            startPlay(anew: true)
        }
    }

    /// The game screen, its clocks going; a restored game's clocks start here.
    private func showGameScreen(resuming: Bool) {
        if resuming, waitingToResume { play.resume(at: time) }
        waitingToResume = false
        screen = .game
        hold(.menu, false)
    }

    /// Back to the splash screen; the game waits, its clocks stopped, until Play.
    public func backToSplash() {
        guard presentation.backEnabled else { return }
        hold(.menu, true)
        screen = .splash
        changed()
    }

    /// The player is away (another tab, a dialog, the window out of focus): Simon's clocks stop
    /// as they do behind the first screen, and go on when the player is back. Nothing is lost.
    public func setAway(_ away: Bool) {
        guard away != clock.reasons.contains(.away) else { return }
        hold(.away, away)
        changed()
    }

    public var isPaused: Bool { clock.isPaused }

    /// Stops or starts Simon's clocks. A playback the pause cut into plays again from its
    /// start when the clocks go on: no step is ever shown cut short.
    private func hold(_ reason: GameClock.Reason, _ holds: Bool) {
        guard clock.hold(reason, holds, at: clocks.monotonic()), !clock.isPaused else { return }
        play.restartShow(at: time)
    }

    // MARK: The game

    /// Whether a game is under way that a new one would throw away.
    public var hasProgress: Bool {
        switch play.game.phase {
        case .idle, .won, .lost: false
        case .recording, .recorded, .playingBack, .awaitingInput, .awaitingAddition, .playerOut: true
        }
    }

    /// Whether a new game can be started now: not while Simon plays the sequence.
    public var canStartNewGame: Bool { screen == .splash || presentation.startEnabled }

    /// New Game: a fresh sequence with the current settings, from either screen.
    public func newGame() {
        guard canStartNewGame else { return }
        if screen == .splash { showGameScreen(resuming: false) }
        startPlay(anew: true)
    }

    /// Start: the game goes on where it waits for Start (player two's turn, Play On), or another
    /// begins, of the difficulty and game the preferences now say.
    public func start() { startPlay(anew: !hasProgress) }

    /// `anew`: a game of its own, never the one under way going on (New Game, Play Game).
    private func startPlay(anew: Bool) {
        guard !clock.isPaused else { return }
        if anew && (gameDiffersFromPreferences || hasProgress) { newPlay() }
        play.start(at: time)
        save()
        changed()
    }

    /// Whether Restart can be used now: a game to play again, and Simon not playing it.
    public var canRestart: Bool { play.game.canRestart && (screen == .splash || presentation.startEnabled) }

    /// Ctrl+R: the same game again from its first round, from either screen.
    public func restart() {
        guard canRestart else { return }
        if screen == .splash { showGameScreen(resuming: false) }
        play.timing = timing(for: preferences)
        play.restart(at: time)
        save()
        changed()
    }

    /// LAST: Simon plays again the last sequence it played.
    public func showLast() { showAgain(memory.last, as: .last) }

    /// LONGEST: Simon plays the longest sequence a player has entered correctly.
    public func showLongest() { showAgain(memory.longest, as: .longest) }

    private func showAgain(_ pads: [SimonPad], as kind: SimonPlay.ShowKind) {
        guard screen == .game, !clock.isPaused, play.canShowAgain(at: time) else { return }
        play.showAgain(pads, as: kind, at: time)
        changed()
    }

    public func reset() {
        guard !clock.isPaused else { return }
        play.replay(at: time)
        changed()
    }

    public func press(_ pad: SimonPad) {
        guard !clock.isPaused, play.press(pad, at: time) != .ignored else { return }
        reportIfFinished()
        save()
        changed()
    }

    public func release() {
        guard !clock.isPaused else { return }
        play.release(at: time)
        changed()
    }

    /// Moves the game's time on; the view calls this each frame.
    public func tick() {
        guard !clock.isPaused else { return }
        let phase = play.game.phase
        play.advance(to: time)
        if play.game.phase != phase { save() }
        reportIfFinished()
        tellTheQuiet()
    }

    /// The statistics hear of a game once it is won or lost.
    private func reportIfFinished() {
        record.report(finished: isFinished, finishedGame)
    }

    private var isFinished: Bool { play.game.phase == .won || play.game.isLost }

    private var finishedGame: FinishedGame {
        let game = play.game
        let won = game.phase == .won
        // The last player left wins at the round the others went out in, not having repeated it.
        let lastLeft = won && game.mode == .chooseYourColour && game.winners.count == 1
        let repeated = won && !lastLeft ? game.target : (game.mode == .chooseYourColour ? game.mostRepeated : max(0, game.round - 1))
        let result = switch (won, game.winners.count) {
        case (true, 1) where game.mode == .chooseYourColour:
            fillIn(tr("%1$@ won in round %2$@"), SimonPresentation.playerName(game.winners[0]), game.round)
        case (true, _) where game.mode == .chooseYourColour:
            fillIn(trn("Shared win: %1$@ step", "Shared win: %1$@ steps", game.target), game.target)
        case (true, _): fillIn(trn("Won: %1$@ step", "Won: %1$@ steps", game.target), game.target)
        case (false, _): fillIn(tr("Lost at step %1$@ of round %2$@"), game.entered + 1, game.round)
        }
        // Choose Your Colour's games are kept by how many played (each number its own high scores).
        let title = game.mode == .chooseYourColour ? FinishedGame.storedMode(game.mode.titleKey, players: SimonMode.playersKey(game.players))
            : game.mode.titleKey
        return FinishedGame(game: .simon, mode: FinishedGame.storedMode(title, steps: game.target), finishedAt: clocks.wall(),
                            seconds: nil, score: repeated, found: repeated, hintsUsed: 0, won: won, result: result,
                            player: Self.winnersName(game))
    }

    /// Who won Choose Your Colour, as the high scores name them until someone types a name:
    /// "Player 2", or a shared win's "Players 1, 3"; nil in the other games (the account's name).
    static func winnersName(_ game: SimonGame) -> String? {
        let winners = game.winners
        guard winners.count > 1 else { return winners.first.map(SimonPresentation.playerName) }
        return fillIn(tr("Players %1$@"), winners.map { String($0 + 1) }.joined(separator: ", "))
    }

    /// Whether Simon is quiet: nothing shown, no pad held (a winning press's victory signal
    /// begins when it is let go), no razz: a window may open without cutting into either.
    public var isQuiet: Bool { play.show == nil && play.heldPad == nil && !play.isRazzing(at: time) }

    /// Runs `action` once Simon is quiet: at once if it is, otherwise at the tick (or change)
    /// that ends its victory signal or razz. The high scores open so, over a quiet Simon.
    public func whenQuiet(_ action: @escaping @MainActor () -> Void) {
        if isQuiet { action() } else { waitingForQuiet.append(action) }
    }

    private func tellTheQuiet() {
        guard !waitingForQuiet.isEmpty, isQuiet else { return }
        let waiting = waitingForQuiet
        waitingForQuiet = []
        for action in waiting { action() }
    }

    /// Whether the view should keep calling `tick()`.
    public var needsTicks: Bool { screen == .game && !clock.isPaused && (play.isTimed(at: time) || play.heldPad != nil) }

    private func timing(for preferences: SimonPreferences) -> SimonTiming { timingOverride ?? preferences.speed.timing }

    private func changed() {
        onChange?()
        tellTheQuiet()
    }

    /// Saves the game's progress, and what LAST and LONGEST will play.
    private func save() {
        memory.remember(play.game)
        record.save(SimonSave(game: play.saved, memory: memory))
    }
}
