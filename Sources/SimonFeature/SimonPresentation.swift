import SimonCore
import Localization

/// What the Simon game screen shows at one moment.
public struct SimonPresentation: Equatable, Sendable {
    public struct Pad: Equatable, Sendable {
        public let pad: SimonPad
        public let isLit: Bool
        /// The pad that was due, after a loss.
        public let isExpected: Bool
        /// "lit" while lit, "expected" for the pad that was due, otherwise empty.
        public var description: String { isLit ? trc("Simon pad state", "lit") : (isExpected ? trc("Simon pad state", "expected") : "") }
    }

    public let pads: [Pad]
    /// "8/15": the length of the last playback over the length that wins.
    public let progress: String
    public let message: String
    public let padsEnabled: Bool
    /// Start is there only when it starts something (a first game, player two's turn, another
    /// game after the end), and then reads as what it does.
    public let startShown: Bool
    public let startLabel: String
    public let startEnabled: Bool
    /// Repeat Sequence is there while a game is under way; it can be used once per playback.
    public let replayShown: Bool
    /// LAST and LONGEST are there between games, and can be used when Simon has something to
    /// play and is not playing.
    public let memoryShown: Bool
    public let lastEnabled: Bool
    public let longestEnabled: Bool
    public let resetEnabled: Bool
    public let backEnabled: Bool
    public let isWon: Bool
    public let isLost: Bool
    /// The end panel's title once the game is over ("You Win!", "Game Over"), nil before.
    public let endTitle: String?

    /// What `play` shows at `now`, its lights taken `lightsAhead` seconds later: the time the
    /// frame being drawn is expected on screen. Everything the player can act on (the pads'
    /// and buttons' sensitivity, the message) stays at `now`, so nothing accepts input early.
    public init(_ play: SimonPlay, at now: Double, lightsAhead: Double = 0, memory: SimonMemory = SimonMemory()) {
        let lit = play.padsLit(at: now + lightsAhead)
        let expected = play.expectedPad
        pads = SimonPad.allCases.map { Pad(pad: $0, isLit: lit.contains($0), isExpected: $0 == expected) }
        let game = play.game
        progress = "\(game.round)/\(game.target)"
        padsEnabled = play.padsEnabled(at: now)
        startEnabled = play.controlsEnabled(at: now)
        switch game.phase {
        case .idle, .recorded:
            startShown = true
            startLabel = trc("Simon button", "Start")
        case .won, .lost:
            startShown = true
            startLabel = tr("Play Again")
        case .recording, .playingBack, .awaitingInput, .awaitingAddition:
            startShown = false
            startLabel = trc("Simon button", "Start")
        }
        replayShown = [.playingBack, .awaitingInput, .awaitingAddition].contains(game.phase)
        memoryShown = switch game.phase {
        case .idle, .won, .lost: true
        case .recording, .recorded, .playingBack, .awaitingInput, .awaitingAddition: false
        }
        lastEnabled = play.canShowAgain(at: now) && !memory.last.isEmpty
        longestEnabled = play.canShowAgain(at: now) && !memory.longest.isEmpty
        backEnabled = play.controlsEnabled(at: now)
        resetEnabled = play.canReplay(at: now)
        isWon = game.phase == .won
        isLost = game.isLost
        endTitle = isWon ? tr("You Win!") : (isLost ? tr("Game Over") : nil)
        message = Self.message(for: play, at: now)
    }

    static func message(for play: SimonPlay, at now: Double) -> String {
        let game = play.game
        if let show = play.show {
            let steps = show.schedule.flashes.count
            switch show.kind {
            case .last: return fillIn(trn("Simon plays the last sequence: %1$@ step.", "Simon plays the last sequence: %1$@ steps.", steps), steps)
            case .longest:
                return fillIn(trn("Simon plays the longest sequence entered: %1$@ step.", "Simon plays the longest sequence entered: %1$@ steps.", steps), steps)
            case .playback, .victory: break
            }
        }
        switch game.phase {
        case .idle:
            return game.mode == .twoPlayerRecord ? fillIn(tr("Player one: press Start, then enter %1$@ pads."), game.target) : tr("Press Start to play.")
        case .recording:
            let left = game.target - game.sequence.count
            return fillIn(trn("Player one: enter %1$@ more pad.", "Player one: enter %1$@ more pads.", left), left)
        case .recorded:
            return tr("Recorded! Player two: press Start and repeat it.")
        case .playingBack:
            return play.isShowing(at: now) ? tr("Watch and listen…") : tr("Well done!")
        case .awaitingInput:
            return game.mode == .playerAdds
                ? fillIn(trn("Repeat the %1$@ step, then add one.", "Repeat the %1$@ steps, then add one.", game.round), game.round)
                : fillIn(trn("Your turn: repeat %1$@ step.", "Your turn: repeat %1$@ steps.", game.round), game.round)
        case .awaitingAddition:
            return tr("Now add a step of your own.")
        case .won:
            // The end panel's title says "You Win!"; this says what was done.
            return fillIn(trn("You repeated the whole sequence of %1$@ step.", "You repeated the whole sequence of %1$@ steps.", game.target),
                          game.target)
        case .lost(let expected?) where game.ranOutOfTime:
            return fillIn(tr("Time ran out: the next pad was %1$@."), expected.name)
        case .lost(let expected?):
            return fillIn(tr("The next pad was %1$@."), expected.name)
        case .lost(nil):
            return tr("Too slow: the time to press ran out.")
        }
    }
}
