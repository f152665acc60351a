import Localization
import SetTogether

/// A question asked before something is lost, as a value: what the dialog says, which the
/// tests read and answer (see `Confirm`).
struct Question: Equatable, Sendable {
    let heading: String
    let body: String
    /// The button that goes ahead ("_New Game"); the other keeps playing.
    let button: String

    static var newGame: Question {
        Question(heading: tr("Start a new game?"), body: tr("The game under way will be lost."), button: tr("_New Game"))
    }

    static var restart: Question {
        Question(heading: tr("Restart this game?"),
                 body: tr("The same game begins again from the start; what you have done in it will be lost."), button: tr("_Restart"))
    }
}

/// Asks `question`; `answered` hears true when the player goes ahead, false when they keep
/// playing. The app asks with a dialog (`MainWindow`); the tests answer as they please.
typealias Confirm = @MainActor (_ question: Question, _ answered: @escaping @MainActor (Bool) -> Void) -> Void

/// What replacing a game asks of it: whether something would be lost, and its Restart.
@MainActor
protocol ReplaceableGame: AnyObject {
    /// Whether a game is under way that a new game would throw away.
    var hasProgress: Bool { get }
    /// Ctrl+R: the same deal (or sequence) again from its beginning, where there is one now.
    var canRestart: Bool { get }
    func restart()
}

/// The one way every tab starts a game over one under way (New Game, another mode, a ghost to
/// race, Restart): at once when nothing would be lost, otherwise after asking, as gnome-mines
/// and aisleriot ask.
@MainActor
struct GameReplacement {
    let confirm: Confirm

    /// Starts a game over `game`'s with `start`; `cancelled` runs if the player keeps playing.
    func replace(_ game: some ReplaceableGame, with start: @escaping @MainActor () -> Void,
                 cancelled: @escaping @MainActor () -> Void = {}) {
        guard game.hasProgress else { return start() }
        confirm(.newGame) { goAhead in if goAhead { start() } else { cancelled() } }
    }

    /// Restart: the same game again, asked first when something would be lost.
    func restart(_ game: some ReplaceableGame) {
        guard game.canRestart else { return }
        guard game.hasProgress else { return game.restart() }
        confirm(.restart) { [weak game] goAhead in if goAhead { game?.restart() } }
    }
}


/// The Set tab's games are replaced as their tab is: by what the game on the table has.
extension SetTabGames: ReplaceableGame {
    var hasProgress: Bool { driver.hasProgress }
}
