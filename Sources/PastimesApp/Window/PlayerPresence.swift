import GameSupport

/// Where the player's attention is, as the window knows it, and which games it leaves them away
/// from: with a game only while its tab is on show, the window has the focus and is not
/// minimised, and no dialog is open over it (clocks the player races stop otherwise). The lab's
/// benchmarks presume the player present whatever the window says (a headless compositor never
/// gives the focus).
struct PlayerPresence: Equatable {
    var windowIsActive: Bool
    var windowIsMinimised: Bool
    var openDialogs: Int
    var tabOnShow: GameKind
    var presumedPresent = false

    /// Whether the player is away from `game`.
    func isAway(from game: GameKind) -> Bool {
        let withTheWindow = presumedPresent || (windowIsActive && !windowIsMinimised && openDialogs == 0)
        return !withTheWindow || game != tabOnShow
    }
}
