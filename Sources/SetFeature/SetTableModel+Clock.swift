import GameSupport
import SetCore
import Localization

/// Time as an input: the computer's calls, a two-player claim running out, clocks on show.
/// The view calls `tick()` a few times a second while `runsAgainstTheClock`.
extension SetTableModel {
    /// Whether the screen changes with time alone (a clock, the computer, a claim's countdown).
    public var runsAgainstTheClock: Bool {
        switch session.mode {
        case .solo: return false
        case .dailyPuzzle, .puzzle, .drill: return session.puzzle?.isSolved == false
        case .timedRun, .versusComputer, .twoPlayers, .ghostRace: return !session.game.isOver
        }
    }

    /// The played time now, which every rule is given: it stands still while paused.
    var time: Double { clock.played(at: clocks.monotonic()) }

    public var isPaused: Bool { clock.isPaused }
    /// A raced clock stands still: the table is covered and nothing on it can be chosen. (A solo
    /// game is never covered: its speed bonus waits, and a move made meanwhile counts from then.)
    var isCovered: Bool { clock.isPaused && runsAgainstTheClock }
    /// Whether the player paused by hand (and only they can resume).
    public var isPausedByPlayer: Bool { clock.reasons.contains(.player) }

    /// Stops or restarts the game's clock for `reason`; when the last reason goes, it goes on
    /// from where it stopped. While a raced clock stands still nothing can be chosen.
    public func setPaused(_ paused: Bool, for reason: GameClock.Reason) {
        guard paused != clock.reasons.contains(reason) else { return }
        clock.hold(reason, paused, at: clocks.monotonic())
        save(played: false)
        shown = presentation
        lastMove = .ignored
        onChange?()
    }

    /// P and the Pause key: pauses a game against the clock, or resumes it.
    public func togglePauseByPlayer() {
        guard runsAgainstTheClock || isPausedByPlayer else { return }
        setPaused(!isPausedByPlayer, for: .player)
    }

    /// A player calls "Set!" in the two-player mode.
    public func claim(by player: SetDuel.Player) {
        guard !isCovered, var duel = session.duel, !session.game.isOver else { return }
        if session.game.selectionIsMatch == true { session.game.clearSelection(at: time) }
        guard duel.claim(by: player, at: time) else { return }
        session.play.duel = duel
        report(fillIn(tr("%1$@ calls Set! Choose it within %2$@ s."), player.name, Int(SetDuel.claimSeconds)), move: .ignored)
    }

    /// Moves time-driven modes on: the computer calls, a claim runs out, clocks advance.
    public func tick() {
        guard !clock.isPaused else { return }
        let time = self.time
        if session.computer != nil { moveComputer(at: time) }
        if var duel = session.duel, let outcome = duel.expire(at: time) {
            session.play.duel = duel
            session.game.clearSelection(at: time)
            return report(Self.describe(outcome, ranOut: true), move: .ignored)
        }
        guard presentation != shown else { return }
        // Only the clock moved: nothing on the table is to be animated again.
        lastMove = .ignored
        shown = presentation
        onChange?()
    }

    private func moveComputer(at time: Double) {
        guard var computer = session.computer, !session.game.isOver else { return }
        defer { session.play.computer = computer }
        // A Set on show, the computer's or the player's, leaves the table after a moment as the
        // next move would take it, and the race goes on: a player who found a Set and waits
        // cannot hold the computer back.
        if session.game.selectionIsMatch == true {
            guard time - computer.lastPointAt >= ComputerRival.reactionSeconds else { return }
            let computers = computer.isShowingItsSet
            computer.isShowingItsSet = false
            computer.deadline = nil
            session.game.clearSelection(at: time)
            let line = computers && !session.game.isOver ? tr("Your turn again.") : Self.describe(.tookSet, points: 0, game: session.game)
            return report(line, move: .tookSet)
        }
        guard let deadline = computer.deadline else {
            let seconds = computer.opponent.secondsToFind(setsOnTable: session.game.matchesOnTable.count, using: &session.generator)
            computer.deadline = time + (seconds ?? computer.opponent.secondsBeforeDealing)
            return
        }
        guard time >= deadline else { return }
        guard let match = session.game.firstMatchOnTable else {
            // No Set on the table: the computer asks for more cards, as a player would.
            computer.deadline = nil
            session.game.dealThreeMore(at: time)
            return report(tr("The computer sees no Set and deals three more cards."), move: .dealt)
        }
        session.game.selectForRival(match)
        session.story.found(match, by: .computer, at: time)
        computer.scored(true, at: time)
        computer.isShowingItsSet = true
        report(fillIn(tr("The computer found a Set: %1$@."),
                      match.map { theme.spokenName($0) }.joined(separator: SetPresentation.Note.separator)),
               move: .foundSet)
    }

    static func describe(_ outcome: SetDuel.Outcome, ranOut: Bool) -> String {
        switch outcome {
        case .scored(let player): return fillIn(tr("%1$@ found a Set: +%2$@."), player.name, SetDuel.points)
        case .missed(let player, let next?):
            let missed = ranOut ? tr("%1$@ ran out of time (−%2$@). %3$@ has %4$@ s.") : tr("%1$@ chose no Set (−%2$@). %3$@ has %4$@ s.")
            return fillIn(missed, player.name, SetDuel.penalty, next.name, Int(2 * SetDuel.claimSeconds))
        case .missed(let player, nil):
            return fillIn(ranOut ? tr("%1$@ ran out of time too (−%2$@).") : tr("%1$@ chose no Set too (−%2$@)."), player.name, SetDuel.penalty)
        }
    }
}
