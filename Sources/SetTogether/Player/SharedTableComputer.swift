import GameSupport
import SetCore

/// The computer as a player at a shared table: it reads the state every screen reads (never
/// more), and after the time the solo opponent of its level would take on that table, claims the
/// first match it sees, by the message every player sends. Pure: it is told the time, and its
/// randomness comes from the generator it is given.
public struct SharedTableComputer: Sendable {
    public let player: PlayerID
    public let opponent: SetOpponent
    /// When it will claim, on the table it last looked at; nil while it has nothing to look for.
    public private(set) var deadline: Double?
    private var generator: SeededGenerator
    /// What it looked at last: the table's version and the matches found on it (the Puzzle's).
    private var seen: (version: Int, found: Int)?

    public init(player: PlayerID, level: SetOpponent.Level, seed: UInt64) {
        self.player = player
        opponent = SetOpponent(level: level)
        generator = SeededGenerator(seed: seed)
    }

    /// Looks at `state` at `now`: a table it has not looked at yet starts its time again.
    public mutating func see(_ state: TogetherState, at now: Double) {
        guard state.phase == .playing, state.player(player)?.watching == false else {
            seen = nil
            deadline = nil
            return
        }
        let looked = (state.version, state.puzzle?.found.count ?? 0)
        guard seen.map({ $0 != looked }) ?? true else { return }
        seen = looked
        let matches = Self.matches(on: state).count
        deadline = opponent.secondsToFind(setsOnTable: matches, using: &generator).map { now + $0 }
    }

    /// Its claim, once its time has come on the table it looked at last; nil before then.
    public mutating func move(on state: TogetherState, at now: Double) -> ClientMessage? {
        guard let deadline, now >= deadline, state.phase == .playing, let match = Self.matches(on: state).first else { return nil }
        self.deadline = nil
        let deck = state.variant.deck
        return .claim(cards: match.compactMap(deck.position(of:)), table: state.version)
    }

    /// The matches a player can take on the table: those the rules (and the chain) allow, but
    /// for the Puzzle's found already.
    static func matches(on state: TogetherState) -> [[SetCard]] {
        let all = state.variant.matches(among: state.table, chain: state.chain)
        guard let found = state.puzzle?.found else { return all }
        return all.filter { match in !found.contains { Set($0) == Set(match) } }
    }
}
