import CardTable
import GameSupport
import SetCore
import SetStyle

/// What the Set tab shows, computed from the session (and the clock, for timers and the
/// computer's face) alone: the view draws exactly this.
public struct SetPresentation: Equatable, Sendable {
    public var cards: [TableCard<ThemedSetFace>]
    public var scoreText: String
    public var detailText: String
    /// A second line for the mode: the computer's face, the found puzzle Sets, whose claim it is.
    public var sideline = ""
    public var score: Int
    public var deckCount: Int
    public var setsFound: Int
    /// Scoring choices on the table (shown only when the player asks for the count).
    public var setsOnTable: Int
    /// Cards that have left the table for the discard pile.
    public var discardCount: Int
    public var canDeal: Bool
    public var canHint: Bool
    /// The most recent cards taken, for the face-up discard pile.
    public var lastSetTaken: [ThemedSetFace]
    /// Set when the game has ended.
    public var gameOver: TablePresentation<ThemedSetFace>.GameOver?
    /// A clock is being raced and stands still: the table is covered, so the cards cannot be
    /// studied while it does.
    public var isCovered = false

    /// A solo game of `game`, its cards identified for deal number `deal`, named in `theme`'s words.
    public init(_ game: SetGame, deal: Int = 1, theme: SetTheme = .classic, showsSetCount: Bool = false) {
        let verdict = game.selectionIsMatch
        cards = game.cardsInPlay.map { card in
            let selected = game.selection.contains(card)
            var mark: CardMark
            var notes: [String] = []
            switch (selected, verdict) {
            case (true, true?): mark = .matched; notes = ["selected", "a Set"]
            case (true, false?): mark = .mismatched; notes = ["selected", "not a Set"]
            case (true, nil): mark = .selected; notes = ["selected"]
            case (false, _) where game.hinted.contains(card): mark = .hinted; notes = ["hinted"]
            default: mark = game.chain.contains(card) ? .chained : .none
            }
            if game.chain.contains(card) { notes.append("from the last Set") }
            return TableCard(id: deal * 100 + Int(card.index), face: ThemedSetFace(SetFace(card), theme: theme), mark: mark, name: theme.spokenName(card),
                             description: notes.joined(separator: ", "))
        }
        score = game.score
        deckCount = game.deck.count
        setsFound = game.setsFound
        setsOnTable = showsSetCount ? game.matchesOnTable.count : 0
        discardCount = game.matched.count
        canDeal = game.canDeal
        canHint = !game.isOver
        lastSetTaken = game.matched.suffix(3).map { ThemedSetFace(SetFace($0), theme: theme) }
        scoreText = "Score: \(signed(score, plus: false))"
        let deck = deckCount == 1 ? "1 card in the deck" : "\(deckCount) cards in the deck"
        let hints = game.hintsUsed == 0 ? "" : " · \(game.hintsUsed) hint\(game.hintsUsed == 1 ? "" : "s")"
        detailText = "\(deck) · \(setsFound) found" + hints + (showsSetCount ? " · \(Self.sets(setsOnTable)) on the table" : "")
        if game.isOver {
            gameOver = .init(title: "Game over",
                             summary: "No Sets are left. You found \(Self.sets(setsFound)) and scored \(game.score) points.")
        }
    }

    /// The table in the session's mode at time `now`, covered while its clocks stand still.
    public init(session: SetSession, now: Double, covered: Bool = false) {
        defer { isCovered = covered }
        if let puzzle = session.puzzle {
            self = Self.puzzle(puzzle, deal: session.deal, theme: session.theme, now: now)
            return
        }
        self.init(session.game, deal: session.deal, theme: session.theme, showsSetCount: session.showsSetCount)
        let game = session.game
        switch session.mode {
        case .timedRun:
            let goal = SetMode.timedRunGoal
            let elapsed = (game.finishedAt ?? now) - game.startedAt
            scoreText = "\(setsFound) of \(goal) Sets"
            detailText = "Time \(clockText(elapsed))" + (session.bestRuns.first.map { " · best \(clockText($0))" } ?? "")
            if let finished = game.finishedAt {
                let time = finished - game.startedAt
                let record = session.bestRuns.first == time ? " A new best time!" : ""
                gameOver = .init(title: "Run complete", summary: "\(goal) Sets in \(clockText(time)).\(record)")
            }
        case .versusComputer:
            guard let computer = session.computer else { break }
            scoreText = "You \(setsFound) · Computer \(computer.setsFound)"
            let mood = computer.mood(at: now)
            sideline = "\(mood.emoji) \(mood.sentence)"
            if game.isOver {
                let verdict = setsFound == computer.setsFound ? "It is a draw"
                    : (setsFound > computer.setsFound ? "You win" : "The computer wins")
                gameOver = .init(title: "Game over", summary: "\(verdict): \(setsFound) Sets to \(computer.setsFound).")
            }
        case .twoPlayers:
            guard let duel = session.duel else { break }
            scoreText = "Player 1: \(duel.score(of: .one)) · Player 2: \(duel.score(of: .two))"
            if let claim = duel.claim {
                sideline = "\(claim.player.name) is choosing a Set: \(Int(max(0, claim.deadline - now).rounded(.up))) s left."
            } else {
                sideline = "Left Shift: Player 1 calls Set. Right Shift: Player 2."
            }
            canHint = false
            if game.isOver {
                let (one, two) = (duel.score(of: .one), duel.score(of: .two))
                let verdict = one == two ? "It is a draw" : (one > two ? "Player 1 wins" : "Player 2 wins")
                gameOver = .init(title: "Game over", summary: "\(verdict), \(one) to \(two).")
            }
        case .solo, .dailyPuzzle:
            break
        }
    }

    /// The daily puzzle: its twelve cards, the choice under way and the Sets found.
    static func puzzle(_ puzzle: SetPuzzle, deal: Int, theme: SetTheme, now: Double) -> SetPresentation {
        let judged = puzzle.lastChoice.count == 3
        let wasSet = judged && SetCard.formSet(puzzle.lastChoice[0], puzzle.lastChoice[1], puzzle.lastChoice[2])
        var table = SetPresentation(SetGame(deck: puzzle.cards), deal: deal, theme: theme)
        table.cards = puzzle.cards.map { card in
            let mark: CardMark
            var notes: [String] = []
            if puzzle.selection.contains(card) { mark = .selected; notes.append("selected") } else if puzzle.lastChoice.contains(card) {
                mark = wasSet ? .matched : .mismatched
                notes.append(wasSet ? "a Set" : "not a Set")
            } else { mark = .none }
            let inSets = puzzle.found.filter { $0.contains(card) }.count
            if inSets > 0 { notes.append("in \(inSets) found Set\(inSets == 1 ? "" : "s")") }
            return TableCard(id: deal * 100 + Int(card.index), face: ThemedSetFace(SetFace(card), theme: theme), mark: mark, name: theme.spokenName(card),
                             description: notes.joined(separator: ", "))
        }
        table.deckCount = 0
        table.canDeal = false
        table.canHint = false
        table.setsFound = puzzle.found.count
        table.discardCount = 0
        table.lastSetTaken = []
        let elapsed = (puzzle.finishedAt ?? now) - puzzle.startedAt
        table.scoreText = "\(puzzle.found.count) of \(SetPuzzle.setCount) Sets"
        table.detailText = "Puzzle of \(puzzle.day) · \(clockText(elapsed))"
        table.sideline = puzzle.found.enumerated().map { index, set in
            "\(index + 1). " + set.map { theme.spokenName($0) }.joined(separator: ", ")
        }.joined(separator: "\n")
        table.gameOver = puzzle.isSolved
            ? .init(title: "Puzzle solved", summary: "All six Sets in \(clockText(elapsed)), with \(puzzle.mistakes) mistake\(puzzle.mistakes == 1 ? "" : "s").")
            : nil
        return table
    }

    static func sets(_ count: Int) -> String { count == 1 ? "1 Set" : "\(count) Sets" }

    /// The same, for the generic card-game page, with the view model's status line.
    public func table(status: String) -> TablePresentation<ThemedSetFace> {
        TablePresentation(cards: cards, scoreText: scoreText, detailText: detailText, status: status, sideline: sideline,
                          deckCount: deckCount, discardCount: discardCount, discardTop: lastSetTaken, gameOver: gameOver)
    }
}
