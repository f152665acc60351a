import CardTable
import GameSupport
import SetCore
import SetStyle

/// The Set tab's view model: it receives what the player did, applies it to the game, saves,
/// and says what changed. Time and storage are passed in; nothing here knows about GTK.
@MainActor
public final class SetTableModel {
    public private(set) var session: SetSession
    /// One line saying what the last action did, for the status label and screen readers.
    public private(set) var status: String
    /// What the last action did to the table, for the view to animate.
    public private(set) var lastMove: SetMove = .ignored
    /// Called after every change, for the view to redraw from `presentation`.
    public var onChange: (@MainActor () -> Void)?
    /// Called when saving or loading went wrong, with a message for the player.
    public var onProblem: (@MainActor (String) -> Void)?

    private let now: @MainActor () -> Double
    private let slot: SaveSlot
    /// A problem met while loading, reported once the view is listening.
    public private(set) var loadProblem: String?

    public init(seed: UInt64, now: @escaping @MainActor () -> Double, slot: SaveSlot) {
        self.now = now
        self.slot = slot
        let loaded = SavedGame<SetSession>.load(from: slot, name: "Set")
        session = loaded.value ?? SetSession(seed: seed, at: now())
        loadProblem = loaded.problem
        status = loaded.value == nil ? "Find three cards that make a Set." : "Welcome back: your game is as you left it."
    }

    public var presentation: SetPresentation { SetPresentation(session.game, deal: session.deal) }
    public var game: SetGame { session.game }

    // MARK: What the player can do

    public func choose(cardID: Int) {
        guard let card = session.game.cardsInPlay.first(where: { session.id(of: $0) == cardID }) else { return }
        apply { game, time in game.choose(card, at: time) }
    }

    public func choose(position: Int) {
        guard session.game.cardsInPlay.indices.contains(position) else { return }
        choose(cardID: session.id(of: session.game.cardsInPlay[position]))
    }

    public func dealThreeMore() { apply { game, time in game.dealThreeMore(at: time) } }
    public func clearSelection() { apply { game, time in game.clearSelection(at: time) } }

    public func hint() {
        let before = session.game.score
        guard let card = session.game.hint() else {
            report("There is no Set on the table.", move: .ignored)
            return
        }
        report("Hint: \(card.spokenName) is part of a Set (\(signed(session.game.score - before)) points).", move: .ignored)
    }

    public func newGame() {
        session.newGame(at: now())
        report("New game: find three cards that make a Set.", move: .dealt)
    }

    public func shuffle() {
        session.shuffle()
        report("The cards on the table were shuffled.", move: .ignored)
    }

    /// Whether a new game would throw away progress worth confirming.
    public var hasProgress: Bool { !session.game.matched.isEmpty && !session.game.isOver }

    // MARK: Applying moves

    private func apply(_ action: (inout SetGame, Double) -> SetMove) {
        let before = session.game.score
        let move = action(&session.game, now())
        report(Self.describe(move, points: session.game.score - before, game: session.game), move: move)
    }

    private func report(_ line: String, move: SetMove) {
        status = line
        lastMove = move
        save()
        onChange?()
    }

    static func describe(_ move: SetMove, points: Int, game: SetGame) -> String {
        if game.isOver, let over = SetPresentation(game).gameOver { return over.summary }
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

    private func save() {
        if let problem = SavedGame.save(session, to: slot, name: "Set") { onProblem?(problem) }
    }
}
