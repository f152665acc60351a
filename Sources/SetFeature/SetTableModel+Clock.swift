import GameSupport
import SetCore

/// Time as an input: the computer's calls, a two-player claim running out, clocks on show.
/// The view calls `tick()` a few times a second while `runsAgainstTheClock`.
extension SetTableModel {
    /// Whether the screen changes with time alone (a clock, the computer, a claim's countdown).
    public var runsAgainstTheClock: Bool {
        switch session.mode {
        case .solo: return false
        case .dailyPuzzle: return session.puzzle?.isSolved == false
        case .timedRun, .versusComputer, .twoPlayers: return !session.game.isOver
        }
    }

    /// The time the game's clocks show: frozen while paused.
    var clockTime: Double { pause.clockTime(at: now()) }

    public var isPaused: Bool { pause.isPaused }
    /// A raced clock stands still: the table is covered and nothing on it can be chosen. (A solo
    /// game is never covered: its speed bonus waits, and a move made meanwhile counts from then.)
    var isCovered: Bool { pause.isPaused && runsAgainstTheClock }
    /// Whether the player paused by hand (and only they can resume).
    public var isPausedByPlayer: Bool { pause.reasons.contains(.player) }

    /// Stops or restarts every clock of the game for `reason`; when the last reason goes, the
    /// clocks go on from where they stopped. While paused nothing on the table can be chosen.
    public func setPaused(_ paused: Bool, for reason: Pause.Reason) {
        guard paused != pause.reasons.contains(reason) else { return }
        if let stood = pause.set(reason, paused, at: now()) { session.shiftClocks(by: stood) }
        save()
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
        if session.game.selectionIsMatch == true { session.game.clearSelection(at: now()) }
        guard duel.claim(by: player, at: now()) else { return }
        session.duel = duel
        report("\(player.name) calls Set! Choose it within \(Int(SetDuel.claimSeconds)) s.", move: .ignored)
    }

    /// Moves time-driven modes on: the computer calls, a claim runs out, clocks advance.
    public func tick() {
        guard !pause.isPaused else { return }
        let time = now()
        if session.computer != nil { moveComputer(at: time) }
        if var duel = session.duel, let outcome = duel.expire(at: time) {
            session.duel = duel
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
        defer { session.computer = computer }
        if computer.isShowingItsSet {
            guard time - computer.lastPointAt >= ComputerRival.reactionSeconds else { return }
            computer.isShowingItsSet = false
            session.game.clearSelection(at: time)
            return report(session.game.isOver ? Self.describe(.ignored, points: 0, game: session.game) : "Your turn again.",
                          move: .tookSet)
        }
        // The player's own Set is on show: the computer waits for the table to change.
        guard session.game.selectionIsMatch != true else { return }
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
            return report("The computer sees no Set and deals three more cards.", move: .dealt)
        }
        session.game.selectForRival(match)
        computer.scored(true, at: time)
        computer.isShowingItsSet = true
        report("The computer found a Set: " + match.map { session.theme.spokenName($0) }.joined(separator: ", ") + ".",
               move: .foundSet)
    }

    static func describe(_ outcome: SetDuel.Outcome, ranOut: Bool) -> String {
        switch outcome {
        case .scored(let player): return "\(player.name) found a Set: +\(SetDuel.points)."
        case .missed(let player, let next?):
            return "\(player.name) \(ranOut ? "ran out of time" : "chose no Set") (−\(SetDuel.penalty)). "
                + "\(next.name) has \(Int(2 * SetDuel.claimSeconds)) s."
        case .missed(let player, nil):
            return "\(player.name) \(ranOut ? "ran out of time" : "chose no Set") too (−\(SetDuel.penalty))."
        }
    }
}
