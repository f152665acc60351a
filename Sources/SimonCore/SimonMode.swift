/// The ways to play.
public enum SimonMode: String, CaseIterable, Codable, Sendable {
    /// The toy's game 1: Simon adds a step each round, the player repeats the whole sequence.
    case simonSays
    /// The toy's game 2: Simon plays one step; each player repeats the sequence and adds a step.
    case playerAdds
    /// Player one records a sequence; Simon plays it back round by round for player two.
    case twoPlayerRecord

    public var title: String {
        switch self {
        case .simonSays: return "Simon says"
        case .playerAdds: return "Player adds"
        case .twoPlayerRecord: return "Two players"
        }
    }

    /// A sentence about the mode, for tooltips.
    public var explanation: String {
        switch self {
        case .simonSays: return "Simon adds a step each round; repeat the whole sequence"
        case .playerAdds: return "Simon plays one step; each player repeats the sequence and adds a step"
        case .twoPlayerRecord: return "Player one records a sequence; player two repeats it"
        }
    }
}
