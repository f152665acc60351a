/// The toy's LAST and LONGEST buttons: the last sequence played (Simon's playback, or in Player
/// Adds the players' own sequence as it grew), and the longest one a player entered correctly. The toy forgets both when it is switched off; Pastimes keeps them
/// with the save, so that they outlive a game and the app.
public struct SimonMemory: Codable, Equatable, Sendable {
    public private(set) var last: [SimonPad] = []
    public private(set) var longest: [SimonPad] = []

    public init() {}

    /// Takes note of `game` as it stands: what Simon last played, and whether a player has now
    /// entered more of a sequence correctly than ever before.
    public mutating func remember(_ game: SimonGame) {
        if !game.playback.isEmpty { last = game.playback }
        if game.longestEntered > longest.count { longest = game.longestCorrect }
    }

    enum CodingKeys: String, CodingKey { case last, longest }

    /// A save's memory holds sequences Simon could have played.
    public init(from decoder: any Decoder) throws {
        let saved = try decoder.container(keyedBy: CodingKeys.self)
        last = try saved.decode([SimonPad].self, forKey: .last)
        longest = try saved.decode([SimonPad].self, forKey: .longest)
        guard SimonGame.lengths.upperBound >= max(last.count, longest.count) else {
            throw DecodingError.dataCorruptedError(forKey: .longest, in: saved, debugDescription: "longer than any Simon sequence")  // not for people: a decoding error's detail
        }
    }
}
