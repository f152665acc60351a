import SimonCore
import Localization

/// What the Simon game screen shows at one moment.
public struct SimonPresentation: Equatable, Sendable {
    public struct Pad: Equatable, Sendable {
        public let pad: SimonPad
        public let isLit: Bool
        /// The pad that was due, after a loss.
        public let isExpected: Bool
        /// Choose Your Colour: the player who owns the pad ("Player 2"), nil in the other games.
        public var owner: String? = nil
        /// Choose Your Colour: the pad's owner is out, and the pad no longer plays.
        public var isOut = false
        /// "lit" while lit, "expected" for the pad that was due, otherwise empty; after the owner
        /// in Choose Your Colour ("Player 2, lit", "Player 1, out").
        public var description: String {
            let state = isLit ? trc("Simon pad state", "lit") : (isExpected ? trc("Simon pad state", "expected") : "")
            guard let owner else { return state }
            let ownerState = isOut ? fillIn(trc("Simon pad owner", "%1$@, out"), owner) : owner
            return state.isEmpty ? ownerState : fillIn(trc("Simon pad owner and state", "%1$@, %2$@"), ownerState, state)
        }
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
    /// Whether the razz has sounded for this game's end or for a player going out.
    public let razzes: Bool
    /// The end panel's title once the game is over ("You Win!", "Game Over"), nil before.
    public let endTitle: String?

    /// What `play` shows at `now`, its lights taken `lightsAhead` seconds later: the time the
    /// frame being drawn is expected on screen. Everything the player can act on (the pads'
    /// and buttons' sensitivity, the message) stays at `now`, so nothing accepts input early.
    public init(_ play: SimonPlay, at now: Double, lightsAhead: Double = 0, memory: SimonMemory = SimonMemory()) {
        let lit = play.padsLit(at: now + lightsAhead)
        let expected = play.expectedPad
        let game = play.game
        pads = SimonPad.allCases.map { pad in
            Pad(pad: pad, isLit: lit.contains(pad), isExpected: pad == expected,
                owner: game.owner(of: pad).map(Self.playerName), isOut: !game.isInPlay(pad))
        }
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
        case .playerOut:
            startShown = true
            startLabel = trc("Simon button: the players still in go on", "Play On")
        case .recording, .playingBack, .awaitingInput, .awaitingAddition:
            startShown = false
            startLabel = trc("Simon button", "Start")
        }
        replayShown = [.playingBack, .awaitingInput, .awaitingAddition].contains(game.phase)
        memoryShown = switch game.phase {
        case .idle, .won, .lost: true
        case .recording, .recorded, .playingBack, .awaitingInput, .awaitingAddition, .playerOut: false
        }
        lastEnabled = play.canShowAgain(at: now) && !memory.last.isEmpty
        longestEnabled = play.canShowAgain(at: now) && !memory.longest.isEmpty
        backEnabled = play.controlsEnabled(at: now)
        resetEnabled = play.canReplay(at: now)
        isWon = game.phase == .won
        isLost = game.isLost
        razzes = play.lostAt != nil
        endTitle = isWon ? Self.winTitle(game) : (isLost ? Self.lossTitle(game) : nil)
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
            return game.mode == .twoPlayerRecord
                ? fillIn(tr("%1$@: press Start, then enter %2$@ pads."), playerName(0), game.target) : tr("Press Start to play.")
        case .recording:
            let left = game.target - game.sequence.count
            return fillIn(trn("%1$@: enter %2$@ more pad.", "%1$@: enter %2$@ more pads.", left), playerName(0), left)
        case .recorded:
            return fillIn(tr("Recorded! %1$@: press Start and repeat it."), playerName(1))
        case .playingBack:
            return play.isShowing(at: now) ? tr("Watch and listen…") : tr("Well done!")
        case .awaitingInput where game.mode == .chooseYourColour:
            return fillIn(trn("Repeat %1$@ step: each player presses their own pads.", "Repeat %1$@ steps: each player presses their own pads.", game.round),
                          game.round)
        case .awaitingInput:
            return game.mode == .playerAdds
                ? fillIn(trn("Repeat the %1$@ step, then add one.", "Repeat the %1$@ steps, then add one.", game.round), game.round)
                : fillIn(trn("Your turn: repeat %1$@ step.", "Your turn: repeat %1$@ steps.", game.round), game.round)
        case .awaitingAddition:
            return tr("Now add a step of your own.")
        case .won where game.mode == .chooseYourColour:
            return winMessage(game)
        case .won where game.mode == .playerAdds:
            return fillIn(trn("You built a sequence of %1$@ step and repeated it.", "You built a sequence of %1$@ steps and repeated it.", game.target),
                          game.target)
        case .won:
            // The end panel's title says who won; this says what was done.
            return fillIn(trn("You repeated the whole sequence of %1$@ step.", "You repeated the whole sequence of %1$@ steps.", game.target),
                          game.target)
        case .lost(let expected?) where game.ranOutOfTime:
            return fillIn(tr("Time ran out: the next pad was %1$@."), expected.name)
        case .lost(let expected?):
            return fillIn(tr("The next pad was %1$@."), expected.name)
        case .lost(nil):
            return tr("Too slow: the time to press ran out.")
        case .playerOut(let player, let expected):
            let pad = expected?.name ?? ""
            return game.ranOutOfTime
                ? fillIn(tr("Time ran out: %1$@ was due. %2$@ is out; Play On for a new sequence."), pad, playerName(player))
                : fillIn(tr("%1$@ is out: the next pad was %2$@. Play On for a new sequence."), playerName(player), pad)
        }
    }

    /// "Player 2", as Choose Your Colour names its players.
    public static func playerName(_ player: Int) -> String { fillIn(tr("Player %1$@"), player + 1) }

    /// The end panel's title: "You Win!", or in Choose Your Colour and Two Players who won
    /// (in Two Players, player 2 by repeating player 1's sequence).
    static func winTitle(_ game: SimonGame) -> String {
        if game.mode == .twoPlayerRecord { return fillIn(tr("%1$@ Wins!"), playerName(1)) }
        let winners = game.winners
        guard !winners.isEmpty else { return tr("You Win!") }
        return winners.count == 1 ? fillIn(tr("%1$@ Wins!"), playerName(winners[0])) : tr("A Shared Win!")
    }

    /// A lost game's title: "Game Over", but in Two Players, where player 1's sequence beat player 2.
    static func lossTitle(_ game: SimonGame) -> String {
        game.mode == .twoPlayerRecord ? fillIn(tr("%1$@ Wins!"), playerName(0)) : tr("Game Over")
    }

    /// Choose Your Colour's last word: who was left, or who repeated the whole sequence together.
    static func winMessage(_ game: SimonGame) -> String {
        let winners = game.winners
        if winners.count == 1, let last = game.outPlayers.last, game.outPlayers.count == game.players - 1 {
            if game.ranOutOfTime, let due = game.padDueAtTheEnd {
                return fillIn(tr("Time ran out: %1$@ was due. %2$@ is out, and %3$@ the last player left."), due.name, playerName(last),
                              playerName(winners[0]))
            }
            return fillIn(tr("%1$@ went out last: %2$@ is the last player left."), playerName(last), playerName(winners[0]))
        }
        return fillIn(trn("%1$@ player repeated the whole sequence and shares the win.",
                          "%1$@ players repeated the whole sequence and share the win.", winners.count), winners.count)
    }
}
