/// What every game does with its save and the statistics, in one place: it loads the saved state
import Localization
/// (a damaged save set aside, one that cannot be read left as it is, one whose opening ended the
/// last run set aside too, so that a save never becomes a crash at every start), saves after each change
/// (never over a save that could not be read until the player has played), tells the player when
/// saving fails, and reports a finished game once, however often it is shown finished.
@MainActor
public final class GameRecord<State: Codable> {
    /// The state the last run saved, if it could be used.
    public let saved: State?
    /// What the player is told about the save at start, if anything went wrong.
    public let loadProblem: String?
    /// Called with a message for the player when a save fails.
    public var onProblem: (@MainActor (String) -> Void)?
    /// Called once for each game that finishes, for the statistics.
    public var onFinished: (@MainActor (FinishedGame) -> Void)?

    private let slot: SaveSlot
    private let name: String
    /// A save is there that could not be read: it is not written over until the player plays
    /// (a pause or a clock saving the fresh game would lose it for good).
    private var keepsUnreadSave: Bool
    private var reported = false
    /// The save is marked as being opened, until `opened()`.
    private var isOpening = false

    /// Loads the save of the game called `name` (in the player's words, for messages).
    public init(slot: SaveSlot, name: String) {
        self.slot = slot
        self.name = name
        if slot.wasLeftOpening() {
            // The last run ended while this save was being opened: opening it again would end
            // this one too. It is kept among the set-aside saves, as a damaged one is.
            let kept = (try? slot.setAside()) ?? tr("where it was")
            slot.markOpening(false)
            saved = nil
            loadProblem = fillIn(tr("Your saved %1$@ game could not be opened last time, so a new game was started. It was kept %2$@."),
                                 name, kept)
            keepsUnreadSave = false
            return
        }
        let loaded = SavedGame<State>.load(from: slot, name: name)
        saved = loaded.value
        loadProblem = loaded.problem
        keepsUnreadSave = loaded.unread
        if saved != nil {
            slot.markOpening(true)
            isOpening = true
        }
    }

    /// The game restored from the save is on screen (its first frames drawn): the save is no
    /// longer marked as being opened.
    public func opened() {
        guard isOpening else { return }
        isOpening = false
        slot.markOpening(false)
    }

    /// Saves `state`; `played` says a move of the player's led here (not a pause or a clock).
    public func save(_ state: State, played: Bool = true) {
        if keepsUnreadSave && !played { return }
        keepsUnreadSave = false
        if let problem = SavedGame.save(state, to: slot, name: name) { onProblem?(problem) }
    }

    /// Says whether the game on the table is finished (`finished`, made only when it is): the
    /// statistics hear of a finished game once, and a game restored finished was heard of already.
    public func report(finished: Bool, _ game: @autoclosure () -> FinishedGame) {
        guard finished else { return reported = false }
        guard !reported else { return }
        reported = true
        onFinished?(game())
    }

    /// The game on the table at start was heard of already if it is finished.
    public func restored(finished: Bool) { reported = finished }
}
