/// A game of Simon as a state machine with no timers inside: the view plays the schedules the
/// model hands out and reports back when a playback has finished or the player ran out of time.
public struct SimonGame: Codable, Equatable, Sendable {
    public enum Phase: Codable, Equatable, Sendable {
        /// Waiting for Start.
        case idle
        /// Two-player record: player one is entering the sequence.
        case recording
        /// Two-player record: the sequence is complete; Start hands over to player two.
        case recorded
        /// Simon is showing the first `round` steps.
        case playingBack
        /// The player is repeating the first `round` steps.
        case awaitingInput
        /// Player adds: the sequence was repeated; the player adds one step.
        case awaitingAddition
        case won
        /// A wrong press or a time-out; `expected` is the pad that was due (none when adding).
        case lost(expected: SimonPad?)
    }

    /// The original toy's four skill levels, as sequence lengths to win.
    public static let levels = [8, 14, 20, 31]
    public static let lengths = 1...31

    public let mode: SimonMode
    /// The length of sequence that wins.
    public let target: Int
    public private(set) var sequence: [SimonPad] = []
    /// The length of the current (or last) playback.
    public private(set) var round = 0
    /// How many steps of this round the player has repeated.
    public private(set) var entered = 0
    public private(set) var phase: Phase = .idle
    /// Whether Reset has replayed this round's playback already.
    public private(set) var replayUsed = false
    /// Whether a lost game was lost to the clock rather than to a wrong pad.
    public private(set) var ranOutOfTime = false
    /// How many steps of the sequence a player has entered correctly in one go: a round
    /// repeated, or in Player Adds, repeated and added to (the toy's LONGEST).
    public private(set) var longestEntered = 0

    public init(mode: SimonMode = .simonSays, target: Int = 8) {
        precondition(Self.lengths.contains(target), "Simon sequences are 1 to 31 steps long")
        self.mode = mode
        self.target = target
    }

    /// Start: a new game, with a new random sequence (or, after recording, player two's turn).
    public mutating func start(using generator: inout some RandomNumberGenerator) {
        if mode == .twoPlayerRecord && phase == .recorded {
            beginRound(1)
            return
        }
        self = SimonGame(mode: mode, target: target)
        switch mode {
        case .simonSays:
            sequence = (0..<target).map { _ in SimonPad.allCases.randomElement(using: &generator)! }
            beginRound(1)
        case .playerAdds:
            sequence = [SimonPad.allCases.randomElement(using: &generator)!]
            beginRound(1)
        case .twoPlayerRecord:
            phase = .recording
        }
    }

    /// The pads Simon is to show now.
    public var playback: [SimonPad] { Array(sequence.prefix(round)) }

    /// The view has finished showing the playback.
    public mutating func finishPlayback() {
        guard phase == .playingBack else { return }
        phase = .awaitingInput
        entered = 0
    }

    /// Reset replays this round's sequence: once per playback, before anything is entered.
    public var canReplay: Bool { phase == .awaitingInput && entered == 0 && !replayUsed }

    public mutating func replay() {
        guard canReplay else { return }
        replayUsed = true
        phase = .playingBack
    }

    /// A pad pressed by the player.
    @discardableResult
    public mutating func press(_ pad: SimonPad) -> SimonPress {
        switch phase {
        case .recording:
            sequence.append(pad)
            if sequence.count == target { phase = .recorded }
            return .recorded
        case .awaitingInput:
            guard pad == sequence[entered] else {
                phase = .lost(expected: sequence[entered])
                return .wrong
            }
            entered += 1
            guard entered == round else { return .correct }
            return completeRound()
        case .awaitingAddition:
            sequence.append(pad)
            longestEntered = max(longestEntered, sequence.count)
            if sequence.count == target {
                round = target
                phase = .won
                return .won
            }
            round = sequence.count
            entered = 0
            replayUsed = false
            phase = .awaitingInput
            return .added
        default:
            return .ignored
        }
    }

    /// The player took too long: the game is lost (the toy's 3-second rule).
    public mutating func timeOut() {
        switch phase {
        case .awaitingInput: phase = .lost(expected: sequence[entered])
        case .awaitingAddition: phase = .lost(expected: nil)
        default: return
        }
        ranOutOfTime = true
    }

    public var isLost: Bool {
        if case .lost = phase { return true }
        return false
    }

    /// Whether the player is expected to press a pad now (and a time limit applies).
    public var isAwaitingPlayer: Bool { phase == .awaitingInput || phase == .awaitingAddition }

    /// The longest sequence a player entered correctly in this game.
    public var longestCorrect: [SimonPad] { Array(sequence.prefix(longestEntered)) }

    private mutating func completeRound() -> SimonPress {
        longestEntered = max(longestEntered, round)
        if round == target {
            phase = .won
            return .won
        }
        if mode == .playerAdds {
            phase = .awaitingAddition
            return .roundComplete
        }
        beginRound(round + 1)
        return .roundComplete
    }

    private mutating func beginRound(_ length: Int) {
        round = length
        entered = 0
        replayUsed = false
        phase = .playingBack
    }
}

/// What a press did.
public enum SimonPress: Equatable, Sendable {
    case ignored, recorded, correct, roundComplete, added, won, wrong
}

/// Loading a saved game checks that it is one the rules could have reached; anything else is a
/// damaged save (set aside by the caller), never a game that fails later.
extension SimonGame {
    enum CodingKeys: String, CodingKey { case mode, target, sequence, round, entered, phase, replayUsed, ranOutOfTime, longestEntered }

    public init(from decoder: any Decoder) throws {
        let saved = try decoder.container(keyedBy: CodingKeys.self)
        let mode = try saved.decode(SimonMode.self, forKey: .mode)
        let target = try saved.decode(Int.self, forKey: .target)
        guard Self.lengths.contains(target) else {
            throw DecodingError.dataCorruptedError(forKey: .target, in: saved, debugDescription: "\(target) is not a Simon length")
        }
        self.init(mode: mode, target: target)
        sequence = try saved.decode([SimonPad].self, forKey: .sequence)
        round = try saved.decode(Int.self, forKey: .round)
        entered = try saved.decode(Int.self, forKey: .entered)
        phase = try saved.decode(Phase.self, forKey: .phase)
        replayUsed = try saved.decode(Bool.self, forKey: .replayUsed)
        // Saves from before it was kept lost by a wrong pad, as far as they tell.
        ranOutOfTime = try saved.decodeIfPresent(Bool.self, forKey: .ranOutOfTime) ?? false
        longestEntered = try saved.decodeIfPresent(Int.self, forKey: .longestEntered) ?? 0
        guard sequence.count <= target, (0...round).contains(longestEntered), (0...sequence.count).contains(round), (0...round).contains(entered),
              entered < round || !isAwaitingPlayer || phase == .awaitingAddition else {
            throw DecodingError.dataCorruptedError(forKey: .round, in: saved,
                                                   debugDescription: "round \(round), \(entered) entered, of \(sequence.count) steps")
        }
    }
}
