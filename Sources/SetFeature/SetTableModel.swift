import CardTable
import GameSupport
import SetCore
import SetStyle

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
    /// Called when saving or loading went wrong, with a message for the player.
    public var onProblem: (@MainActor (String) -> Void)?
    /// Called once when a game ends, for the statistics.
    public var onFinished: (@MainActor (FinishedGame) -> Void)?
    /// Whether the game on the table has been reported finished (a restored finished game has).
    private var finishReported = false

    let now: @MainActor () -> Double
    private let today: @MainActor () -> SetPuzzle.Day
    private let slot: SaveSlot
    var shown: SetPresentation?
    /// The session before the last move, while that move can be taken back: choosing or
    /// dropping a card, or a shuffle, which show the player nothing new. Judged choices, new
    /// cards and hints cannot be undone.
    private var undoPoint: SetSession?
    /// The session before the last undo, while it can be redone: any other move ends it.
    private var redoPoint: SetSession?
    /// Why the clocks stand still, if they do (see `setPaused(_:for:)`).
    var pause = Pause()
    /// A problem met while loading, reported once the view is listening.
    public private(set) var loadProblem: String?

    public init(seed: UInt64, now: @escaping @MainActor () -> Double, today: @escaping @MainActor () -> SetPuzzle.Day,
                slot: SaveSlot) {
        self.now = now
        self.today = today
        self.slot = slot
        let loaded = SavedGame<SetSession>.load(from: slot, name: "Set")
        session = loaded.value ?? SetSession(seed: seed, at: now())
        session.resumeClocks(at: now())
        loadProblem = loaded.problem
        status = loaded.value == nil ? session.mode.instructions : "Welcome back: your game is as you left it."
        finishReported = isFinished
    }

    /// The game has ended: no Set left, the run's goal reached, the puzzle solved.
    public var isFinished: Bool { session.puzzle?.isSolved ?? session.game.isOver }

    public var presentation: SetPresentation {
        SetPresentation(session: session, now: clockTime, covered: isCovered)
    }
    public var game: SetGame { session.game }
    public var mode: SetMode { session.mode }

    // MARK: What the player can do

    public func choose(cardID: Int) {
        if session.puzzle != nil { return choosePuzzleCard(id: cardID) }
        guard let card = session.game.cardsInPlay.first(where: { session.id(of: $0) == cardID }) else { return }
        if let duel = session.duel, duel.claim == nil, session.game.selectionIsMatch != true {
            return report("Call Set first: Left Shift for Player 1, Right Shift for Player 2.", move: .ignored)
        }
        apply { game, time in game.choose(card, at: time) }
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

    /// Whether any card is chosen (so that Esc has something to clear).
    public var hasSelection: Bool { !(session.puzzle?.selection ?? Array(session.game.selection)).isEmpty }

    public func clearSelection() {
        if session.puzzle != nil {
            session.puzzle?.clearSelection()
            return report("", move: .deselected)
        }
        apply { game, time in game.clearSelection(at: time) }
    }

    public func hint() {
        guard !isCovered else { return }
        guard session.puzzle == nil, session.duel == nil else { return report("There are no hints in this mode.", move: .ignored) }
        let before = session.game.score
        guard let card = session.game.hint() else { return report("There is no Set on the table.", move: .ignored) }
        report("Hint: \(session.theme.spokenName(card)) is part of a Set (\(signed(session.game.score - before)) points).",
               move: .ignored)
    }

    /// The cheat: shows a whole Set at once, at the price of a hint for each card it reveals.
    public func revealSet() {
        guard !isCovered else { return }
        guard session.puzzle == nil, session.duel == nil else { return report("There are no hints in this mode.", move: .ignored) }
        let before = session.game.score
        guard session.game.revealSet() != nil else { return report("There is no Set on the table.", move: .ignored) }
        report("A Set is marked with stars (\(signed(session.game.score - before)) points).", move: .ignored)
    }

    public func newGame(_ mode: SetMode? = nil) {
        session.newGame(mode, at: now(), today: today())
        report("New game. " + session.mode.instructions, move: .dealt)
    }

    /// Ctrl+Z: takes back the last move, where the rules allow.
    public func undo() {
        guard !isCovered else { return }
        guard let point = undoPoint else {
            return keepingRedo { report("Nothing to undo: found Sets, mismatches, new cards and hints stay.", move: .ignored) }
        }
        let undone = session
        session = point
        report("Undone.", move: .ignored)
        redoPoint = undone
    }

    /// Ctrl+Shift+Z: makes the move that was taken back again.
    public func redo() {
        guard !isCovered else { return }
        guard let point = redoPoint else { return keepingRedo { report("Nothing to redo.", move: .ignored) } }
        let redone = session
        session = point
        report("Redone.", move: .ignored)
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
        report("The cards on the table were shuffled.", move: .ignored)
    }

    public func setTheme(_ theme: SetTheme) {
        session.theme = theme
        report("Cards are drawn in the \(theme.title) theme.", move: .ignored)
    }

    public func setShowsSetCount(_ shows: Bool) {
        session.showsSetCount = shows
        report(shows ? "The number of Sets on the table is shown." : "The number of Sets on the table is hidden.", move: .ignored)
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
        let time = clockTime
        let move = action(&session.game, time)
        var line = Self.describe(move, points: session.game.score - before, game: session.game)
        if var computer = session.computer {
            if move == .foundSet { computer.scored(false, at: time) }
            if move == .dealt || move == .tookSet {
                computer.deadline = nil
                computer.isShowingItsSet = false
            }
            session.computer = computer
        }
        if var duel = session.duel, move == .foundSet || move == .foundNonSet,
           let outcome = duel.resolve(foundSet: move == .foundSet, at: time) {
            session.duel = duel
            line = Self.describe(outcome, ranOut: false)
        }
        if session.mode == .timedRun, !wasFinished, let finished = session.game.finishedAt {
            let place = session.recordRun(seconds: finished - session.game.startedAt)
            line = place == 1 ? "Run complete: a new best time!" : "Run complete."
        }
        report(line, move: move)
    }

    private func choosePuzzleCard(id: Int) {
        guard !isCovered, var puzzle = session.puzzle, let card = puzzle.cards.first(where: { session.id(of: $0) == id }) else { return }
        let snapshot = session
        let move = puzzle.choose(card, at: now())
        defer { undoPoint = move == .selected || move == .deselected ? snapshot : nil }
        session.puzzle = puzzle
        switch move {
        case .foundSet:
            report(puzzle.isSolved ? "Puzzle solved!" : "A Set! \(puzzle.found.count) of \(SetPuzzle.setCount) found.", move: .ignored)
        case .foundAgain: report("You have already found that Set.", move: .ignored)
        case .notASet: report("Not a Set.", move: .foundNonSet)
        case .selected, .deselected, .ignored: report("", move: .selected)
        }
    }

    func report(_ line: String, move: SetMove) {
        // Anything but choosing or dropping a card ends what can be undone (moves that can be
        // undone set their undo point again once reported).
        if move != .selected && move != .deselected { undoPoint = nil }
        redoPoint = nil
        status = line
        lastMove = move
        save()
        shown = presentation
        if !isFinished { finishReported = false } else if !finishReported {
            finishReported = true
            onFinished?(finishedGame)
        }
        onChange?()
    }

    static func describe(_ move: SetMove, points: Int, game: SetGame) -> String {
        if game.isOver, let over = SetPresentation(game).gameOver, game.goal == nil { return over.summary }
        switch move {
        case .foundSet: return "A Set! \(signed(points)) points."
        case .foundNonSet: return "Not a Set: \(signed(points)) points."
        case .deselected: return points < 0 ? "Deselected (\(signed(points)) point\(points == -1 ? "" : "s"))." : "Selection cleared."
        case .dealt where points < 0: return "There was a Set on the table: \(signed(points)) points."
        case .dealt: return "Three more cards."
        case .tookSet: return game.canDeal ? "The Set was replaced from the deck." : "The Set left the table."
        case .selected, .ignored: return ""
        }
    }

    // MARK: Saving

    func save() {
        // A pause is not time played: a game saved while paused resumes from where it stopped.
        session.savedAt = clockTime
        if let problem = SavedGame.save(session, to: slot, name: "Set") { onProblem?(problem) }
    }
}
