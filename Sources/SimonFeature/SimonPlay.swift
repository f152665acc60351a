import GameSupport
import SimonCore

/// A game of Simon in time. `SimonGame` knows the rules; this knows when things happen: it
/// plays schedules, waits 0.8 s after the last release before the next playback, loses the
/// game after the answer time, signals a win. Nothing here runs by itself: the view calls
/// `advance(to:)` every frame with the frame clock's time (tests pass any numbers).
public struct SimonPlay: Sendable {
    public private(set) var game: SimonGame
    public var timing: SimonTiming
    /// What Simon shows: the round's playback, the victory signal, or a sequence the player
    /// asked to see again (LAST, LONGEST).
    public enum ShowKind: Equatable, Sendable { case playback, victory, last, longest }

    /// What is being shown, and when it started.
    public private(set) var show: (schedule: SimonSchedule, start: Double, kind: ShowKind)?
    /// The pad the player is holding down.
    public private(set) var heldPad: SimonPad?
    /// When the player's time to answer started (the last release, or the end of a playback).
    private var answerClockStart: Double?
    /// When the next playback (or the victory signal) is due.
    private var nextShowAt: Double?
    /// When the game was lost, for the razz.
    public private(set) var lostAt: Double?
    private var generator: SeededGenerator

    public init(game: SimonGame, timing: SimonTiming, seed: UInt64) {
        self.game = game
        self.timing = timing
        generator = SeededGenerator(seed: seed)
    }

    /// A game restored from a save: it waits, its clocks stopped, until `resume(at:)`.
    public init(restoring saved: Saved, timing: SimonTiming) {
        game = saved.game
        generator = saved.generator
        self.timing = timing
    }

    /// What a save keeps of a game in time: the game and its random stream. The clocks are not
    /// kept; a restored game picks up where it was when it is resumed.
    public struct Saved: Codable, Equatable, Sendable {
        public var game: SimonGame
        public var generator: SeededGenerator
    }

    public var saved: Saved { Saved(game: game, generator: generator) }

    /// Starts the clocks of a restored game: a playback under way plays again from its start,
    /// and a player who was answering gets the full answer time.
    public mutating func resume(at now: Double) {
        switch game.phase {
        case .playingBack: play(at: now + Self.leadIn)
        case .awaitingInput, .awaitingAddition: answerClockStart = now
        case .idle, .recording, .recorded, .won, .lost, .playerOut: break
        }
    }

    /// The pause before the first step of a game's first playback.
    static let leadIn = 0.5

    // MARK: What the player does

    /// Start: a new game (or, after recording, player two's turn) that begins playing at once.
    public mutating func start(at now: Double) {
        game.start(using: &generator)
        heldPad = nil
        lostAt = nil
        nextShowAt = nil
        answerClockStart = nil
        show = nil
        if game.phase == .playingBack { play(at: now + Self.leadIn) }
    }

    /// Restart: the same game again from its first round, playing at once.
    public mutating func restart(at now: Double) {
        guard game.canRestart else { return }
        game.restart()
        heldPad = nil
        lostAt = nil
        nextShowAt = nil
        answerClockStart = nil
        show = nil
        play(at: now + Self.leadIn)
    }

    /// Reset: the current sequence once more, if the rules allow it now.
    public mutating func replay(at now: Double) {
        guard canReplay(at: now) else { return }
        game.replay()
        answerClockStart = nil
        play(at: now + timing.gap * 2)
    }

    public func canReplay(at now: Double) -> Bool { game.canReplay && !isShowing(at: now) && heldPad == nil }

    /// A pad pressed: it lights and sounds until released; the press counts at once.
    @discardableResult
    public mutating func press(_ pad: SimonPad, at now: Double) -> SimonPress {
        // A pad whose owner is out does nothing at all (not even light): its keys are still there.
        guard padsEnabled(at: now), heldPad == nil, game.isInPlay(pad) else { return .ignored }
        heldPad = pad
        answerClockStart = nil
        let outBefore = game.outPlayers.count
        let result = game.press(pad)
        if result == .wrong || game.outPlayers.count > outBefore { lostAt = now }
        return result
    }

    /// The pad let go: the clock for the next answer starts, or Simon plays on after a pause.
    public mutating func release(at now: Double) {
        guard heldPad != nil else { return }
        heldPad = nil
        switch game.phase {
        case .playingBack: nextShowAt = now + timing.replayDelay
        case .won: celebrate(at: now)
        case .awaitingInput, .awaitingAddition: answerClockStart = now
        default: break
        }
    }

    /// Moves time on to `now`: ends shows that are over, starts those that are due, and loses
    /// the game for a player who has waited too long.
    public mutating func advance(to now: Double) {
        if let show, now >= show.start + show.schedule.duration {
            self.show = nil
            if show.kind == .playback {
                game.finishPlayback()
                answerClockStart = now
            }
        }
        if let due = nextShowAt, now >= due {
            nextShowAt = nil
            play(at: due)
        }
        if game.isAwaitingPlayer, heldPad == nil, let start = answerClockStart, now - start > timing.answerTime {
            game.timeOut()
            lostAt = now
            answerClockStart = nil
            if game.phase == .won { celebrate(at: now) }
        }
    }

    /// The victory signal on the winning pad: the last of the sequence, or the last player
    /// left's own (after the razz for the player who went out, never over it). Its schedule
    /// starts with the toy's pause.
    private mutating func celebrate(at now: Double) {
        let pad = game.winners.count == 1 && lostAt != nil ? game.pads(of: game.winners[0]).first : game.sequence.last
        guard let pad else { return }
        let afterRazz = lostAt.map { $0 + Self.razzLength - timing.replayDelay } ?? now
        show = (SimonSchedule.victory(on: pad, timing: timing), max(now, afterRazz), .victory)
    }

    /// How long the razz sounds after a wrong press or a time-out.
    public static let razzLength = 1.5

    /// Whether anything is waiting on the clock at `now` (so the view keeps ticking): a show, a
    /// playback due, the player's time to answer, or the razz (LAST and LONGEST wait for its end).
    /// A game over is still: the frames stop until the player does something.
    public func isTimed(at now: Double) -> Bool {
        show != nil || nextShowAt != nil || answerClockStart != nil || isRazzing(at: now)
    }

    private mutating func play(at start: Double) {
        show = (playback, start, .playback)
    }

    /// LAST or LONGEST: `pads` shown again, between games (never while a game waits on a
    /// player, nor to player two a recorded sequence); the game itself is left as it was.
    public mutating func showAgain(_ pads: [SimonPad], as kind: ShowKind, at now: Double) {
        guard canShowAgain(at: now), !pads.isEmpty, kind == .last || kind == .longest else { return }
        show = (SimonSchedule.playback(of: pads, timing: timing, leadIn: 0), now + timing.gap * 2, kind)
    }

    /// Between games, when Simon is quiet (not over the razz either).
    public func canShowAgain(at now: Double) -> Bool {
        switch game.phase {
        case .idle, .won: !isShowing(at: now) && heldPad == nil
        case .lost: !isShowing(at: now) && heldPad == nil && !isRazzing(at: now)
        case .recording, .recorded, .playingBack, .awaitingInput, .awaitingAddition, .playerOut: false
        }
    }

    /// After a pause: a playback, or a sequence shown again, plays from its first step, so that
    /// no step is ever shown cut short (the victory signal just goes on).
    public mutating func restartShow(at now: Double) {
        guard let show else { return }
        switch show.kind {
        case .playback: resume(at: now)
        case .last, .longest: self.show = (show.schedule, now + timing.gap * 2, show.kind)
        case .victory: break
        }
    }

    /// The schedule of the current sequence's playback.
    private var playback: SimonSchedule { SimonSchedule.playback(of: game.playback, timing: timing, leadIn: 0) }

    /// The show under way, or else the playback due next, with the time each starts.
    public var upcomingShow: (schedule: SimonSchedule, start: Double)? {
        if let show { return (show.schedule, show.start) }
        return nextShowAt.map { (playback, $0) }
    }

    /// How long `pad` lights in the show under way or the playback due next (its tone lasts
    /// as long).
    public func flashLength(of pad: SimonPad) -> Double? {
        upcomingShow?.schedule.flashes.first { $0.pad == pad }?.duration
    }

    // MARK: What the screen shows

    /// Whether Simon is playing (or about to play, in the pause after the player's last step).
    public func isShowing(at now: Double) -> Bool { show != nil || nextShowAt != nil }

    /// The pads lit at `time`: by the show under way (or the playback due by then, which
    /// `advance` has not started yet when `time` lies ahead of it), or held down by the player.
    public func padsLit(at time: Double) -> Set<SimonPad> {
        var lit = Set<SimonPad>()
        if let (schedule, start) = upcomingShow { lit.formUnion(schedule.padsLit(at: time - start)) }
        if let heldPad { lit.insert(heldPad) }
        return lit
    }

    /// After a wrong press or a time-out: the pad that was due, kept highlighted until Start.
    public var expectedPad: SimonPad? {
        switch game.phase {
        case .lost(let expected), .playerOut(_, let expected): expected
        case .won: game.padDueAtTheEnd
        default: nil
        }
    }

    /// Whether the razz is sounding (after losing, or a player going out).
    public func isRazzing(at now: Double) -> Bool { lostAt.map { now - $0 < Self.razzLength } ?? false }

    public func padsEnabled(at now: Double) -> Bool {
        (game.isAwaitingPlayer || game.phase == .recording) && show == nil
    }

    /// Start and the way back to the splash screen are off only while Simon plays the game (a
    /// sequence shown again between games gives way to them).
    public func controlsEnabled(at now: Double) -> Bool {
        !isShowing(at: now) || game.phase == .won || show?.kind == .last || show?.kind == .longest
    }
}
