import SetCore
import SetFeature
import Localization

/// What covers the Set tab's table while a Together game is not being played: the lobby
/// before the start (how to join, who has joined, Start for the host, who can start once
/// somebody has joined to play against), and a refusal's reason.
extension SetPresentation.Cover {
    /// Nil while the game is being played (or shows its end on the table), unless the host is
    /// `inviting` (`TogetherModel.canInvite`): then how to join, over the game.
    init?(lobbyOf role: TogetherModel.Role, state: TogetherState, standing: TogetherReplica.Standing, me: PlayerID,
          inviting: Bool = false, anywhere: AnywhereInvitation = .off) {
        let players = state.players.map { player in
            let name = SetPresentation.name(of: player, me: me)
            return player.id == 0 ? fillIn(tr("%1$@ (host)"), name) : name
        }
        if let (title, message) = Self.end(of: standing, in: state.phase) {
            self.init(title: title, message: message, players: players, showsStart: false, canStart: false, leaveLabel: tr("Play Solo"))
            return
        }
        guard state.phase == .lobby || inviting else { return nil }
        var title: String
        var message: String
        var shownCode: String?, shownAddresses: [String] = [], webLink: String?
        switch (role, standing) {
        case (.host(let code, let addresses, let port, let servesPage), _):
            title = tr("Hosting a Game")
            message = servesPage ? tr("Scan the code with a phone, or open the link in a browser on this network. In Pastimes, choose Join a Game and enter the address and code.")
                : tr("On the other computers, choose Join a Game and enter this address and code.")
            shownCode = Self.spaced(code)
            shownAddresses = (addresses.isEmpty ? ["127.0.0.1"] : addresses).map { HostAddress(host: $0, port: port).description }
            // The code in the link's fragment: a scan joins at once, and the code never travels in a request.
            if servesPage, let first = shownAddresses.first { webLink = "http://\(first)/#\(code)" }
        case (.player(let address), .joining):
            title = tr("Joining…")
            message = fillIn(tr("Asking the game at %1$@ to let you in."), address)
        case (.player, _):
            title = tr("Joined")
            message = tr("Waiting for the host to start the game.")
        }
        if state.phase != .lobby {
            title = tr("Invite Players")
            message += " " + tr("Whoever joins now watches this game and plays the next.")
        }
        self.init(title: title, message: message, players: players, showsStart: role.isHost && state.phase == .lobby,
                  canStart: role.isHost && state.players.count >= 2, leaveLabel: tr("Leave"))
        showsBack = state.phase != .lobby
        code = shownCode
        addresses = shownAddresses
        // The computer leaves by the Computer choice, not by Remove.
        if role.isHost { removable = state.players.map { $0.id == 0 || $0.computer != nil ? nil : $0.id } }
        let choosable = role.isHost && state.phase == .lobby
        rules = Rules(title: state.rules.title, name: state.rules.name, isChoosable: choosable)
        let seated = state.players.first { $0.computer != nil }?.computer
        computer = Computer(title: seated.map { SetMode.versusComputer($0).title } ?? tr("None"), level: seated?.rawValue ?? Computer.none,
                            isChoosable: choosable)
        self.webLink = webLink
        // Friends anywhere join by the web page: offered where it is served.
        if case .host(_, _, _, true) = role { self.anywhere = anywhere.cover }
    }

    /// The title and words for a game that is over for this screen before it began, or without
    /// its end on the table: nil while it goes on.
    private static func end(of standing: TogetherReplica.Standing, in phase: TogetherState.Phase) -> (String, String)? {
        switch standing {
        case .refused(let reason): (tr("Not Joined"), words(for: reason))
        case .unreachable where phase == .lobby:
            (tr("No Game Found"), tr("No game answered at that address. Check the address and port, and that the host is still hosting."))
        case .unreachable: (tr("Connection Lost"), tr("The host could not be reached again within a minute, so the game has ended for you."))
        case .hostMisbehaved:
            (tr("Left the Game"), tr("The host sent something no game of Pastimes sends, so you left the game. Your solo game is as you left it."))
        case .ended(.hostLeft) where phase == .lobby: (tr("Game Over"), tr("The host stopped hosting before the game began."))
        case .joining, .playing, .reconnecting, .ended: nil
        }
    }

    /// A six-digit code as people read it: "123 456".
    static func spaced(_ code: String) -> String {
        guard code.count == 6 else { return code }
        return String(code.prefix(3)) + " " + String(code.suffix(3))
    }

    /// Why the host would not let this player in (or on), in the player's words.
    static func words(for reason: Refusal) -> String {
        switch reason {
        case .wrongCode: return tr("The code is not the one the host shows. Check it and join again.")
        case .tooManyAttempts:
            return tr("Too many wrong codes were tried from this computer or its network. Wait five minutes and join again.")
        case .blockedForTheGame:
            return tr("So many wrong codes were tried from this computer or its network that it cannot join this game. Join the next one.")
        case .seatInUse: return tr("Your place in the game is still held by another connection. Join again in a moment.")
        case .gameFull: return tr("The game already has eight players.")
        case .unknownToken: return tr("You were away for more than a minute, so your place in the game was given up.")
        case .unknownVersion: return tr("The host plays with a different version of Pastimes.")
        case .tooSlow: return tr("The host ended the connection because joining took too long. Join again.")
        case .removed: return tr("The host removed you from the game.")
        case .malformed, .tooLarge, .outOfOrder, .cardsNotOnTable:
            return tr("The host ended the connection: it did not understand what this computer sent.")
        }
    }
}

extension TogetherRules {
    /// The rules' name in a Together game's lobby: the solo mode's ("Classic" for Classic Solo's).
    public var title: String {
        switch self {
        case .play(.standard): tr("Classic")
        case .play(let variant): SetMode.solo(variant).title
        case .puzzle: SetMode.puzzle(.standard).title
        }
    }

    /// How to play by these rules, for a game's first line (the page's, the desktop's).
    public var instructions: String {
        switch self {
        case .play(.standard): tr("Choose three cards that make a Set.")
        case .play(let variant): SetMode.solo(variant).instructions
        case .puzzle: tr("Puzzle: find every Set on this table. Each counts for whoever takes it first.")
        }
    }

    /// The rules grouped as the solo mode menu groups its variants, the Puzzle among the challenges.
    public static var groups: [(title: String, rules: [TogetherRules])] {
        let variants = SetMode.groups.compactMap { group -> (String, [TogetherRules])? in
            let rules = group.modes.compactMap { mode -> TogetherRules? in if case .solo(let variant) = mode { .play(variant) } else { nil } }
            return rules.isEmpty ? nil : (group.title, rules)
        }
        return variants + [(tr("Challenges"), [.puzzle])]
    }
}

extension Refusal {
    /// Why the host would not let the player in, in the player's words (the web player's too).
    public var words: String { SetPresentation.Cover.words(for: self) }
}

extension SetOpponent.Level {
    /// The computer at a shared table, as every screen names it: "Computer (Hard)".
    public var seatTitle: String { SetMode.versusComputer(self).title }
}
