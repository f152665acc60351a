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
        /// Choose Your Colour: `player` pressed out of turn or missed their pad, and is out; the
        /// others play on with a new sequence at the next Start.
        case playerOut(player: Int, expected: SimonPad?)
    }

    /// The original toy's four skill levels, as sequence lengths to win.
    public static let levels = [8, 14, 20, 31]
    public static let lengths = 1...31

    public let mode: SimonMode
    /// The length of sequence that wins.
    public let target: Int
    /// How many players own pads (Choose Your Colour: 2 to 4; otherwise 1).
    public let players: Int
    /// Choose Your Colour: the players who are out, in the order they went out.
    public private(set) var outPlayers: [Int] = []
    /// Choose Your Colour: the game's first sequence, of every player's pads, which Restart plays
    /// again (Play On draws the others a sequence of their pads alone).
    public private(set) var opening: [SimonPad] = []
    /// Choose Your Colour: the most steps of one sequence the players repeated in this game,
    /// across every Play On (its score).
    public private(set) var mostRepeated = 0
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

    public init(mode: SimonMode = .simonSays, target: Int = 8, players: Int = 2) {
        precondition(Self.lengths.contains(target), "Simon sequences are 1 to 31 steps long")
        self.mode = mode
        self.target = target
        self.players = mode == .chooseYourColour ? min(max(players, Self.playerCounts.lowerBound), Self.playerCounts.upperBound) : 1
    }

    /// Choose Your Colour is for two to four players.
    public static let playerCounts = 2...4

    /// Start: a new game, with a new random sequence (or, after recording, player two's turn).
    public mutating func start(using generator: inout some RandomNumberGenerator) {
        if mode == .twoPlayerRecord && phase == .recorded {
            beginRound(1)
            return
        }
        if case .playerOut = phase {
            playOn(using: &generator)
            return
        }
        self = SimonGame(mode: mode, target: target, players: players)
        switch mode {
        case .simonSays, .chooseYourColour:
            sequence = (0..<target).map { _ in SimonPad.allCases.randomElement(using: &generator)! }
            if mode == .chooseYourColour { opening = sequence }
            beginRound(1)
        case .playerAdds:
            sequence = [SimonPad.allCases.randomElement(using: &generator)!]
            beginRound(1)
        case .twoPlayerRecord:
            phase = .recording
        }
    }

    /// Whether Restart has a sequence to play again: one Simon drew, or player one recorded whole.
    public var canRestart: Bool {
        switch mode {
        case .twoPlayerRecord: sequence.count == target && phase != .recording
        case .simonSays, .chooseYourColour, .playerAdds: !sequence.isEmpty
        }
    }

    /// Restart: the same game from its first round, everyone back in (Simon Says and Choose
    /// Your Colour on the same sequence, Player Adds from the same first step, Two Players'
    /// player two on the same recording).
    public mutating func restart() {
        guard canRestart else { return }
        if mode == .playerAdds { sequence = [sequence[0]] }
        if !opening.isEmpty { sequence = opening }
        outPlayers = []
        mostRepeated = 0
        longestEntered = 0
        beginRound(1)
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
            guard isInPlay(pad) else { return .ignored }
            guard pad == sequence[entered] else {
                if let player = owner(of: pad) { return putOut(player, expected: sequence[entered]) }
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
        case .awaitingInput:
            if let player = owner(of: sequence[entered]) { putOut(player, expected: sequence[entered]) } else { phase = .lost(expected: sequence[entered]) }
        case .awaitingAddition: phase = .lost(expected: nil)
        default: return
        }
        ranOutOfTime = true
    }

    public var isLost: Bool {
        if case .lost = phase { return true }
        return false
    }

    /// Whether a player has just gone out (Choose Your Colour), the others to play on.
    public var isPlayerOut: Bool {
        if case .playerOut = phase { return true }
        return false
    }

    /// Whether the player is expected to press a pad now (and a time limit applies).
    public var isAwaitingPlayer: Bool { phase == .awaitingInput || phase == .awaitingAddition }

    /// The longest sequence a player entered correctly in this game.
    public var longestCorrect: [SimonPad] { Array(sequence.prefix(longestEntered)) }

    private mutating func completeRound() -> SimonPress {
        longestEntered = max(longestEntered, round)
        mostRepeated = max(mostRepeated, round)
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

    mutating func beginRound(_ length: Int) {
        round = length
        entered = 0
        replayUsed = false
        ranOutOfTime = false
        phase = .playingBack
    }

    /// Choose Your Colour: the players still in start again at round 1, on a new sequence of
    /// their pads alone.
    private mutating func playOn(using generator: inout some RandomNumberGenerator) {
        let pads = SimonPad.allCases.filter(isInPlay)
        sequence = (0..<target).map { _ in pads.randomElement(using: &generator)! }
        longestEntered = 0
        beginRound(1)
    }

    /// Choose Your Colour: `player` is out; the last player left has won.
    @discardableResult
    private mutating func putOut(_ player: Int, expected: SimonPad) -> SimonPress {
        outPlayers.append(player)
        guard playersIn.count > 1 else {
            phase = .won
            return .won
        }
        phase = .playerOut(player: player, expected: expected)
        return .out
    }
}

/// What a press did.
public enum SimonPress: Equatable, Sendable {
    case ignored, recorded, correct, roundComplete, added, won, wrong
    /// Choose Your Colour: a player went out, and the others play on.
    case out
}

/// Loading a saved game checks that it is one the rules could have reached; anything else is a
/// damaged save (set aside by the caller), never a game that fails later.
extension SimonGame {
    enum CodingKeys: String, CodingKey {
        case mode, target, players, outPlayers, opening, mostRepeated, sequence, round, entered, phase, replayUsed, ranOutOfTime, longestEntered
    }

    public init(from decoder: any Decoder) throws {
        let saved = try decoder.container(keyedBy: CodingKeys.self)
        let mode = try saved.decode(SimonMode.self, forKey: .mode)
        let target = try saved.decode(Int.self, forKey: .target)
        guard Self.lengths.contains(target) else {
            throw DecodingError.dataCorruptedError(forKey: .target, in: saved, debugDescription: "\(target) is not a Simon length")
        }
        self.init(mode: mode, target: target, players: try saved.decodeIfPresent(Int.self, forKey: .players) ?? 2)
        outPlayers = try saved.decodeIfPresent([Int].self, forKey: .outPlayers) ?? []
        guard Set(outPlayers).count == outPlayers.count, outPlayers.allSatisfy((0..<players).contains), outPlayers.count < players || players == 1 && outPlayers.isEmpty else {
            throw DecodingError.dataCorruptedError(forKey: .outPlayers, in: saved, debugDescription: "players out \(outPlayers) of \(players)")  // not for people: a decoding error's detail
        }
        sequence = try saved.decode([SimonPad].self, forKey: .sequence)
        opening = try saved.decodeIfPresent([SimonPad].self, forKey: .opening) ?? []
        mostRepeated = min(max(try saved.decodeIfPresent(Int.self, forKey: .mostRepeated) ?? 0, 0), target)
        guard opening.isEmpty || mode == .chooseYourColour && opening.count == target else {
            throw DecodingError.dataCorruptedError(forKey: .opening, in: saved, debugDescription: "an opening of \(opening.count) steps")  // not for people: a decoding error's detail
        }
        round = try saved.decode(Int.self, forKey: .round)
        entered = try saved.decode(Int.self, forKey: .entered)
        phase = try saved.decode(Phase.self, forKey: .phase)
        replayUsed = try saved.decode(Bool.self, forKey: .replayUsed)
        // Saves from before it was kept lost by a wrong pad, as far as they tell.
        ranOutOfTime = try saved.decodeIfPresent(Bool.self, forKey: .ranOutOfTime) ?? false
        longestEntered = try saved.decodeIfPresent(Int.self, forKey: .longestEntered) ?? 0
        let playing = [.playingBack, .awaitingInput, .awaitingAddition].contains(phase)
        guard !playing || sequence.allSatisfy(isInPlay) else {
            throw DecodingError.dataCorruptedError(forKey: .sequence, in: saved, debugDescription: "a pad of a player who is out")  // not for people: a decoding error's detail
        }
        // Two players still in while a game goes on; a player just out is the last one out, with
        // the pad that was due.
        let stillIn = players - outPlayers.count
        let outNow: Bool = if case .playerOut(let player, let expected) = phase {
            mode == .chooseYourColour && player == outPlayers.last && expected != nil && stillIn >= 2
        } else { true }
        guard outNow, mode != .chooseYourColour || phase == .won || stillIn >= 2 else {
            throw DecodingError.dataCorruptedError(forKey: .phase, in: saved, debugDescription: "\(stillIn) of \(players) players in, \(phase)")  // not for people: a decoding error's detail
        }
        guard sequence.count <= target, (0...round).contains(longestEntered), (0...sequence.count).contains(round), (0...round).contains(entered),
              entered < round || !isAwaitingPlayer || phase == .awaitingAddition else {
            throw DecodingError.dataCorruptedError(forKey: .round, in: saved,
                                                   debugDescription: "round \(round), \(entered) entered, of \(sequence.count) steps")
        }
    }
}
