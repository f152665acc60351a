import GameSupport
import SetCore
import Localization

/// What a finished Set game leaves in the statistics.
extension SetTableModel {
    /// The game just ended, as the statistics keep it: the mode's name in English (shown
    /// translated), the result in the player's words at the time.
    var finishedGame: FinishedGame {
        let mode = session.mode.titleKey
        if let puzzle = session.puzzle {
            return FinishedGame(game: .set, mode: mode, finishedAt: clocks.wall(), seconds: (puzzle.finishedAt ?? time) - puzzle.startedAt,
                                score: puzzle.matchCount - puzzle.mistakes, found: puzzle.found.count, hintsUsed: 0, won: true,
                                result: fillIn(trn("Solved with %1$@ mistake", "Solved with %1$@ mistakes", puzzle.mistakes), puzzle.mistakes),
                                story: storyRecord)
        }
        let game = session.game
        var won = true
        var result = fillIn(trn("Completed: %1$@ Set found", "Completed: %1$@ Sets found", game.setsFound), game.setsFound)
        if let computer = session.computer {
            won = game.setsFound > computer.setsFound
            let outcome = won ? tr("Won %1$@–%2$@ against the computer")
                : (game.setsFound == computer.setsFound ? tr("Drew %1$@–%2$@ against the computer") : tr("Lost %1$@–%2$@ against the computer"))
            result = fillIn(outcome, game.setsFound, computer.setsFound)
        } else if let ghost = session.play.ghost {
            let elapsed = session.story.duration ?? time - game.startedAt
            let verdict = ghost.verdict(finishingIn: elapsed)
            won = verdict == .won
            let words = switch verdict {
            case .won: tr("Beat the ghost: %1$@ against %2$@")
            case .drew: tr("Drew with the ghost: %1$@ against %2$@")
            case .lost: tr("Beaten by the ghost: %1$@ against %2$@")
            }
            result = fillIn(words, clockText(elapsed), clockText(ghost.finishedAt))
        } else if let duel = session.duel {
            let (one, two) = (duel.score(of: .one), duel.score(of: .two))
            result = one == two ? fillIn(tr("Draw, %1$@–%2$@"), one, two)
                : fillIn(one > two ? tr("Player 1 won, %1$@–%2$@") : tr("Player 2 won, %1$@–%2$@"), max(one, two), min(one, two))
        }
        return FinishedGame(game: .set, mode: mode, finishedAt: clocks.wall(), seconds: (game.finishedAt ?? time) - game.startedAt,
                            score: game.score, found: game.setsFound, hintsUsed: game.hintsUsed, won: won, result: result, story: storyRecord)
    }
}
