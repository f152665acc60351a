import GtkKit
import Testing

/// The WebSocket wrapper over loopback, on the GLib main loop (no display needed).
@MainActor
@Suite(.serialized) struct WebSocketTests {
    @MainActor final class Peer {
        var socket: WebSocket?
        var received: [[UInt8]] = []
        var closed = false

        func attach(_ socket: WebSocket) {
            self.socket = socket
            socket.onMessage = { [unowned self] in received.append($0) }
            socket.onClosed = { [unowned self] in closed = true }
        }
    }

    /// A server on a port of the system's choice and a client connected to it.
    func connectedPair(maximumMessageBytes: Int = 1024) throws -> (WebSocketServer, Peer, Peer, WebSocketClient) {
        let server = try WebSocketServer(path: "/test", maximumMessageBytes: maximumMessageBytes)
        #expect(server.port > 0)
        let host = Peer(), player = Peer()
        server.onConnection = { host.attach($0) }
        let client = WebSocketClient(maximumMessageBytes: maximumMessageBytes)
        var failure: NetworkError?
        client.connect(to: "ws://127.0.0.1:\(server.port)/test") { result in
            switch result {
            case .success(let socket): player.attach(socket)
            case .failure(let error): failure = error
            }
        }
        #expect(Toolkit.runMainLoop(until: { (host.socket != nil && player.socket != nil) || failure != nil }))
        #expect(failure == nil)
        #expect(host.socket?.peerAddress == "127.0.0.1")
        return (server, host, player, client)
    }

    @Test func messagesGoBothWaysWhole() throws {
        let (server, host, player, client) = try connectedPair()
        player.socket?.send(Array(#"{"v":1,"message":{"leave":{}}}"#.utf8))
        host.socket?.send(Array("é".utf8))
        #expect(Toolkit.runMainLoop(until: { !host.received.isEmpty && !player.received.isEmpty }))
        #expect(host.received == [Array(#"{"v":1,"message":{"leave":{}}}"#.utf8)])
        #expect(player.received == [Array("é".utf8)])
        withExtendedLifetime((server, client)) {}
    }

    @Test func aReasonGivenOnClosingReachesThePeer() throws {
        let (server, host, player, client) = try connectedPair()
        host.socket?.close(reason: "wrongCode")
        #expect(Toolkit.runMainLoop(until: { player.closed }))
        #expect(player.socket?.peerCloseReason == "wrongCode")
        #expect(player.socket?.isOpen == false)
        withExtendedLifetime((server, client)) {}
    }

    @Test func anOversizedMessageClosesTheConnectionUnread() throws {
        let (server, host, player, client) = try connectedPair(maximumMessageBytes: 64)
        player.socket?.send(Array(repeating: UInt8(ascii: "a"), count: 200))
        #expect(Toolkit.runMainLoop(until: { host.closed }))
        #expect(host.received.isEmpty)
        withExtendedLifetime((server, client)) {}
    }

    @Test func droppingTheServerClosesItsConnectionsAndStopsListening() throws {
        var (server, host, player, client): (WebSocketServer?, Peer, Peer, WebSocketClient) = try connectedPair()
        let port = server!.port
        host.socket = nil
        server = nil
        #expect(Toolkit.runMainLoop(until: { player.closed }))
        var failure: NetworkError?
        client.connect(to: "ws://127.0.0.1:\(port)/test") { result in
            if case .failure(let error) = result { failure = error }
        }
        #expect(Toolkit.runMainLoop(until: { failure != nil }))
        // Told apart from a network that fails: a player's app stops waiting for a host that is gone.
        #expect(failure == .nothingListens)
    }

    @Test func anAddressThatIsNotOneIsSaidSo() {
        var failure: NetworkError?
        WebSocketClient(maximumMessageBytes: 64).connect(to: "not an address") { result in
            if case .failure(let error) = result { failure = error }
        }
        #expect(failure == .notAnAddress)
    }

    @Test func aPortInUseIsAPlainError() throws {
        let first = try WebSocketServer(path: "/test", maximumMessageBytes: 64)
        #expect(throws: NetworkError.self) { try WebSocketServer(path: "/test", port: first.port, maximumMessageBytes: 64) }
    }
}
