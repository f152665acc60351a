import MainLoop
import Networking

/// A Together game this app joined: a WebSocket connection to the host and the player's copy
/// of the game (`TogetherReplica`). A lost connection is tried again as `RejoinPolicy` says, for
/// as long as the host keeps the player's place; the ticket to rejoin is kept on disk meanwhile
/// (see `RejoinTickets`), so that a relaunched app can rejoin too.
///
/// The host is a peer like any other: what it sends is checked whole before the screen sees
/// it, and a host that sends what no Pastimes sends is left, and its ticket forgotten.
@MainActor
public final class JoinedGame: TogetherConnection {
    public let model: TogetherModel
    private let address: HostAddress
    private let code: String
    private let name: String
    private let client: WebSocketClient
    private let tickets: RejoinTickets
    private let scheduler: any Scheduler
    private let wallClock: @MainActor () -> Double
    private var socket: WebSocket?
    private var replica: TogetherReplica
    private var policy: RejoinPolicy
    private var retry: Timeout?
    private var renewal: Timeout?

    /// Joins the game at `address` as `name` with `code`; the ticket to rejoin is kept in `tickets`.
    public convenience init(address: HostAddress, code: String, name: String, tickets: RejoinTickets,
                            scheduler: any Scheduler = GLibScheduler.main, wallClock: @escaping @MainActor () -> Double = wallClockSeconds) {
        self.init(address: address, code: code, name: name, replica: TogetherReplica(), policy: RejoinPolicy(), tickets: tickets,
                  scheduler: scheduler, wallClock: wallClock)
    }

    /// Rejoins the game on `ticket`, kept by an earlier run of the app (and checked by it).
    public convenience init?(rejoining ticket: RejoinTicket, tickets: RejoinTickets,
                             scheduler: any Scheduler = GLibScheduler.main, wallClock: @escaping @MainActor () -> Double = wallClockSeconds) {
        guard let address = HostAddress(ticket.address) else { return nil }
        self.init(address: address, code: ticket.code, name: ticket.name,
                  replica: TogetherReplica(rejoining: ticket.player, token: ticket.token),
                  policy: RejoinPolicy(launches: ticket.launches, lostAt: scheduler.now), tickets: tickets, scheduler: scheduler, wallClock: wallClock)
    }

    private init(address: HostAddress, code: String, name: String, replica: TogetherReplica, policy: RejoinPolicy, tickets: RejoinTickets,
                 scheduler: any Scheduler, wallClock: @escaping @MainActor () -> Double) {
        self.tickets = tickets
        self.scheduler = scheduler
        self.wallClock = wallClock
        client = WebSocketClient(limits: TogetherLimits.fromHost, scheduler: scheduler)
        self.address = address
        self.code = code
        self.name = name
        self.replica = replica
        self.policy = policy
        var send: (@MainActor (ClientMessage) -> Void)?
        model = TogetherModel(role: .player(address: address.description), me: -1, now: wallClock) { message in send?(message) }
        send = { [weak self] message in self?.socket?.send(TogetherWire.encode(message)) }
        connect()
    }

    public func start() {}

    public func leave() {
        stopRejoining()
        socket?.onClosed = nil
        socket?.send(TogetherWire.encode(ClientMessage.leave))
        let leaving = socket
        socket = nil
        scheduler.after(1) { leaving?.close(reason: "") }
    }

    private func connect() {
        client.connect(host: address.host, port: address.port, path: HostedGame.path) { [weak self] result in
            guard let self else { return }
            switch result {
            case .success(let socket): adopt(socket)
            case .failure(let error): couldNotConnect(error)
            }
        }
    }

    private func adopt(_ socket: WebSocket) {
        self.socket = socket
        socket.onMessage = { [weak self] bytes in self?.heard(bytes) }
        socket.onClosed = { [weak self] in self?.lost() }
        let join = replica.rejoin(name: name, code: code) ?? .join(name: name, code: code, token: nil)
        socket.send(TogetherWire.encode(join))
    }

    private func heard(_ bytes: [UInt8]) {
        var message: HostMessage?
        switch TogetherWire.decode(bytes, as: HostMessage.self) {
        case .success(let read):
            message = read
            replica.receive(read)
        case .failure(.unknownVersion): replica.receive(.refused(.unknownVersion))
        case .failure: replica.heardNonsense()
        }
        switch replica.standing {
        case .playing(let me):
            if case .welcome? = message {
                policy.welcomed()
                keepTicket(as: me)
            }
        case .hostMisbehaved, .refused(.unknownVersion):
            stopRejoining()
            socket?.close(reason: Refusal.malformed.rawValue)
        case .refused, .unreachable, .ended:
            stopRejoining()
        case .joining, .reconnecting: break
        }
        show()
    }

    private func lost() {
        // A host that broke the protocol or a limit is not tried again.
        if socket?.violation != nil { replica.heardNonsense() }
        socket = nil
        replica.connectionLost()
        if case .reconnecting = replica.standing {
            tryAgainSoon()
        } else {
            stopRejoining()
        }
        show()
    }

    private func couldNotConnect(_ error: NetworkError) {
        replica.couldNotConnect(nothingListens: error == .nothingListens)
        if case .reconnecting = replica.standing { tryAgainSoon() } else { stopRejoining() }
        show()
    }

    private func tryAgainSoon() {
        switch policy.failed(at: scheduler.now) {
        case .retry(let seconds):
            retry = scheduler.after(seconds) { [weak self] in self?.connect() }
        case .giveUp:
            replica.gaveUpRejoining()
            stopRejoining()
            show()
        }
    }

    /// No more rejoining: the ticket goes, and with it every later launch's attempt.
    private func stopRejoining() {
        retry?.cancel()
        renewal?.cancel()
        tickets.forget()
    }

    /// Keeps the ticket to rejoin, renewed while the connection lives. The launches counted on
    /// it are kept until the game has run a while (one renewal), then cleared.
    private func keepTicket(as me: PlayerID) {
        guard let token = replica.token else { return }
        tickets.keep(RejoinTicket(address: address.description, code: code, name: name, player: me, token: token,
                                  aliveAt: wallClock(), launches: policy.launches))
        renewal?.cancel()
        renewal = scheduler.after(RejoinPolicy.renewEvery) { [weak self] in
            guard let self, socket?.isOpen == true, case .playing(let me) = replica.standing else { return }
            policy.renewed()
            keepTicket(as: me)
        }
    }

    private func show() { model.receive(replica.state, standing: replica.standing) }
}
