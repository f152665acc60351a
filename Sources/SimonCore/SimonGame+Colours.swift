/// Choose Your Colour (the toy's game 3): each player owns pads and must press them when they
/// come up. The pads are dealt round the players in the toy's order (green, red, yellow, blue),
/// so that two players each have a column of the board and of the keyboard (Q A, W S).
extension SimonGame {
    /// The player who owns `pad` (0-based), in Choose Your Colour; nil in the other games.
    public func owner(of pad: SimonPad) -> Int? {
        mode == .chooseYourColour ? pad.rawValue % players : nil
    }

    /// The pads `player` owns.
    public func pads(of player: Int) -> [SimonPad] {
        SimonPad.allCases.filter { owner(of: $0) == player }
    }

    /// Whether `pad` is still played: its owner is not out (every pad, in the other games).
    public func isInPlay(_ pad: SimonPad) -> Bool {
        owner(of: pad).map { !outPlayers.contains($0) } ?? true
    }

    /// The players still in, in order.
    public var playersIn: [Int] { (0..<players).filter { !outPlayers.contains($0) } }

    /// Who won a finished Choose Your Colour game: the last player left, or every player still
    /// in when the whole sequence was repeated. Empty in the other games and before the end.
    public var winners: [Int] {
        mode == .chooseYourColour && phase == .won ? playersIn : []
    }

    /// The pad that was due when the last player but one went out (shown as the pad that was
    /// expected, as after a loss); nil otherwise.
    public var padDueAtTheEnd: SimonPad? {
        guard winners.count == 1, entered < round, entered < sequence.count else { return nil }
        return sequence[entered]
    }
}
