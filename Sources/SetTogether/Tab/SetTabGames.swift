import SetCore
import SetFeature
import SetStyle

/// What the Set tab plays: its solo game, or for a while a game played together instead (the
/// solo game waits, untouched, and comes back as it was). The one owner of that switch: the
/// tab, the app's actions and its menus ask here what is played and hear here when it changes,
/// so none of them checks for a Together game of its own.
@MainActor
public final class SetTabGames {
    public let solo: SetTableModel
    public private(set) var together: TogetherConnection?
    /// The cards' look: the player's preference, whoever deals them (the solo game keeps it).
    public var theme: SetTheme { solo.theme }

    /// After every change of what is shown: the game played, or its state.
    public var onChange: (@MainActor () -> Void)?
    /// When a Together game begins or is left, or its play begins or ends (which Invite Players
    /// follows): the mode menu and its items follow.
    public var onSwitch: (@MainActor () -> Void)?
    private var couldInvite = false

    public init(solo: SetTableModel) {
        self.solo = solo
        solo.onChange = { [weak self] in self?.onChange?() }
    }

    /// What the table plays now.
    public var driver: SetTableDriver { together ?? solo }

    /// What the table shows now, in the player's theme.
    public var presentation: SetPresentation { together.map { $0.model.presentation(theme: theme) } ?? solo.presentation }
    public var isTogether: Bool { together != nil }

    /// Whether the game on the table can be reviewed: the solo game always, a Together game from
    /// its first deal. (Cheap: the end panel asks at every redraw.)
    public var hasReview: Bool { together.map { $0.model.story != nil } ?? true }

    /// The review of the game on the table, the Together game's as this player saw it; made
    /// only when asked for, since it lists the first table's matches.
    public var review: SetReview? {
        if let together { return together.model.story.map { SetReview($0.story) } }
        return SetReview(solo.session.story, mode: solo.mode)
    }

    /// The mode menu's choice: the solo game's mode, or none of them in a Together game.
    public var modeChoice: String { together == nil ? solo.mode.id : Self.togetherChoice }
    public static let togetherChoice = "together"

    // MARK: Switching

    /// Plays `connection`'s game instead of the solo one (leaving any other first).
    public func play(together connection: TogetherConnection) {
        together?.leave()
        together = connection
        connection.onChange = { [weak self] in
            guard let self else { return }
            onChange?()
            if canInvite != couldInvite {
                couldInvite = canInvite
                onSwitch?()
            }
        }
        switched()
    }

    /// Asks the router for a way in for friends anywhere, or gives it back (a hosted game's).
    public func inviteFromAnywhere(_ on: Bool) { (together as? HostedGame)?.inviteFromAnywhere(on) }

    /// Gives the router's way in back at quit, waiting up to `seconds` for the router to hear it.
    public func endInvitation(waitingUpTo seconds: Double) { (together as? HostedGame)?.endInvitation(waitingUpTo: seconds) }

    /// Leaves the Together game; the solo game comes back as it was.
    public func leaveTogether() {
        guard let together else { return }
        together.leave()
        self.together = nil
        switched()
    }

    /// New Game: a fresh solo game, or, in a Together game, back to the solo game.
    public func startNewGame() {
        if driver.startNewGame() == .leftForSolo {
            together = nil
            switched()
        }
    }

    /// Ctrl+R: the solo game dealt again from its beginning (a game played together has no
    /// deal of this computer's to restart).
    public var canRestart: Bool { together == nil && solo.session.canRestart }
    public func restart() {
        guard canRestart else { return }
        solo.restart()
    }

    private func switched() {
        couldInvite = canInvite
        onChange?()
        onSwitch?()
    }

    /// Whether this app hosts the game it plays (and so may choose the rules and remove players).
    public var isHosting: Bool { together?.model.role.isHost == true }

    /// Whether Invite Players has something to show (`TogetherModel.canInvite`).
    public var canInvite: Bool { together?.model.canInvite == true }

    /// The host removes a player from the game it hosts (a joined game has nobody to remove).
    public func remove(_ player: PlayerID) { together?.remove(player) }

    /// The players the host may remove, by number, as the screen names them: everybody still in
    /// the game but the host (none in a joined game).
    public var removablePlayers: [(id: PlayerID, name: String)] {
        guard isHosting, let state = together?.model.table.state else { return [] }
        return state.players.filter { $0.id != 0 && !$0.gone }.map { ($0.id, SetPresentation.name(of: $0, me: 0)) }
    }

    /// The host chooses the rules in the lobby.
    public func choose(_ rules: TogetherRules) { together?.choose(rules) }

    /// The host seats the computer in the lobby at a level, or no computer (nil).
    public func seatComputer(_ level: SetOpponent.Level?) { together?.seatComputer(level) }

    /// The host shows how to join over the table (a latecomer at the door), or the table again.
    public func showInvitation(_ shows: Bool) { together?.model.showInvitation(shows) }

    // MARK: What only the solo game has: a Together game answers "not here"

    public var isPaused: Bool { together == nil && solo.isPaused }
    public func togglePause() {
        guard together == nil else { return }
        solo.togglePauseByPlayer()
    }
    /// The player is away: the solo game's clock stops, whether or not it is on show.
    public func setAway(_ away: Bool) { solo.setPaused(away, for: .away) }
    /// The pause cover's Resume.
    public func resume() {
        guard together == nil else { return }
        solo.setPaused(false, for: .player)
    }
    public func undo() {
        guard together == nil else { return }
        solo.undo()
    }
    public func redo() {
        guard together == nil else { return }
        solo.redo()
    }
    public func revealSet() {
        guard together == nil else { return }
        solo.revealSet()
    }

    // MARK: Preferences

    /// The solo game names the cards in its messages, says so, and so redraws.
    public func setTheme(_ theme: SetTheme) { solo.setTheme(theme) }

    public func setShowsSetCount(_ shows: Bool) { solo.setShowsSetCount(shows) }
}
