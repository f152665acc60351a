import MainLoop
import Networking
import SetCore
import SetFeature
import Localization

/// A Together game hosted by this app: the host's authority (`TogetherHost`) over a WebSocket
/// server. Each connection, message and close is handed to the host with the time, and its
/// effects are carried out here; the host's own player plays through the same `TogetherModel`
/// as a joined one, with claims judged on the spot. The server listens only while this lives.
@MainActor
public final class HostedGame: TogetherConnection {
    /// The path games are served at: a player's app connects to ws://address:port/pastimes-set.
    static let path = "/pastimes-set"
    /// The type games are announced under on the local network (DNS-SD).
    public static let serviceType = "_pastimes-set._tcp"

    public let model: TogetherModel
    private var host: TogetherHost
    private let server: WebSocketServer
    private var sockets: [ConnectionID: WebSocket] = [:]
    private var nextConnection: ConnectionID = 1
    /// Refusals waiting out their delay, and connections closing after one.
    private var delayed: [ConnectionID: Timeout] = [:]
    private var ticker: Timeout?
    /// The game announced on the local network while players may join (nil without Avahi).
    private var announcement: ServiceAnnouncement?
    /// The state the screen last showed: a message that changes nothing is not shown again.
    private var shown: TogetherState?
    /// The computer's seat, if the host gave it one, and when it will next claim.
    private var computer: SharedTableComputer?
    private var computerTurn: Timeout?
    private let scheduler: any Scheduler
    /// The home router's ways in for friends anywhere, while the host invites from anywhere:
    /// its port forwarded over IPv4, and its firewall opened to this computer over IPv6.
    private var invitation: RouterInvitation?
    private var invitationOverIPv6: RouterInvitation?
    /// The internet code of the invitation open now.
    private var internetCode = ""
    /// Whether the game's web page is served (the link for friends anywhere is to it).
    private let servesPage: Bool
    /// For the development build's trace (pastimes-lab --trace-together, which `make bench`
    /// reads for the legs of a claim's way): each claim read from a player's socket, with when
    /// it was read and when the host's answers to it had all been handed to the sockets, on the
    /// monotonic clock. Nil in the shipped app: nothing is decoded twice.
    package var onClaimTraced: (@MainActor (_ cards: [Int], _ read: Double, _ answered: Double) -> Void)?

    /// Hosts a game as `name` (as the player typed it), serving `pages` (the web player) to
    /// browsers on the game's port while it lasts; throws when no port can be opened.
    public init(name: String, pages: WebPages? = nil, scheduler: any Scheduler = GLibScheduler.main,
                wallClock: @escaping @MainActor () -> Double = wallClockSeconds) throws(NetworkError) {
        self.scheduler = scheduler
        servesPage = pages != nil
        let server: WebSocketServer
        // The usual port, so that players can be told the same one each time; another when it is taken.
        do {
            server = try WebSocketServer(path: Self.path, port: HostAddress.defaultPort, limits: TogetherLimits.fromPlayers,
                                         admission: TogetherLimits.admission(), pages: pages, scheduler: scheduler)
        } catch {
            server = try WebSocketServer(path: Self.path, port: 0, limits: TogetherLimits.fromPlayers, admission: TogetherLimits.admission(),
                                         pages: pages, scheduler: scheduler)
        }
        self.server = server
        let host = TogetherHost(hostName: name, secrets: Secrets())
        self.host = host
        var claim: (@MainActor ([Int]) -> Void)?
        model = TogetherModel(role: .host(code: host.code, addresses: ThisComputer.networkAddresses(), port: server.port,
                                          servesPage: pages != nil), me: 0,
                              now: wallClock) { message in
            guard case .claim(let cards, _) = message else { return }
            claim?(cards)
        }
        claim = { [weak self] cards in self?.claimAsHost(cards) }
        server.onConnection = { [weak self] socket in self?.accept(socket) }
        let hostName = host.state.player(0)?.name ?? ""
        var shownName = hostName.isEmpty ? tr("A game of Set") : fillIn(tr("%1$@'s game of Set"), hostName)
        while shownName.utf8.count > 63 { shownName.removeLast() }   // DNS-SD's limit for a name
        announcement = ServiceAnnouncement(name: shownName, type: Self.serviceType, port: server.port,
                                           text: ["v=\(TogetherWire.version)"])
        keepTicking()
        show()
    }

    /// Deals the first cards. The game is still announced: whoever joins now watches it, and
    /// plays from the next.
    public func start() { carryOut(host.start()) }

    /// Asks the home router to forward the game's port (on), or gives the mapping back (off).
    /// While the mapping exists, the lobby shows the link for friends anywhere, with the
    /// internet code, and players from outside the local networks are let in; when it ends they
    /// are not, and those connected are let go (their seats wait for them as after any loss).
    /// `overIPv6`: the router's firewall, asked to let friends reach this computer's own global
    /// IPv6 address (nil where it has none).
    public func inviteFromAnywhere(_ on: Bool, router: any RouterClient = HomeRouter(),
                                   overIPv6: (any RouterClient)? = ThisComputer.globalIPv6Address().map(UPnPPinhole.init),
                                   runner: @escaping RouterInvitation.Runner = RouterInvitation.onAThread) {
        guard on != (invitation != nil), servesPage || !on, host.state.ending != .hostLeft else { return }
        guard on else { return endInvitation() }
        internetCode = host.inviteFromAnywhere()
        invitation = RouterInvitation(port: server.port, client: router, scheduler: scheduler, runner: runner)
        invitationOverIPv6 = overIPv6.map { RouterInvitation(port: server.port, client: $0, scheduler: scheduler, runner: runner) }
        for asked in [invitation, invitationOverIPv6] { asked?.onChange = { [weak self] _ in self?.follow() } }
        follow()
    }

    /// Gives the router's ways in back, waiting up to `seconds` for the router to hear it (at quit).
    public func endInvitation(waitingUpTo seconds: Double = 0) {
        guard let invitation else { return }
        invitation.end(waitingUpTo: seconds)
        invitationOverIPv6?.end(waitingUpTo: seconds)
        self.invitation = nil
        invitationOverIPv6 = nil
        follow()
    }

    /// Lets friends anywhere in while a way in is open, and shows the lobby what the router said.
    private func follow() {
        let shown = AnywhereInvitation(ipv4: invitation?.status ?? .ended, ipv6: invitationOverIPv6?.status, code: internetCode)
        server.admitsFromAnywhere = shown.isOpen
        if !shown.isOpen {
            for socket in sockets.values where socket.isFromAnywhere { socket.close(reason: "") }
        }
        model.showAnywhere(shown)
    }

    /// Ends the game for everybody; the connections get a second to hear it before they close.
    public func leave() {
        endInvitation()
        announcement = nil
        ticker?.cancel()
        computerTurn?.cancel()
        carryOut(host.stop())
        for socket in sockets.values { socket.onClosed = nil }
        let closing = sockets.values
        sockets = [:]
        scheduler.after(1) { for socket in closing { socket.close(reason: "") } }
    }

    /// Play Again, once the deck has run out: the next game with the same players; otherwise
    /// New Game leaves the game for the solo one.
    public func startNewGame() -> NewGameOutcome {
        guard host.state.phase == .over, host.state.ending == .deckOut else {
            leave()
            return .leftForSolo
        }
        carryOut(host.playAgain())
        return .dealt
    }

    /// The rules of every game of the evening, chosen in the lobby.
    public func choose(_ rules: TogetherRules) { carryOut(host.choose(rules)) }

    /// The computer seated at `level` (nil: no computer), in the lobby.
    public func seatComputer(_ level: SetOpponent.Level?) {
        carryOut(host.seatComputer(level))
        computer = host.computerPlayer.map { player in
            SharedTableComputer(player: player, level: level ?? .medium, seed: UInt64.random(in: 0...UInt64.max))
        }
    }

    /// Removes `player` from the game (the host's choice, before or during play).
    public func remove(_ player: PlayerID) { carryOut(host.remove(player)) }

    /// The host's own claim, its cards by their places in the rules' deck (as every screen sends them).
    private func claimAsHost(_ places: [Int]) {
        let cards = places.compactMap(host.state.variant.deck.card(at:))
        guard cards.count == places.count else { return }
        carryOut(host.claimAsHost(cards))
    }

    private func accept(_ socket: WebSocket) {
        let id = nextConnection
        nextConnection += 1
        sockets[id] = socket
        socket.onMessage = { [weak self] bytes in
            guard let self else { return }
            let read = scheduler.now
            carryOut(host.received(bytes, on: id, at: read))
            if let traced = onClaimTraced, case .success(.claim(let cards, _)) = TogetherWire.decode(bytes, as: ClientMessage.self) {
                traced(cards, read, scheduler.now)
            }
        }
        socket.onClosed = { [weak self] in
            guard let self else { return }
            sockets[id] = nil
            delayed.removeValue(forKey: id)?.cancel()
            carryOut(host.disconnected(id, at: scheduler.now))
        }
        let caller = Caller(computer: socket.peer?.limitKey ?? "", network: socket.peer?.networkKey ?? "", fromAnywhere: socket.isFromAnywhere)
        carryOut(host.connected(id, from: caller, at: scheduler.now))
    }

    private func carryOut(_ effects: [TogetherHost.Effect]) {
        for effect in effects {
            switch effect {
            case .send(let message, let id):
                sockets[id]?.send(TogetherWire.encode(message))
            case .close(let id, let reason, let delay):
                delayed[id] = scheduler.after(delay) { [weak self] in
                    guard let socket = self?.sockets[id] else { return }
                    self?.delayed[id] = nil
                    socket.send(TogetherWire.encode(HostMessage.refused(reason)))
                    socket.close(reason: reason.rawValue)   // onClosed tells the host when it is gone
                }
            }
        }
        show()
    }

    private func show() {
        guard host.state != shown else { return }
        shown = host.state
        model.receive(host.state, standing: .playing(as: 0))
        watchForTheComputer()
    }

    /// The computer looks at each new state as a player's screen would, and claims when its
    /// time comes: by the message a player sends, through the host's `received`.
    private func watchForTheComputer() {
        guard var computer else { return }
        computer.see(host.state, at: scheduler.now)
        self.computer = computer
        computerTurn?.cancel()
        guard let deadline = computer.deadline else { return }
        computerTurn = scheduler.after(max(0, deadline - scheduler.now)) { [weak self] in
            guard let self, var computer = self.computer else { return }
            let claim = computer.move(on: host.state, at: scheduler.now)
            self.computer = computer
            guard let claim else { return }
            carryOut(host.received(TogetherWire.encode(claim), on: TogetherHost.computerConnection, at: scheduler.now))
        }
    }

    /// Once a second: players who did not come back in time are let go, and connections that
    /// never joined are closed.
    private func keepTicking() {
        ticker = scheduler.every(1) { [weak self] in
            guard let self else { return false }
            carryOut(host.tick(at: scheduler.now))
            return true
        }
    }
}
