import GameSupport
import SetCore

/// What a finished Set game leaves in the statistics.
extension SetTableModel {
    /// The game just ended, as the statistics keep it.
    var finishedGame: FinishedGame {
        let mode = session.mode.title
        if let puzzle = session.puzzle {
            let mistakes = puzzle.mistakes == 1 ? "1 mistake" : "\(puzzle.mistakes) mistakes"
            return FinishedGame(game: "set", mode: mode, finishedAt: now(), seconds: (puzzle.finishedAt ?? now()) - puzzle.startedAt,
                                score: SetPuzzle.setCount - puzzle.mistakes, found: puzzle.found.count, hintsUsed: 0, won: true,
                                result: "Solved with \(mistakes)")
        }
        let game = session.game
        var won = true
        var result = "Completed: \(SetPresentation.sets(game.setsFound)) found"
        if let computer = session.computer {
            won = game.setsFound > computer.setsFound
            let verb = won ? "Won" : (game.setsFound == computer.setsFound ? "Drew" : "Lost")
            result = "\(verb) \(game.setsFound)–\(computer.setsFound) against the computer"
        } else if let duel = session.duel {
            let (one, two) = (duel.score(of: .one), duel.score(of: .two))
            result = one == two ? "Draw, \(one)–\(two)" : "\(one > two ? "Player 1" : "Player 2") won, \(max(one, two))–\(min(one, two))"
        }
        return FinishedGame(game: "set", mode: mode, finishedAt: now(), seconds: (game.finishedAt ?? now()) - game.startedAt,
                            score: game.score, found: game.setsFound, hintsUsed: game.hintsUsed, won: won, result: result)
    }
}
