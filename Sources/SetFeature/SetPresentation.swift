import CardTable
import GameSupport
import SetCore
import SetStyle
import Localization

/// What the Set tab shows, computed from the session (and the clock, for timers and the
/// computer's face) alone: the view draws exactly this.
public struct SetPresentation: Equatable, Sendable {
    /// What every card game's page shows: the cards, the numbers, the piles, the status line
    /// (the view model's), the sideline (the computer's face, the found puzzle Sets, whose claim
    /// it is), the end of the game. The discard pile's top is the last Set taken.
    public var table: TablePresentation<ThemedSetFace>
    public var score: Int
    public var setsFound: Int
    /// Scoring choices on the table (shown only when the player asks for the count).
    public var setsOnTable: Int
    public var canDeal: Bool
    /// Whether the mode deals on demand at all (the daily puzzle's twelve cards are all there is).
    public var showsDeal = true
    public var canHint: Bool
    /// The two players' buttons for calling Set: shown in that mode, usable while nobody holds a claim.
    public var showsClaims = false
    public var canClaim = false
    /// A clock is being raced and stands still: the table is covered, so the cards cannot be
    /// studied while it does.
    public var isCovered = false
    /// Whether Hint is there at all (a game played together has none).
    public var showsHint = true
    /// The mode, as the mode menu's button names it.
    public var modeTitle = ""
    /// Cards to shake their heads: three just judged not a Set.
    public var shakes: [Int] = []
    /// What covers the table instead of its cards (a game played together's lobby, or why it
    /// ended before it began); nil while the cards are on show.
    public var cover: Cover?

    public struct Cover: Equatable, Sendable {
        public var title: String
        public var message: String
        /// Everybody who has joined, one line each.
        public var players: [String]
        public var showsStart: Bool
        public var canStart: Bool
        /// The button that ends this screen's part: Leave, or Play Solo once it is over.
        public var leaveLabel: String
        /// What a host's players type: the code, spaced for reading out, and this computer's
        /// addresses, each with its port (the first the likeliest).
        public var code: String?
        public var addresses: [String] = []
        /// The web player's link with the code, for a browser or a phone's camera (a QR code).
        public var webLink: String?
        /// For the host, by the players' lines: the number of each player the host may remove
        /// (nil for the host's own line); empty for everybody else.
        public var removable: [Int?] = []
        /// The rules of the games: their names and the one chosen; the host chooses them in
        /// the lobby, everybody else sees the choice.
        public var rules: Rules?
        /// Shown over a game under way (the host inviting): Back to the Game, not Leave.
        public var showsBack = false

        /// The computer's seat: who sits there (or "None"), chosen by the host in the lobby.
        public var computer: Computer?
        /// The host's invitation to friends outside the network (nil for everybody else).
        public var anywhere: Anywhere?

        /// Invite from Anywhere: the switch, what the router said, and the link it opened.
        public struct Anywhere: Equatable, Sendable {
            public var isOn: Bool
            public var status: String
            /// The link for friends anywhere, while the router forwards the game's port (or, where
            /// it cannot, opens its IPv6 firewall to this computer).
            public var link: String?
            /// This computer's own IPv6 address in a second link, beside the first.
            public var ipv6Link: String?
            /// The status says why friends outside cannot join.
            public var isProblem: Bool

            public init(isOn: Bool, status: String, link: String? = nil, ipv6Link: String? = nil, isProblem: Bool = false) {
                self.isOn = isOn
                self.status = status
                self.link = link
                self.ipv6Link = ipv6Link
                self.isProblem = isProblem
            }
        }

        /// The rules chosen: their name to show, their protocol name (the lobby's menu ticks
        /// it), and whether this screen may choose them (the host's, in the lobby).
        public struct Rules: Equatable, Sendable {
            public var title: String
            public var name: String
            public var isChoosable: Bool

            public init(title: String, name: String, isChoosable: Bool) {
                self.title = title
                self.name = name
                self.isChoosable = isChoosable
            }
        }

        public struct Computer: Equatable, Sendable {
            /// The choice of no computer, as the lobby's menu names it.
            public static let none = "none"   // not for people: the menu's value
            public var title: String
            /// The level's name (`SetOpponent.Level`'s raw value), or `none`.
            public var level: String
            public var isChoosable: Bool

            public init(title: String, level: String, isChoosable: Bool) {
                self.title = title
                self.level = level
                self.isChoosable = isChoosable
            }
        }

        public init(title: String, message: String, players: [String], showsStart: Bool, canStart: Bool, leaveLabel: String) {
            self.title = title
            self.message = message
            self.players = players
            self.showsStart = showsStart
            self.canStart = canStart
            self.leaveLabel = leaveLabel
        }
    }

    /// A solo game of `game`, its cards identified for deal number `deal`, named in `theme`'s words.
    public init(_ game: SetGame, deal: Int = 1, theme: SetTheme = .classic, showsSetCount: Bool = false) {
        let verdict = game.selectionIsMatch
        let cards = game.cardsInPlay.map { card in
            let selected = game.selection.contains(card)
            var mark: CardMark
            var notes: [String] = []
            switch (selected, verdict) {
            case (true, true?): mark = .matched; notes = [Note.selected, Note.aSet]
            case (true, false?): mark = .mismatched; notes = [Note.selected, Note.notASet]
            case (true, nil): mark = .selected; notes = [Note.selected]
            case (false, _) where game.hinted.contains(card): mark = .hinted; notes = [trc("card state", "hinted")]
            default: mark = game.chain.contains(card) ? .chained : .none
            }
            if game.chain.contains(card) { notes.append(trc("card state", "from the last Set")) }
            return TableCard(id: TableCardID.of(card: Int(card.index), inDeal: deal), face: ThemedSetFace(SetFace(card), theme: theme), mark: mark, name: theme.spokenName(card),
                             description: notes.joined(separator: Note.separator))
        }
        score = game.score
        let deckCount = game.deck.count
        setsFound = game.setsFound
        setsOnTable = showsSetCount ? game.matchesOnTable.count : 0
        canDeal = game.canDeal
        canHint = !game.isOver
        var details = [fillIn(trn("%1$@ card in the deck", "%1$@ cards in the deck", deckCount), deckCount),
                       fillIn(tr("%1$@ found"), setsFound)]
        if game.hintsUsed > 0 { details.append(fillIn(trn("%1$@ hint", "%1$@ hints", game.hintsUsed), game.hintsUsed)) }
        if showsSetCount {
            details.append(game.variant.words.onTable(setsOnTable))
        }
        table = TablePresentation(cards: cards, scoreText: fillIn(tr("Score: %1$@"), signed(score, plus: false)),
                                  detailText: details.joined(separator: " · "), status: "", deckCount: deckCount,
                                  discardCount: game.matched.count,
                                  discardTop: game.matched.suffix(3).map { ThemedSetFace(SetFace($0), theme: theme) }, gameOver: nil)
        if game.isOver {
            table.gameOver = .init(title: tr("Game Over"),
                             summary: fillIn(trn("No Sets are left. You found %1$@ Set and scored %2$@ points.",
                                                 "No Sets are left. You found %1$@ Sets and scored %2$@ points.", setsFound),
                                             setsFound, signed(game.score, plus: false)))
        }
    }

    /// The table in the session's mode at time `now`, with the view model's `status` line,
    /// covered while its clocks stand still.
    public init(session: SetSession, theme: SetTheme = .classic, showsSetCount: Bool = false, now: Double, status: String = "",
                covered: Bool = false) {
        defer {
            isCovered = covered
            table.status = status
        }
        if let puzzle = session.puzzle {
            // A drill's tables are no endless Puzzle's: their best times are not its.
            let best = session.play.drill == nil ? session.bestPuzzles[puzzle.variant.rawValue]?.first : nil
            self = Self.puzzle(puzzle, deal: session.deal, theme: theme, now: now, best: best)
            if let drill = session.play.drill {
                // The coach's word on the kind drilled: how many, and how fast.
                table.sideline = drill.found == 0 ? fillIn(tr("Drill on %1$@: no Set of that kind found yet."), drill.focus.title)
                    : fillIn(trn("Drill on %1$@: %2$@ Set of that kind, %3$@ s on average.", "Drill on %1$@: %2$@ Sets of that kind, %3$@ s on average.",
                                 drill.found), drill.focus.title, drill.found, shortDecimalText(drill.average))
            }
            return
        }
        self.init(session.game, deal: session.deal, theme: theme, showsSetCount: showsSetCount)
        let game = session.game
        switch session.mode {
        case .timedRun:
            let goal = SetMode.timedRunGoal
            let elapsed = (game.finishedAt ?? now) - game.startedAt
            table.scoreText = fillIn(tr("%1$@ of %2$@ Sets"), setsFound, goal)
            table.detailText = fillIn(tr("Time %1$@"), clockText(elapsed))
                + (session.bestRuns.first.map { " · " + fillIn(tr("best %1$@"), clockText($0)) } ?? "")
            if let finished = game.finishedAt {
                let time = finished - game.startedAt
                let summary = session.bestRuns.first == time ? tr("%1$@ Sets in %2$@. A new best time!") : tr("%1$@ Sets in %2$@.")
                table.gameOver = .init(title: tr("Run Complete"), summary: fillIn(summary, goal, clockText(time)))
            }
        case .versusComputer:
            guard let computer = session.computer else { break }
            table.scoreText = fillIn(tr("You %1$@ · Computer %2$@"), setsFound, computer.setsFound)
            if game.isOver {
                // The race is over: the panel says who won, and the face says no more.
                let verdict = setsFound == computer.setsFound ? tr("It is a draw: %1$@ Sets to %2$@.")
                    : (setsFound > computer.setsFound ? tr("You win: %1$@ Sets to %2$@.") : tr("The computer wins: %1$@ Sets to %2$@."))
                let title = setsFound == computer.setsFound ? tr("A Draw") : (setsFound > computer.setsFound ? tr("You Win!") : tr("The Computer Wins"))
                table.gameOver = .init(title: title, summary: fillIn(verdict, setsFound, computer.setsFound))
            } else {
                let mood = computer.mood(at: now)
                table.sideline = "\(mood.emoji) \(mood.sentence)"  // not for people: the face and its sentence
            }
        case .twoPlayers:
            guard let duel = session.duel else { break }
            table.scoreText = fillIn(tr("Player 1: %1$@ · Player 2: %2$@"), signed(duel.score(of: .one), plus: false),
                                     signed(duel.score(of: .two), plus: false))
            showsClaims = true
            canClaim = duel.claim == nil && !game.isOver
            if let claim = duel.claim {
                table.sideline = fillIn(tr("%1$@ is choosing a Set: %2$@ s left."), claim.player.name, Int(max(0, claim.deadline - now).rounded(.up)))
            } else {
                table.sideline = tr("Left Shift: Player 1 calls Set. Right Shift: Player 2.")
            }
            canHint = false
            showsHint = false   // no hints between two players
            if game.isOver {
                let (one, two) = (duel.score(of: .one), duel.score(of: .two))
                let verdict = one == two ? tr("It is a draw, %1$@ to %2$@.")
                    : (one > two ? tr("Player 1 wins, %1$@ to %2$@.") : tr("Player 2 wins, %1$@ to %2$@."))
                let title = one == two ? tr("A Draw") : fillIn(tr("%1$@ Wins!"), one > two ? SetDuel.Player.one.name : SetDuel.Player.two.name)
                table.gameOver = .init(title: title, summary: fillIn(verdict, signed(one, plus: false), signed(two, plus: false)))
            }
        case .ghostRace:
            guard let ghost = session.play.ghost else { break }
            // The race's time stops when the game ends (its story says when).
            let elapsed = game.isOver ? session.story.duration ?? now - game.startedAt : now - game.startedAt
            let theirs = ghost.found(by: elapsed)
            let name = ghost.name.isEmpty ? tr("Your friend’s ghost") : fillIn(tr("%1$@’s ghost"), ghost.name)
            table.scoreText = fillIn(tr("You %1$@ · Ghost %2$@"), setsFound, theirs)
            table.sideline = fillIn(tr("%1$@: %2$@ of %3$@ Sets · Time %4$@"), name, theirs, ghost.finds.count, clockText(elapsed))
            if game.isOver {
                let verdict = switch ghost.verdict(finishingIn: elapsed) {
                case .won: tr("You finished in %1$@, the ghost in %2$@: you win!")
                case .drew: tr("You finished in %1$@, as the ghost did: a draw.")
                case .lost: tr("You finished in %1$@, the ghost in %2$@: the ghost wins.")
                }
                table.gameOver = .init(title: tr("Race Over"), summary: fillIn(verdict, clockText(elapsed), clockText(ghost.finishedAt)))
            }
        case .solo, .dailyPuzzle, .puzzle, .drill:
            break
        }
        // A game over (a run complete, a race lost with cards in the deck) deals and hints no more.
        if table.gameOver != nil { (canDeal, canHint) = (false, false) }
    }

    /// A table whose choices are judged elsewhere (the daily puzzle, a Together game): `cards`,
    /// with the choice under way and the last judged three marked; no deck to deal from and no
    /// hints. The numbers and words are the caller's to fill in.
    package init(judgedElsewhere cards: [SetCard], selection: [SetCard], judged: [SetCard], wasSet: Bool, deal: Int, theme: SetTheme,
                 chain: [SetCard] = [], notes: (SetCard) -> [String] = { _ in [] }) {
        table = TablePresentation(cards: Self.cards(cards, selection: selection, judged: judged, wasSet: wasSet, chain: chain, deal: deal,
                                                    theme: theme, notes: notes),
                                  scoreText: "", detailText: "", status: "", deckCount: 0, discardCount: 0, discardTop: [], gameOver: nil)
        score = 0
        setsFound = 0
        setsOnTable = 0
        canDeal = false
        showsDeal = false
        canHint = false
    }

    /// A puzzle's table: its cards, the choice under way and the matches found; the daily
    /// puzzle's date, or the endless Puzzle's best time for its variant (`best`).
    static func puzzle(_ puzzle: SetPuzzle, deal: Int, theme: SetTheme, now: Double, best: Double? = nil) -> SetPresentation {
        let judged = puzzle.lastChoice.count == puzzle.variant.choiceSize
        let wasSet = judged && puzzle.variant.isMatch(puzzle.lastChoice)
        var shown = SetPresentation(judgedElsewhere: puzzle.cards, selection: puzzle.selection, judged: puzzle.lastChoice, wasSet: wasSet,
                                    deal: deal, theme: theme) { card in
            let inSets = puzzle.found.filter { $0.contains(card) }.count
            guard inSets > 0 else { return [] }
            return [puzzle.variant.words.inFound(inSets)]
        }
        shown.setsFound = puzzle.found.count
        // The cards on the table are all there is: no deck, no discard pile, no hints.
        shown.table.showsPiles = false
        shown.showsHint = false
        let elapsed = (puzzle.finishedAt ?? now) - puzzle.startedAt
        shown.table.scoreText = puzzle.variant.words.progress(puzzle.found.count, of: puzzle.matchCount)
        if let day = puzzle.day {
            shown.table.detailText = fillIn(tr("Puzzle of %1$@ · %2$@"), dayText(month: day.month, day: day.day), clockText(elapsed))
        } else {
            shown.table.detailText = fillIn(tr("Time %1$@"), clockText(elapsed)) + (best.map { " · " + fillIn(tr("best %1$@"), clockText($0)) } ?? "")
        }
        // The matches found, small in places of fixed size: a find moves nothing else.
        shown.table.foundGroups = puzzle.found.map { set in set.map { ThemedSetFace(SetFace($0), theme: theme) } }
        shown.table.foundPlaces = puzzle.matchCount
        shown.table.foundDescription = puzzle.found.isEmpty ? puzzle.variant.words.noneFoundYet : puzzle.found.enumerated().map { index, set in
            "\(index + 1). " + set.map { theme.spokenName($0) }.joined(separator: Note.separator)
        }.joined(separator: "\n")
        shown.table.gameOver = puzzle.isSolved ? solved(puzzle, in: elapsed, best: best) : nil
        return shown
    }

    private static func solved(_ puzzle: SetPuzzle, in elapsed: Double, best: Double?) -> TablePresentation<ThemedSetFace>.GameOver {
        if let day = puzzle.day {
            // The day, the count and the time: nothing that gives a card away.
            let share = fillIn(trn("Pastimes Daily Set %1$@: all six Sets in %2$@, %3$@ mistake",
                                   "Pastimes Daily Set %1$@: all six Sets in %2$@, %3$@ mistakes", puzzle.mistakes),
                               day.description, clockText(elapsed), puzzle.mistakes)
            return .init(title: tr("Puzzle Solved"),
                         summary: fillIn(trn("All six Sets in %1$@, with %2$@ mistake.", "All six Sets in %1$@, with %2$@ mistakes.", puzzle.mistakes),
                                         clockText(elapsed), puzzle.mistakes),
                         shareLine: share)
        }
        let all = puzzle.variant.words.allFound(puzzle.matchCount, in: clockText(elapsed), mistakes: puzzle.mistakes)
        let record = best == elapsed ? " " + tr("A new best time!") : ""
        return .init(title: tr("Table Solved"), summary: all + record,
                     playAgainLabel: tr("Next Table"))
    }

    /// Cards on a table where the player chooses and a choice of three is judged elsewhere (the
    /// daily puzzle, a Together game): the choice under way, and the last judged three.
    private static func cards(_ cards: [SetCard], selection: [SetCard], judged: [SetCard], wasSet: Bool, chain: [SetCard], deal: Int,
                              theme: SetTheme, notes: (SetCard) -> [String]) -> [TableCard<ThemedSetFace>] {
        cards.map { card in
            let mark: CardMark
            var words: [String] = []
            if selection.contains(card) {
                mark = .selected
                words.append(Note.selected)
            } else if judged.contains(card) {
                mark = wasSet ? .matched : .mismatched
                words.append(wasSet ? Note.aSet : Note.notASet)
            } else {
                mark = chain.contains(card) ? .chained : .none
            }
            if chain.contains(card) { words.append(trc("card state", "from the last Set")) }
            return TableCard(id: TableCardID.of(card: Int(card.index), inDeal: deal), face: ThemedSetFace(SetFace(card), theme: theme),
                             mark: mark, name: theme.spokenName(card), description: (words + notes(card)).joined(separator: Note.separator))
        }
    }

    package static func sets(_ count: Int) -> String { fillIn(trn("%1$@ Set", "%1$@ Sets", count), count) }

    /// What a screen reader hears about a card besides its name.
    package enum Note {
        static var selected: String { trc("card state", "selected") }
        static var aSet: String { trc("card state", "a Set") }
        static var notASet: String { trc("card state", "not a Set") }
        /// Between the notes of a card, and between the cards of a list.
        package static var separator: String { trc("between the items of a list", ", ") }
    }
}
