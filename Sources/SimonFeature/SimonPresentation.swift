import SimonCore

/// What the Simon game screen shows at one moment.
public struct SimonPresentation: Equatable, Sendable {
    public struct Pad: Equatable, Sendable {
        public let pad: SimonPad
        public let isLit: Bool
        /// The pad that was due, after a loss.
        public let isExpected: Bool
        /// "lit" while lit, "expected" for the pad that was due, otherwise empty.
        public var description: String { isLit ? "lit" : (isExpected ? "expected" : "") }
    }

    public let pads: [Pad]
    /// "8/15": the length of the last playback over the length that wins.
    public let progress: String
    public let message: String
    public let padsEnabled: Bool
    public let startEnabled: Bool
    public let resetEnabled: Bool
    public let backEnabled: Bool
    public let isWon: Bool
    public let isLost: Bool

    public init(_ play: SimonPlay, at now: Double) {
        let lit = play.padsLit(at: now)
        let expected = play.expectedPad
        pads = SimonPad.allCases.map { Pad(pad: $0, isLit: lit.contains($0), isExpected: $0 == expected) }
        let game = play.game
        progress = "\(game.round)/\(game.target)"
        padsEnabled = play.padsEnabled(at: now)
        startEnabled = play.controlsEnabled(at: now)
        backEnabled = play.controlsEnabled(at: now)
        resetEnabled = play.canReplay(at: now)
        isWon = game.phase == .won
        isLost = game.isLost
        message = Self.message(for: play, at: now)
    }

    static func message(for play: SimonPlay, at now: Double) -> String {
        let game = play.game
        switch game.phase {
        case .idle:
            return game.mode == .twoPlayerRecord ? "Player one: press Start, then enter \(game.target) pads." : "Press Start to play."
        case .recording:
            return "Player one: enter \(game.target - game.sequence.count) more \(game.target - game.sequence.count == 1 ? "pad" : "pads")."
        case .recorded:
            return "Recorded! Player two: press Start and repeat it."
        case .playingBack:
            return play.isShowing(at: now) ? "Watch and listen…" : "Well done!"
        case .awaitingInput:
            return game.mode == .playerAdds ? "Repeat the \(game.round) \(game.round == 1 ? "step" : "steps"), then add one." : "Your turn: repeat \(game.round) \(game.round == 1 ? "step" : "steps")."
        case .awaitingAddition:
            return "Now add a step of your own."
        case .won:
            return "You win!"
        case .lost(let expected?):
            return "Game Over: the next pad was \(expected.name)."
        case .lost(nil):
            return "Game Over: too slow."
        }
    }
}
