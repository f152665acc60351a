import MainLoop
import Networking
import TestSupport
import Testing

/// A server's peers from outside the local networks: answered only while `admitsFromAnywhere`
/// (the router's way in is open). Loopback stands for the internet here: the server is told
/// that no peer is local.
@MainActor
@Suite(.serialized) struct FromAnywhereTests {
    static func server() throws -> WebSocketServer {
        try WebSocketServer(path: "/game", limits: WebSocketTests.limits(), admission: Admission(total: 16, perAddress: 8, newPerSecond: 100, burst: 100),
                            pages: PageServingTests.pages, isLocal: { _ in false })
    }

    static let request = Array("GET / HTTP/1.1\r\nHost: 198.51.99.1\r\n\r\n".utf8)

    @Test func aPeerFromOutsideIsClosedUnansweredWhileTheWayInIsShut() throws {
        let server = try Self.server()
        let peer = try #require(RawPeer(port: server.port))
        peer.send(Self.request)
        #expect(peer.waitUntilClosed())
        #expect(peer.received.isEmpty, "not a byte of the page")
        #expect(MainLoopTurns.run(until: { server.connectionCount == 0 }))
    }

    @Test func aPeerFromOutsideIsAnsweredWhileItIsOpenAndNoMoreOnceItShuts() throws {
        let server = try Self.server()
        server.admitsFromAnywhere = true
        let peer = try #require(RawPeer(port: server.port))
        peer.send(Self.request)
        #expect(PageServingTests.answers(peer, count: 1).first?.hasPrefix("HTTP/1.1 200 OK") == true)
        #expect(!peer.isClosed)
        server.admitsFromAnywhere = false
        let before = peer.received.count
        peer.send(Self.request)
        #expect(peer.waitUntilClosed())
        #expect(peer.received.count == before, "the next request on the same connection is not answered")
    }

    @Test func aLocalPeerIsAnsweredWhateverTheWayInSays() throws {
        let server = try WebSocketServer(path: "/game", limits: WebSocketTests.limits(),
                                         admission: Admission(total: 16, perAddress: 8, newPerSecond: 100, burst: 100), pages: PageServingTests.pages)
        let peer = try #require(RawPeer(port: server.port))
        peer.send(Self.request)
        #expect(PageServingTests.answers(peer, count: 1).first?.hasPrefix("HTTP/1.1 200 OK") == true)
    }
}
