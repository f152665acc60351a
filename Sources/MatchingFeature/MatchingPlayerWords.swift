import CardTable
import MatchingCore
import Localization

/// How the Cards tab names the players at a shared table: "Player 2", or against the computer
/// "You" and "The computer"; whose turn it is; and how the game ended.
struct MatchingPlayerWords {
    let turns: MatchingTurns

    var againstComputer: Bool { turns.seats.contains { $0 != .person } }

    func name(_ seat: Int) -> String {
        guard againstComputer else { return fillIn(tr("Player %1$@"), seat + 1) }
        return turns.seats[seat] == .person ? trc("the player, against the computer", "You") : tr("The computer")
    }

    /// "Player 2’s turn.", "Your turn.", "The computer’s turn."
    var turnLine: String {
        let seat = turns.current
        guard againstComputer else { return fillIn(tr("%1$@’s turn."), name(seat)) }
        return turns.seats[seat] == .person ? tr("Your turn.") : tr("The computer’s turn.")
    }

    /// "Player 1: 12 · Player 2: −3"
    var scores: String {
        turns.seats.indices.map { fillIn(trc("a player's score", "%1$@: %2$@"), name($0), signed(turns.scores[$0], plus: false)) }
            .joined(separator: " · ")
    }

    /// The end panel's title: who won, or a draw.
    var winnerTitle: String {
        let leaders = turns.leaders
        guard leaders.count == 1 else { return tr("A Draw!") }
        if againstComputer { return turns.seats[leaders[0]] == .person ? tr("You Win!") : tr("The Computer Wins!") }
        return fillIn(tr("%1$@ Wins!"), name(leaders[0]))
    }

    /// The end panel's lines: each player's points and matches.
    var summary: String {
        turns.seats.indices.map { seat in
            let score = turns.scores[seat], matches = turns.matches[seat]
            return fillIn(trc("a player's points, then matches", "%1$@: %2$@, %3$@"), name(seat),
                          fillIn(trn("%1$@ point", "%1$@ points", abs(score)), signed(score, plus: false)),
                          fillIn(trn("%1$@ match", "%1$@ matches", matches), matches))
        }.joined(separator: "\n")
    }

    /// How it ended, for the statistics: "Player 2 won, 30 to 24", "Draw at 12".
    var result: String {
        let leaders = turns.leaders, best = turns.scores[leaders[0]]
        guard leaders.count == 1 else { return fillIn(tr("Draw at %1$@"), signed(best, plus: false)) }
        let others = turns.seats.indices.filter { $0 != leaders[0] }.map { turns.scores[$0] }.max() ?? best
        return fillIn(tr("%1$@ won, %2$@ to %3$@"), name(leaders[0]), signed(best, plus: false), signed(others, plus: false))
    }
}
