import Glibc
import MainLoop
import Networking
import TestSupport
import Testing

/// The WebSocket stack over loopback, on the GLib main loop (no display needed): honest peers
/// talk, and every limit holds against a peer that breaks it.
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

    static func limits(_ change: (inout Limits) -> Void = { _ in }) -> Limits {
        var limits = Limits(messageBytes: 1024, framesPerSecond: 20, frameBurst: 40)
        change(&limits)
        return limits
    }

    static func server(_ limits: Limits = limits(), admission: Admission = Admission(total: 16, perAddress: 8, newPerSecond: 100, burst: 100),
                       scheduler: any Scheduler = GLibScheduler.main) throws -> (WebSocketServer, Peer) {
        let server = try WebSocketServer(path: "/test", limits: limits, admission: admission, scheduler: scheduler)
        let host = Peer()
        server.onConnection = { host.attach($0) }
        return (server, host)
    }

    /// A server on a port of the system's choice and a client connected to it.
    func connectedPair(_ limits: Limits = limits()) throws -> (WebSocketServer, Peer, Peer, WebSocketClient) {
        let (server, host) = try Self.server(limits)
        #expect(server.port > 0)
        let player = Peer()
        let client = WebSocketClient(limits: limits)
        var failure: NetworkError?
        client.connect(host: "127.0.0.1", port: server.port, path: "/test") { result in
            switch result {
            case .success(let socket): player.attach(socket)
            case .failure(let error): failure = error
            }
        }
        #expect(MainLoopTurns.run(until: { (host.socket != nil && player.socket != nil) || failure != nil }))
        #expect(failure == nil)
        #expect(host.socket?.peer?.description == "127.0.0.1")
        return (server, host, player, client)
    }

    @Test func messagesGoBothWaysWhole() throws {
        let (server, host, player, client) = try connectedPair()
        player.socket?.send(Array(#"{"v":3,"message":{"leave":{}}}"#.utf8))
        host.socket?.send(Array("é".utf8))
        #expect(MainLoopTurns.run(until: { !host.received.isEmpty && !player.received.isEmpty }))
        #expect(host.received == [Array(#"{"v":3,"message":{"leave":{}}}"#.utf8)])
        #expect(player.received == [Array("é".utf8)])
        withExtendedLifetime((server, client)) {}
    }

    @Test func bothEndsSendEachMessageAtOnce() throws {
        let (_, host, player, _) = try connectedPair()
        #expect(host.socket?.sendsAtOnce == true && player.socket?.sendsAtOnce == true, "TCP_NODELAY on both ends")
        // Sockets are read at the priority of the window's input, never behind its drawing.
        #expect(FileWatch.priority == 0, "G_PRIORITY_DEFAULT, which GDK's events have; drawing comes after (120)")
    }

    @Test func aReasonGivenOnClosingReachesThePeerAndBothEndsClose() throws {
        let (server, host, player, client) = try connectedPair()
        host.socket?.close(reason: "wrongCode")
        #expect(MainLoopTurns.run(until: { player.closed && host.closed }))
        #expect(player.socket?.peerCloseReason == "wrongCode")
        #expect(player.socket?.isOpen == false)
        #expect(MainLoopTurns.run(until: { server.connectionCount == 0 }), "the server counts it gone")
        withExtendedLifetime(client) {}
    }

    @Test func anOversizedMessageClosesTheConnectionUnread() throws {
        let (server, host, player, client) = try connectedPair(Self.limits { $0.messageBytes = 64 })
        player.socket?.send(Array(repeating: UInt8(ascii: "a"), count: 200))
        #expect(MainLoopTurns.run(until: { host.closed && player.closed }))
        #expect(host.received.isEmpty)
        #expect(player.socket?.peerCloseReason == "tooLarge")
        #expect(host.socket?.violation == "tooLarge" && player.socket?.violation == nil, "the fault is the player's")
        withExtendedLifetime((server, client)) {}
    }

    @Test func aMessageInEndlessFragmentsIsCutOffAtTheMessageLimit() throws {
        let (server, host) = try Self.server()
        let peer = try #require(RawPeer(port: server.port))
        #expect(peer.handshake(path: "/test"))
        var first = FrameEncoder.frame(.text, [UInt8](repeating: 65, count: 100), mask: RawPeer.mask)
        first[0] = 0x01   // not the last fragment
        peer.send(first)
        for _ in 0..<200 {
            var more = FrameEncoder.frame(.continuation, [UInt8](repeating: 65, count: 100), mask: RawPeer.mask)
            more[0] = 0x00
            guard peer.send(more) else { break }
        }
        #expect(peer.waitUntilClosed())
        #expect(peer.closeReason == "tooLarge" || peer.closeReason == "malformed")
        #expect(host.received.isEmpty)
    }

    @Test func aConnectionThatNeverHandshakesIsClosedAtTheDeadline() throws {
        // The deadline on a clock of the test's own: exact, whatever the machine's load.
        let time = ManualScheduler()
        let (server, _) = try Self.server(Self.limits { $0.handshakeSeconds = 0.3 }, scheduler: time)
        let silent = try #require(RawPeer(port: server.port))
        #expect(!silent.waitUntilClosed(atMost: 0.2), "accepted, and open while no time passes")
        time.advance(by: 0.299)
        #expect(!silent.waitUntilClosed(atMost: 0.1), "open until the deadline")
        time.advance(by: 0.001)
        #expect(silent.waitUntilClosed(atMost: 3), "closed at it")
        #expect(MainLoopTurns.run(until: { server.connectionCount == 0 }))
    }

    @Test func aRequestThatIsNotAHandshakeIsAnsweredAndClosed() throws {
        let (server, _) = try Self.server()
        let peer = try #require(RawPeer(port: server.port))
        peer.send(Array("GET /elsewhere HTTP/1.1\r\nHost: x\r\n\r\n".utf8))
        #expect(peer.waitUntilClosed())
        #expect(String(decoding: peer.received, as: UTF8.self).hasPrefix("HTTP/1.1 404 Not Found"))
    }

    @Test func connectionsBeyondTheLimitsAreClosedAtOnceAndTheOthersGoOn() throws {
        let (server, host) = try Self.server(admission: Admission(total: 16, perAddress: 2, newPerSecond: 100, burst: 100))
        let first = try #require(RawPeer(port: server.port)), second = try #require(RawPeer(port: server.port))
        MainLoopTurns.run(for: 0.1)
        let third = try #require(RawPeer(port: server.port))
        #expect(third.waitUntilClosed(atMost: 2), "a third from one address")
        #expect(third.received.isEmpty, "nothing answered")
        #expect(first.handshake(path: "/test") && second.handshake(path: "/test"))
        #expect(host.socket != nil)
    }

    @Test func framesFasterThanTheLimitCloseTheConnection() throws {
        let (server, host) = try Self.server(Self.limits { $0.framesPerSecond = 5; $0.frameBurst = 10 })
        let peer = try #require(RawPeer(port: server.port))
        #expect(peer.handshake(path: "/test"))
        let message = FrameEncoder.frame(.text, Array(#"{"leave":{}}"#.utf8), mask: RawPeer.mask)
        peer.send(Array([[UInt8]](repeating: message, count: 100).joined()))
        #expect(peer.waitUntilClosed())
        #expect(peer.closeReason == "tooManyMessages")
        #expect(host.received.count <= 10, "at most the burst was handed on")
    }

    @Test func aPeerThatReadsNothingIsLetGoOnceItsQueueIsFull() throws {
        let (server, host) = try Self.server(Self.limits { $0.queuedBytes = 64 * 1024 })
        let peer = try #require(RawPeer(port: server.port))
        #expect(peer.handshake(path: "/test"))
        #expect(MainLoopTurns.run(until: { host.socket != nil }))
        let chunk = [UInt8](repeating: 65, count: 1000)
        var sent = 0
        while !host.closed, sent < 20_000 {
            host.socket?.send(chunk)
            sent += 1
            if sent % 100 == 0 { MainLoopTurns.run(for: 0.001) }
        }
        #expect(host.closed, "closed after \(sent) messages")
    }

    /// How a connection whose peer reads nothing comes to close.
    enum Closing: CaseIterable { case peerCloses, peerBreaksARule, serverCloses }

    @Test(arguments: Closing.allCases)
    func aClosingConnectionEndsAtTheDeadlineWhateverIsStillQueued(_ closing: Closing) throws {
        let time = ManualScheduler()
        let (server, host) = try Self.server(Self.limits { $0.closingSeconds = 0.5; $0.queuedBytes = 1 << 20 }, scheduler: time)
        let peer = try #require(RawPeer(port: server.port, receiveBuffer: 4096))
        #expect(peer.handshake(path: "/test"))
        #expect(MainLoopTurns.run(until: { host.socket != nil }))
        let socket = try #require(host.socket)
        // The peer stops reading: the system's buffers fill (and may grow a little), and then
        // the server's own queue holds far more than they could take.
        let chunk = [UInt8](repeating: 65, count: 1000)
        for _ in 0..<16_000 where socket.unsentBytes < 512 * 1024 { socket.send(chunk) }
        MainLoopTurns.run(for: 0.2)
        #expect(socket.unsentBytes >= 256 * 1024, "bytes wait in the server's queue")
        #expect(!host.closed)
        switch closing {
        case .peerCloses: peer.send(FrameEncoder.close(code: 1000, reason: "", mask: RawPeer.mask))
        case .peerBreaksARule: peer.send(FrameEncoder.frame(.text, Array("unmasked".utf8)))
        case .serverCloses: socket.close(reason: "")
        }
        #expect(!MainLoopTurns.run(until: { host.closed }, atMost: 0.3), "closing, the queue still full, while no time passes")
        time.advance(by: 0.499)
        #expect(!MainLoopTurns.run(until: { host.closed }, atMost: 0.1), "until the deadline")
        time.advance(by: 0.001)
        #expect(MainLoopTurns.run(until: { host.closed }, atMost: 5), "ended at the closing deadline")
        #expect(MainLoopTurns.run(until: { server.connectionCount == 0 }), "and its place is free")
    }

    @Test func aPeerThatFallsSilentIsLetGo() throws {
        let (server, host) = try Self.server(Self.limits { $0.pingSeconds = 0.1; $0.silenceSeconds = 0.3 })
        let peer = try #require(RawPeer(port: server.port))
        #expect(peer.handshake(path: "/test"))
        #expect(MainLoopTurns.run(until: { host.closed }, atMost: 3))
    }

    @Test func anHonestPeerAnswersPingsAndStays() throws {
        let (server, host, player, client) = try connectedPair(Self.limits { $0.pingSeconds = 0.1; $0.silenceSeconds = 0.3 })
        MainLoopTurns.run(for: 1)
        #expect(!host.closed && !player.closed)
        withExtendedLifetime((server, client)) {}
    }

    @Test func droppingTheServerClosesItsConnectionsAndStopsListening() throws {
        var (server, host, player, client): (WebSocketServer?, Peer, Peer, WebSocketClient) = try connectedPair()
        let port = server!.port
        host.socket = nil
        server = nil
        #expect(MainLoopTurns.run(until: { player.closed }))
        var failure: NetworkError?
        client.connect(host: "127.0.0.1", port: port, path: "/test") { result in
            if case .failure(let error) = result { failure = error }
        }
        #expect(MainLoopTurns.run(until: { failure != nil }))
        // Told apart from a network that fails: a player's app stops waiting for a host that is gone.
        #expect(failure == .nothingListens)
    }

    @Test func somethingElseListeningIsNotAGame() throws {
        let listening = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(listening) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = in_addr_t(0x7F00_0001).bigEndian
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
            bind(listening, $0, length) == 0 && listen(listening, 4) == 0 && getsockname(listening, $0, &length) == 0
        } }
        _ = fcntl(listening, F_SETFL, O_NONBLOCK)
        var failure: NetworkError?
        let client = WebSocketClient(limits: Self.limits())
        client.connect(host: "127.0.0.1", port: Int(UInt16(bigEndian: address.sin_port)), path: "/test") { result in
            if case .failure(let error) = result { failure = error }
        }
        var answered: Int32 = -1
        #expect(MainLoopTurns.run(until: {
            if answered < 0 {
                answered = accept(listening, nil, nil)
                if answered >= 0 { _ = Array("HTTP/1.1 200 OK\r\n\r\n".utf8).withUnsafeBytes { Glibc.send(answered, $0.baseAddress, $0.count, 0) } }
            }
            return failure != nil
        }))
        if answered >= 0 { close(answered) }
        #expect(failure == .notAGame)
    }

    @Test func aPortInUseIsAPlainError() throws {
        let (first, _) = try Self.server()
        #expect(throws: NetworkError.portTaken) {
            try WebSocketServer(path: "/test", port: first.port, limits: Self.limits(), admission: Admission(total: 1, perAddress: 1, newPerSecond: 1, burst: 1))
        }
    }
}
