import SetCore
import SetFeature

/// The Set tab in a Together game, for one player: the shared table as the host last sent it
/// and the cards this player has chosen on it. The last card of a choice of the rules' size (3,
/// 4 or 6) makes a claim for the host to judge; the table changes only when the host says so.
public struct TogetherTable: Equatable, Sendable {
    public private(set) var state: TogetherState
    /// Who this screen's player is (the host is player 0).
    public let me: PlayerID
    public private(set) var selection: [SetCard] = []

    public init(state: TogetherState, me: PlayerID) {
        self.state = state
        self.me = me
    }

    /// The host's latest state; chosen cards that have left the table are let go.
    public mutating func update(_ state: TogetherState) {
        self.state = state
        selection.removeAll { !state.table.contains($0) }
    }

    /// Chooses a card, or lets it go if chosen; returns the claim a whole choice makes (and
    /// starts a fresh choice), or nil.
    public mutating func choose(_ card: SetCard) -> ClientMessage? {
        guard state.phase == .playing, !isWatching, state.table.contains(card) else { return nil }
        if let chosen = selection.firstIndex(of: card) {
            selection.remove(at: chosen)
            return nil
        }
        selection.append(card)
        guard selection.count == state.variant.choiceSize else { return nil }
        defer { selection = [] }
        return .claim(cards: selection.compactMap(state.variant.deck.position(of:)), table: state.version)
    }

    public mutating func clearSelection() { selection = [] }

    /// This player came after the start: they watch this game, and play the next.
    public var isWatching: Bool { state.player(me)?.watching == true }
}
