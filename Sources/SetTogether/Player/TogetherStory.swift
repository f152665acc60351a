import SetCore

/// A Together game's story (see `SetStory`), kept by each player's app from the host's states:
/// each table, and on it every Set the host accepted (this player's or another's) and this
/// player's refused claims. Times count from the first deal, on this player's clock.
public struct TogetherStory: Equatable, Sendable {
    public private(set) var story: SetStory
    /// Which game of the evening, and which table version and claim, the story has seen last.
    let round: Int
    private var version: Int
    private var lastClaim: TogetherState.Claim?
    private let startedAt: Double

    /// The story after `state`: begun at a game's first deal (a new round begins a new one),
    /// nil in the lobby; a state that changes nothing leaves it as it was.
    static func next(_ story: TogetherStory?, seeing state: TogetherState, me: PlayerID, at time: Double) -> TogetherStory? {
        guard state.phase != .lobby, !state.table.isEmpty else { return story?.round == state.round ? story : nil }
        guard var story, story.round == state.round else {
            return TogetherStory(story: SetStory(state.variant, table: state.table, at: 0), round: state.round,
                                 version: state.version, lastClaim: state.lastClaim, startedAt: time)
        }
        // A refused claim changes no table: a new claim is news too.
        guard state.version != story.version || state.lastClaim != story.lastClaim else { return story }
        story.version = state.version
        let seconds = time - story.startedAt
        if let claim = state.lastClaim, claim != story.lastClaim {
            let cards = claim.cards
            if claim.wasSet, story.story.variant.isMatch(cards) {
                story.story.found(cards, by: claim.player == me ? .player : .other, at: seconds)
            } else if !claim.wasSet, claim.player == me {
                story.story.mistook(at: seconds)
            }
        }
        story.lastClaim = state.lastClaim
        story.story.see(state.table, chain: state.chain, at: seconds)
        return story
    }

    mutating func end(at time: Double) { story.end(at: time - startedAt) }
}
