import GtkKit
import SetFeature
import SetTogether

/// A Together game this app joined: a WebSocket connection to the host and the player's copy
/// of the game (`TogetherReplica`). A lost connection is tried again every two seconds for as
/// long as the host keeps the player's place; the ticket to rejoin is kept on disk meanwhile
/// (see `RejoinTickets`), so that a relaunched app can rejoin too.
@MainActor
final class JoinedGame: TogetherConnection {
    let model: TogetherModel
    private let address: String
    private let code: String
    private let name: String
    private let client = WebSocketClient(maximumMessageBytes: TogetherWire.maximumBytes)
    private var socket: WebSocket?
    private var replica: TogetherReplica
    /// When the connection was lost (monotonic seconds), while rejoining.
    private var lostAt: Double?
    private var retry: Timeout?
    private var renewal: Timeout?

    /// Joins the game at `address` ("host:port") as `name` with `code`.
    convenience init(address: String, code: String, name: String) {
        self.init(address: address, code: code, name: name, replica: TogetherReplica())
    }

    /// Rejoins the game on `ticket`, kept by an earlier run of the app.
    convenience init(rejoining ticket: RejoinTicket) {
        self.init(address: ticket.address, code: ticket.code, name: ticket.name,
                  replica: TogetherReplica(rejoining: ticket.player, token: ticket.token))
        lostAt = monotonicSeconds()
    }

    private init(address: String, code: String, name: String, replica: TogetherReplica) {
        self.address = address
        self.code = code
        self.name = name
        self.replica = replica
        var send: (@MainActor (ClientMessage) -> Void)?
        model = TogetherModel(role: .player(address: address), me: -1, now: wallClockSeconds) { message in send?(message) }
        send = { [weak self] message in self?.socket?.send(TogetherWire.encode(message)) }
        connect()
    }

    func start() {}

    func leave() {
        retry?.cancel()
        renewal?.cancel()
        RejoinTickets.forget()
        socket?.onClosed = nil
        socket?.send(TogetherWire.encode(ClientMessage.leave))
        let leaving = socket
        socket = nil
        Timeout.after(1) { leaving?.close(reason: "") }
    }

    private var url: String { "ws://\(address)\(HostedGame.path)" }

    private func connect() {
        client.connect(to: url) { [weak self] result in
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
        // The host is trusted to speak the protocol; anything else is not acted on.
        guard case .success(let message) = TogetherWire.decode(bytes, as: HostMessage.self) else { return }
        replica.receive(message)
        switch replica.standing {
        case .playing(let me):
            if case .welcome = message {
                keepTicket(as: me)
                lostAt = nil
            }
        case .refused, .unreachable, .ended:
            RejoinTickets.forget()
            renewal?.cancel()
        case .joining, .reconnecting: break
        }
        show()
    }

    private func lost() {
        socket = nil
        replica.connectionLost()
        if case .reconnecting = replica.standing {
            lostAt = lostAt ?? monotonicSeconds()
            tryAgainSoon()
        } else {
            RejoinTickets.forget()
        }
        show()
    }

    private func couldNotConnect(_ error: NetworkError) {
        replica.couldNotConnect(nothingListens: error == .nothingListens)
        if case .reconnecting = replica.standing { tryAgainSoon() } else { RejoinTickets.forget() }
        show()
    }

    private func tryAgainSoon() {
        if let lostAt, monotonicSeconds() - lostAt >= TogetherHost.rejoinWindow {
            replica.gaveUpRejoining()
            RejoinTickets.forget()
            return show()
        }
        retry = Timeout.after(2) { [weak self] in self?.connect() }
    }

    /// Keeps the ticket to rejoin, renewed while the connection lives.
    private func keepTicket(as me: PlayerID) {
        guard let token = replica.token else { return }
        RejoinTickets.keep(RejoinTicket(address: address, code: code, name: name, player: me, token: token, aliveAt: wallClockSeconds()))
        renewal?.cancel()
        renewal = Timeout.after(RejoinTicket.renewEvery) { [weak self] in
            guard let self, socket?.isOpen == true, case .playing(let me) = replica.standing else { return }
            keepTicket(as: me)
        }
    }

    private func show() { model.receive(replica.state, standing: replica.standing) }
}
