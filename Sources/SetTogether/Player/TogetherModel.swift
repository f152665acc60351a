import CardTable
import GameSupport
import SetCore
import SetStyle
import SetFeature
import Localization

/// The Set tab's view model while it plays a Together game, at either end of the network: the
/// shared table with this player's choice, the lobby before the start, and the result for the
/// statistics. The network is the app's: it hands in what the host says (`receive`) and
/// carries out what this player does (`send`: over the connection, or to the host's own
/// judge). Nothing here touches the player's solo game or its save.
@MainActor
public final class TogetherModel {
    public enum Role: Equatable, Sendable {
        /// This screen hosts: players join at one of `addresses`, on `port`, with `code`.
        /// `servesPage`: browsers on the network may join by the web player's link.
        case host(code: String, addresses: [String], port: Int, servesPage: Bool = false)
        /// This screen joined the game hosted at `address`.
        case player(address: String)
    }

    public let role: Role
    public private(set) var table: TogetherTable
    public private(set) var standing: TogetherReplica.Standing
    /// The host just judged this player's three cards not a Set (for the view to shake them).
    public private(set) var missed = false
    /// The host shows how to join over the table during the game, for someone at the door.
    public private(set) var isInviting = false
    /// The host's invitation to friends anywhere (always `off` for a player).
    public private(set) var anywhere = AnywhereInvitation.off
    /// Called after every change, for the view to redraw.
    public var onChange: (@MainActor () -> Void)?
    /// Called once when the game ends, for the statistics (a game the host left is unfinished).
    public var onFinished: (@MainActor (FinishedGame) -> Void)?
    private let send: @MainActor (ClientMessage) -> Void
    private let now: @MainActor () -> Double
    private var finishReported = false
    /// This game's story, for its review, as this player saw it: kept from its first deal.
    public private(set) var story: TogetherStory?

    public init(role: Role, me: PlayerID, now: @escaping @MainActor () -> Double, send: @escaping @MainActor (ClientMessage) -> Void) {
        self.role = role
        self.now = now
        self.send = send
        table = TogetherTable(state: TogetherState(), me: me)
        standing = role.isHost ? .playing(as: me) : .joining
    }

    /// What the host said last, and where this player stands.
    public func receive(_ state: TogetherState, standing: TogetherReplica.Standing) {
        let scoreBefore = table.state.round == state.round ? table.state.player(table.me)?.score : nil
        if let me = standing.player, me != table.me { table = TogetherTable(state: state, me: me) }
        // Each game of the evening is counted once.
        if state.round != table.state.round { finishReported = false }
        story = TogetherStory.next(story, seeing: state, me: table.me, at: now())
        table.update(state)
        self.standing = standing
        missed = scoreBefore.map { state.player(table.me)?.score ?? $0 < $0 } ?? false
        reportFinish()
        onChange?()
    }

    /// The table as this player sees it, its cards drawn in `theme`, and the lobby over it
    /// while the game is not being played.
    public func presentation(theme: SetTheme) -> SetPresentation {
        var shown = SetPresentation(together: table, theme: theme)
        if case .reconnecting = standing { shown.table.status = tr("The connection to the host was lost: reconnecting…") }
        shown.cover = SetPresentation.Cover(lobbyOf: role, state: table.state, standing: standing, me: table.me,
                                            inviting: isInviting && canInvite, anywhere: anywhere)
        shown.modeTitle = tr("Together")
        if missed { shown.shakes = shown.table.cards.filter { $0.mark == .mismatched }.map(\.id) }
        return shown
    }

    /// Whether Invite Players has something to show: a hosted game under way or at its end (the
    /// lobby shows how to join already; a game the host left has nobody to join).
    public var canInvite: Bool { role.isHost && table.state.phase != .lobby && table.state.ending != .hostLeft }

    /// Shows how to join over the table (while `canInvite`), or hides it.
    public func showInvitation(_ shows: Bool) {
        guard shows != isInviting, !shows || canInvite else { return }
        isInviting = shows
        onChange?()
    }

    /// What the host's router said of the invitation to friends anywhere.
    public func showAnywhere(_ invitation: AnywhereInvitation) {
        guard invitation != anywhere else { return }
        anywhere = invitation
        onChange?()
    }

    public func choose(cardID: Int) {
        guard case .playing = standing, let index = TableCardID.card(of: cardID, inDeal: Self.deal),
              let card = SetCard(index: index) else { return }
        missed = false
        if let claim = table.choose(card) { send(claim) }
        onChange?()
    }

    /// A command from the table: cards by position and Esc; a Together table deals and shuffles
    /// only as the host's rules say.
    @discardableResult
    public func perform(_ command: TableCommand) -> Bool {
        switch command {
        case .choose(let position):
            guard table.state.table.indices.contains(position) else { return true }
            choose(cardID: TableCardID.of(card: Int(table.state.table[position].index), inDeal: Self.deal))
        case .clearChoice:
            guard !table.selection.isEmpty else { return false }
            table.clearSelection()
            onChange?()
        case .dealThreeMore, .shuffle, .toggleGather: return false
        }
        return true
    }

    /// Whether leaving would end something worth a question: a game under way.
    public var isUnderWay: Bool { table.state.phase == .playing && !isOver }

    public var isOver: Bool {
        switch standing {
        case .refused, .unreachable, .ended, .hostMisbehaved: return true
        case .joining, .playing, .reconnecting: return table.state.phase == .over
        }
    }

    /// Every card of a Together game belongs to one deal: the host's table.
    nonisolated static let deal = 1

    /// Reports the game to the statistics once it is over for this player; a game that never
    /// left the lobby is not one, even when it ends there (a host who stops hosting before
    /// anybody plays): the first cards dealt are the table's first version.
    private func reportFinish() {
        // A game watched is not one played.
        guard !finishReported, table.state.phase != .lobby, table.state.version > 0, !table.isWatching else { return }
        let ending: TogetherState.Ending?
        switch standing {
        case .ended(let why): ending = why
        case .refused, .unreachable, .hostMisbehaved: ending = nil
        case .joining, .playing, .reconnecting:
            guard let over = table.state.ending else { return }
            ending = over
        }
        finishReported = true
        var finished = Self.finishedGame(table.state, ending: ending, me: table.me, at: now())
        story?.end(at: now())
        finished.story = story.flatMap { JSONBytes.encode($0.story) }
        onFinished?(finished)
    }

    /// A Together game as the statistics keep it; `ending` nil: this player's connection was
    /// refused midway. Only a game played to the end can be won.
    static func finishedGame(_ state: TogetherState, ending: TogetherState.Ending?, me: PlayerID, at time: Double) -> FinishedGame {
        let mine = state.player(me) ?? .init(id: me, name: "")
        let best = state.contenders.map(\.score).max() ?? 0
        let won = (ending == .deckOut || ending == .solved) && mine.score == best
        let others = state.contenders.count - 1
        let result: String
        switch ending {
        case .hostLeft?: result = tr("Unfinished: the host left")
        case nil: result = tr("Unfinished: the connection to the host was lost")
        case .deckOut? where won, .solved? where won: result = fillIn(trn("Won against %1$@ player", "Won against %1$@ players", others), others)
        case .deckOut?, .solved?: result = fillIn(trn("Played against %1$@ player", "Played against %1$@ players", others), others)
        }
        return FinishedGame(game: .set, mode: SetMode.togetherTitleKey(state.rules), finishedAt: time, seconds: nil, score: mine.score,
                            found: mine.sets, hintsUsed: 0, won: won, result: result)
    }
}

extension TogetherModel.Role {
    var isHost: Bool { if case .host = self { true } else { false } }
}

extension TogetherReplica.Standing {
    /// Who this screen plays as, once the host has said.
    var player: PlayerID? {
        switch self {
        case .playing(let me), .reconnecting(let me): me
        case .joining, .refused, .unreachable, .ended, .hostMisbehaved: nil
        }
    }
}

extension SetMode {
    /// A Together game's name in English, as the statistics keep it: Classic's "Together" (as
    /// it has always been kept), every other rules' "Together · 4Set", each kept apart.
    public static let togetherTitleKey = N_("Together")

    public static func togetherTitleKey(_ rules: TogetherRules) -> String {
        switch rules {
        case .play(.standard): togetherTitleKey
        case .play(let variant): FinishedGame.storedMode(parts: [togetherTitleKey, SetMode.solo(variant).titleKey])
        case .puzzle: FinishedGame.storedMode(parts: [togetherTitleKey, SetMode.puzzle(.standard).titleKey])
        }
    }
}
