import CardTable
import GameSupport
import SetCore
import SetStyle
import Localization

/// The Set tab's view model: it receives what the player did, applies it to the game in the
/// session's mode, saves, and says what changed. Time, the date and storage are passed in;
/// nothing here knows about GTK. Modes that run against the clock (the computer, a claim, a
/// timer on show) are moved on by `tick()`.
@MainActor
public final class SetTableModel {
    public internal(set) var session: SetSession
    /// One line saying what the last action did, for the status label and screen readers.
    public internal(set) var status: String
    /// What the last action did to the table, for the view to animate.
    public internal(set) var lastMove: SetMove = .ignored
    /// Called after every change, for the view to redraw from `presentation`.
    public var onChange: (@MainActor () -> Void)?
    /// Called with a passing message: the answer to a command that is not a move (undo, a
    /// shuffle, a hint refused), which the window shows for a moment. The status line keeps
    /// the last move's result, as the game's rules describe it.
    public var onNotice: (@MainActor (String) -> Void)?
    /// The save and the statistics: problems for the player, finished games (once each).
    public let record: GameRecord<SetSession>
    /// The feature the player's slowest Sets differ in, from the statistics (nil until two
    /// features have Sets to compare): the Drill's focus.
    public var slowestFeature: @MainActor () -> SetCard.Feature? = { nil }

    /// Play is timed on the monotonic clock; finished games are dated on the wall clock.
    let clocks: Clocks
    private let today: @MainActor () -> SetPuzzle.Day
    var shown: SetPresentation?
    /// The session before the last move, while that move can be taken back: choosing or
    /// dropping a card, or a shuffle, which show the player nothing new. Judged choices, new
    /// cards and hints cannot be undone.
    private var undoPoint: SetSession?
    /// The session before the last undo, while it can be redone: any other move ends it.
    private var redoPoint: SetSession?
    /// Played time, which every rule is given (see `setPaused(_:for:)`).
    var clock: GameClock

    /// How cards are shown, and whether the table says how many Sets it holds: the app's
    /// preferences (never saved with the game).
    public private(set) var theme: SetTheme
    public private(set) var showsSetCount: Bool

    public init(seed: UInt64, clocks: Clocks, today: @escaping @MainActor () -> SetPuzzle.Day,
                slot: SaveSlot, theme: SetTheme = .classic, showsSetCount: Bool = false) {
        self.theme = theme
        self.showsSetCount = showsSetCount
        self.clocks = clocks
        self.today = today
        record = GameRecord(slot: slot, name: trc("game", "Set"))
        session = record.saved ?? SetSession(seed: seed, at: 0)
        clock = GameClock(played: session.played, at: clocks.monotonic())
        status = record.saved == nil ? session.instructions : tr("Welcome back: your game is as you left it.")
        record.restored(finished: isFinished)
    }

    /// The game has ended: no Set left, the run's goal reached, the puzzle solved.
    public var isFinished: Bool { session.puzzle?.isSolved ?? session.game.isOver }

    /// The sound of the latest move that had one, and how many there have been.
    private(set) var latestSound: TableSound?
    private var soundSerial = 0

    static func sound(for move: SetMove) -> TableSound.Kind? {
        switch move {
        case .foundSet: .match
        case .foundNonSet: .miss
        case .dealt: .dealt
        case .ignored, .selected, .deselected, .tookSet: nil
        }
    }

    public var presentation: SetPresentation {
        var shown = SetPresentation(session: session, theme: theme, showsSetCount: showsSetCount, now: time, status: status,
                                    covered: isCovered)
        shown.table.sound = latestSound
        shown.modeTitle = session.mode.title
        if lastMove == .foundNonSet { shown.shakes = shown.table.cards.filter { $0.mark == .mismatched }.map(\.id) }
        return shown
    }
    public var game: SetGame { session.game }
    public var mode: SetMode { session.mode }

    // MARK: What the player can do

    public func choose(cardID: Int) {
        if session.puzzle != nil { return choosePuzzleCard(id: cardID) }
        guard let card = session.game.cardsInPlay.first(where: { session.id(of: $0) == cardID }) else { return }
        if let duel = session.duel, duel.claim == nil, session.game.selectionIsMatch != true {
            return report(tr("Call Set first: Left Shift for Player 1, Right Shift for Player 2."), move: .ignored)
        }
        apply { game, time in game.choose(card, at: time) }
    }

    /// Carries out a command from the table (a key, a gesture, the deck); returns whether it
    /// did anything: Esc with nothing chosen does nothing, and the window may use it.
    @discardableResult
    public func perform(_ command: TableCommand) -> Bool {
        switch command {
        case .choose(let position): choose(position: position)
        case .clearChoice:
            guard hasSelection else { return false }
            clearSelection()
        case .dealThreeMore: dealThreeMore()
        case .shuffle: shuffle()
        case .toggleGather: return false
        }
        return true
    }

    public func choose(position: Int) {
        let cards = session.puzzle?.cards ?? session.game.cardsInPlay
        guard cards.indices.contains(position) else { return }
        choose(cardID: session.id(of: cards[position]))
    }

    public func dealThreeMore() {
        guard session.puzzle == nil else { return }
        apply { game, time in game.dealThreeMore(at: time) }
    }

    /// Whether the mode gives hints (not the daily puzzle, nor a race between two players).
    public var offersHints: Bool { session.puzzle == nil && session.duel == nil }

    /// Whether any card is chosen (so that Esc has something to clear).
    public var hasSelection: Bool { !(session.puzzle?.selection ?? Array(session.game.selection)).isEmpty }

    public func clearSelection() {
        if session.puzzle != nil {
            session.play.puzzle?.clearSelection()
            return report("", move: .deselected)
        }
        apply { game, time in game.clearSelection(at: time) }
    }

    public func hint() {
        guard !isCovered else { return }
        guard offersHints else { return tell(tr("There are no hints in this mode.")) }
        let before = session.game.score
        let words = session.game.variant.words
        guard let card = session.game.hint() else { return tell(words.noneOnTable) }
        session.story.hinted(at: time)
        report(words.hint(theme.spokenName(card), points: signed(session.game.score - before)), move: .ignored)
    }

    /// The cheat: shows a whole Set at once, at the price of a hint for each card it reveals.
    public func revealSet() {
        guard !isCovered else { return }
        guard offersHints else { return tell(tr("There are no hints in this mode.")) }
        let before = session.game.score
        let words = session.game.variant.words
        let hintsBefore = session.game.hintsUsed
        guard session.game.revealSet() != nil else { return tell(words.noneOnTable) }
        for _ in hintsBefore..<session.game.hintsUsed { session.story.hinted(at: time) }
        report(words.revealed(points: signed(session.game.score - before)), move: .ignored)
    }

    /// Races a friend's game (see `SetGhost`): their deal, their Sets counted as they found them.
    public func race(_ ghost: SetGhost) {
        session.race(ghost, at: time)
        report(fillIn(tr("New game. %1$@"), session.instructions), move: .dealt)
    }

    /// Ctrl+R: the same deal again, from its beginning.
    public func restart() {
        guard session.canRestart else { return }
        session.restart(at: time, today: today())
        report(fillIn(tr("The same game again. %1$@"), session.instructions), move: .dealt)
    }

    public func newGame(_ mode: SetMode? = nil) {
        // The Drill coaches the kind of Set the player is slowest at; until that is known, the
        // kind asked for (the menu's: shading), said to be a first guess.
        var mode = mode, guessed = false
        if case .drill(let asked)? = mode {
            let slowest = slowestFeature()
            (mode, guessed) = (.drill(slowest ?? asked), slowest == nil)
        }
        session.newGame(mode, at: time, today: today())
        if guessed { session.play.drill?.focusGuessed = true }
        report(fillIn(tr("New game. %1$@"), session.instructions), move: .dealt)
    }

    /// Ctrl+Z: takes back the last move, where the rules allow.
    public func undo() {
        guard !isCovered else { return }
        guard let point = undoPoint else {
            return keepingRedo { tell(tr("Nothing to undo: found Sets, mismatches, new cards and hints stay.")) }
        }
        let undone = session
        session = point
        tell(tr("Undone."))
        redoPoint = undone
    }

    /// Ctrl+Shift+Z: makes the move that was taken back again.
    public func redo() {
        guard !isCovered else { return }
        guard let point = redoPoint else { return keepingRedo { tell(tr("Nothing to redo.")) } }
        let redone = session
        session = point
        tell(tr("Redone."))
        undoPoint = redone
    }

    /// A message that changes nothing on the table, which must not end what can be redone.
    private func keepingRedo(_ body: () -> Void) {
        let kept = redoPoint
        body()
        redoPoint = kept
    }

    public func shuffle() {
        guard session.puzzle == nil else { return }
        let before = session
        session.shuffle()
        defer { undoPoint = before }
        tell(tr("The cards on the table were shuffled."))
    }

    public func setTheme(_ theme: SetTheme) {
        guard theme != self.theme else { return }
        self.theme = theme
        tell(fillIn(tr("Cards are drawn in the %1$@ theme."), theme.title))
    }

    public func setShowsSetCount(_ shows: Bool) {
        guard shows != showsSetCount else { return }
        showsSetCount = shows
        tell(shows ? tr("The number of Sets on the table is shown.") : tr("The number of Sets on the table is hidden."))
    }

    /// Whether a new game would throw away progress worth confirming.
    public var hasProgress: Bool {
        if let puzzle = session.puzzle { return !puzzle.found.isEmpty && !puzzle.isSolved }
        return session.game.setsFound > 0 && !session.game.isOver
    }

    // MARK: Applying moves

    private func apply(_ action: (inout SetGame, Double) -> SetMove) {
        guard !isCovered else { return }
        let snapshot = session
        defer { undoPoint = [.selected, .deselected].contains(lastMove) ? snapshot : nil }
        let before = session.game.score
        let wasFinished = session.game.finishedAt != nil
        let time = self.time
        let taken = session.game.matched.count
        let claimant = session.duel?.claim?.player
        let move = action(&session.game, time)
        if move == .foundSet { session.story.found(session.game.selection, by: claimant == .two ? .playerTwo : .player, at: time) }
        if move == .foundNonSet { session.story.mistook(at: time) }
        let tookSet = session.game.matched.count > taken
        // Shuffle: once a Set has left the table, what is left (and its replacements) moves.
        if session.game.variant.rearrangesAfterEachSet, tookSet { session.shuffle() }
        // A found Set taken by choosing the next card is said as a Set taken (new cards came,
        // so nothing before them can be undone), not as that card's plain choice.
        let said = move == .selected && tookSet ? SetMove.tookSet : move
        var line = Self.describe(said, points: session.game.score - before, game: session.game)
        if var computer = session.computer {
            if move == .foundSet { computer.scored(false, at: time) }
            if move == .dealt || move == .tookSet {
                computer.deadline = nil
                computer.isShowingItsSet = false
            }
            session.play.computer = computer
        }
        if var duel = session.duel, move == .foundSet || move == .foundNonSet,
           let outcome = duel.resolve(foundSet: move == .foundSet, at: time) {
            session.play.duel = duel
            line = Self.describe(outcome, ranOut: false)
        }
        if session.mode == .timedRun, !wasFinished, let finished = session.game.finishedAt {
            let place = session.recordRun(seconds: finished - session.game.startedAt)
            line = place == 1 ? tr("Run complete: a new best time!") : tr("Run complete.")
        }
        report(line, move: said)
    }

    private func choosePuzzleCard(id: Int) {
        guard !isCovered, var puzzle = session.puzzle, let card = puzzle.cards.first(where: { session.id(of: $0) == id }) else { return }
        let snapshot = session
        let move = puzzle.choose(card, at: time)
        defer { undoPoint = move == .selected || move == .deselected ? snapshot : nil }
        session.play.puzzle = puzzle
        if move == .foundSet, let found = puzzle.found.last {
            session.story.found(found, by: .player, at: time)
            session.play.drill?.counted(found, at: time)
        }
        if move == .notASet { session.story.mistook(at: time) }
        let words = puzzle.variant.words
        switch move {
        case .foundSet where puzzle.isSolved:
            // A table of the endless Puzzle is timed against the best of its variant.
            var place: Int?
            if case .puzzle = session.play, let finished = puzzle.finishedAt {
                place = session.recordPuzzle(puzzle.variant, seconds: finished - puzzle.startedAt)
            }
            report(place == 1 ? tr("Table solved: a new best time!") : tr("Puzzle solved!"), move: .ignored, sound: .match)
        case .foundSet:
            report(words.found(puzzle.found.count, of: puzzle.matchCount), move: .ignored, sound: .match)
        case .foundAgain: report(words.foundAgain, move: .ignored)
        case .notASet: report(words.notOne, move: .foundNonSet)
        case .selected, .deselected, .ignored: report("", move: .selected)
        }
    }

    /// `sound`: the table's sound for it, where the move does not say (a puzzle's Set found).
    func report(_ line: String, move: SetMove, sound: TableSound.Kind? = nil) {
        if let kind = sound ?? Self.sound(for: move) {
            soundSerial += 1
            latestSound = TableSound(kind, serial: soundSerial)
        }
        // Anything but choosing or dropping a card ends what can be undone (moves that can be
        // undone set their undo point again once reported).
        if move != .selected && move != .deselected { undoPoint = nil }
        redoPoint = nil
        status = line
        lastMove = move
        recordTable()
        save(played: move != .ignored)
        shown = presentation
        record.report(finished: isFinished, finishedGame)
        onChange?()
    }

    /// A passing message (see `onNotice`): the table is shown again, the status line kept.
    private func tell(_ message: String) {
        report(status, move: .ignored)
        onNotice?(message)
    }

    static func describe(_ move: SetMove, points: Int, game: SetGame) -> String {
        if game.isOver, let over = SetPresentation(game).table.gameOver, game.goal == nil { return over.summary }
        switch move {
        case .foundSet: return game.variant.words.taken(points: signed(points))
        case .foundNonSet: return game.variant.words.missed(points: signed(points))
        case .deselected:
            return points < 0 ? fillIn(trn("Deselected (%1$@ point).", "Deselected (%1$@ points).", -points), signed(points)) : tr("Selection cleared.")
        case .dealt where points < 0: return game.variant.words.dealtPastOne(points: signed(points))
        case .dealt: return tr("Three more cards.")
        case .tookSet where game.variant.chainLinks > 0:
            // The match found stays, as the chain the next one must reuse.
            return fillIn(trn("The chain moves on: the next must reuse %1$@ card of this one.",
                              "The chain moves on: the next must reuse %1$@ cards of this one.", game.variant.chainLinks), game.variant.chainLinks)
        // Shuffle: what stays moves too, which a player who listens to the table must be told.
        case .tookSet where game.variant.rearrangesAfterEachSet: return tr("The Set left the table, and the cards were rearranged.")
        case .tookSet: return game.canDeal ? tr("The Set was replaced from the deck.") : tr("The Set left the table.")
        case .selected, .ignored: return ""
        }
    }

    // MARK: Saving

    /// Saves the session; `played` says a move of the player's led here (not a pause or a clock).
    func save(played: Bool) {
        session.played = time
        record.save(session, played: played)
    }
}
