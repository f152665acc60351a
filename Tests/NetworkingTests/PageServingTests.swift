import Glibc
import MainLoop
import Networking
import TestSupport
import Testing

/// A WebSocket server that also serves pages, over loopback: files by path on connections kept
/// open, with the headers that keep a room's browsers safe, and the game's WebSocket beside them.
@MainActor
@Suite(.serialized) struct PageServingTests {
    static let pages: WebPages = { request in
        switch request.path {
        case "/": WebPage(contentType: "text/html; charset=utf-8", body: Array("<!doctype html><title>t</title>".utf8))
        case "/large.json": WebPage(contentType: "application/json; charset=utf-8", body: largeBody)
        case "/deck.json": WebPage(contentType: "application/json; charset=utf-8", body: Array("[1,2,3]".utf8), gzipped: [0x1F, 0x8B, 1, 2],
                                   cacheSeconds: 600)
        default: nil
        }
    }

    /// A page four times the queue's limit (as 4Set's 256 faces are, beside 64 KiB here).
    static let largeBody = Array(repeating: UInt8(ascii: "x"), count: 4 * 64 * 1024)

    static func server() throws -> WebSocketServer {
        try WebSocketServer(path: "/game", limits: WebSocketTests.limits(), admission: Admission(total: 16, perAddress: 8, newPerSecond: 100, burst: 100),
                            pages: pages)
    }

    /// Waits until `peer` has received `count` whole answers (header and body); their texts.
    static func answers(_ peer: RawPeer, count: Int) -> [String] {
        var answers: [String] = []
        MainLoopTurns.run(until: {
            peer.drain()
            answers = Self.split(peer.received)
            return answers.count >= count || peer.isClosed
        })
        return answers
    }

    /// Answers one after another, each as long as its Content-Length says.
    static func split(_ bytes: [UInt8]) -> [String] {
        var rest = bytes[...], answers: [String] = []
        while let end = rest.firstRange(of: Array("\r\n\r\n".utf8)) {
            let header = String(decoding: rest[..<end.lowerBound], as: UTF8.self)
            let length = header.split(separator: "\r\n").first { $0.hasPrefix("Content-Length: ") }.flatMap { Int($0.dropFirst(16)) } ?? 0
            guard rest.distance(from: end.upperBound, to: rest.endIndex) >= length else { break }
            let bodyEnd = min(rest.endIndex, end.upperBound + length)
            answers.append(header + "\r\n\r\n" + String(decoding: rest[end.upperBound..<bodyEnd], as: UTF8.self))
            rest = rest[bodyEnd...]
        }
        return answers
    }

    @Test func pagesComeOneAfterAnotherOnOneConnectionWithTheirSafetyHeaders() throws {
        let server = try Self.server()
        let peer = try #require(RawPeer(port: server.port))
        peer.send(Array("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\nGET /deck.json?x HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Encoding: gzip\r\n\r\n".utf8))
        let answers = Self.answers(peer, count: 2)
        #expect(answers.count == 2)
        #expect(answers.first?.hasPrefix("HTTP/1.1 200 OK\r\nContent-Type: text/html; charset=utf-8\r\nContent-Length: 31\r\n") == true)
        #expect(answers.first?.hasSuffix("\r\n\r\n<!doctype html><title>t</title>") == true)
        for header in ["Content-Security-Policy: default-src 'none'; script-src 'self';", "X-Content-Type-Options: nosniff",
                       "Referrer-Policy: no-referrer", "Cache-Control: no-cache", "Connection: keep-alive"] {
            #expect(answers.first?.contains(header) == true, "\(header)")
        }
        #expect(answers.last?.contains("Content-Encoding: gzip\r\n") == true && answers.last?.contains("Content-Length: 4\r\n") == true)
        #expect(answers.last?.contains("Cache-Control: public, max-age=600") == true)
        #expect(!peer.isClosed, "the connection stays open for the next request")

        peer.send(Array("HEAD /deck.json HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8))
        MainLoopTurns.run(until: { peer.drain(); return Self.split(peer.received).count == 3 || String(decoding: peer.received, as: UTF8.self).hasSuffix("keep-alive\r\n\r\n") })
        #expect(String(decoding: peer.received, as: UTF8.self).hasSuffix("Content-Length: 7\r\n" + "Cache-Control: public, max-age=600\r\n"
            + "Content-Security-Policy: \(PageAnswerText.policy)\r\nX-Content-Type-Options: nosniff\r\nReferrer-Policy: no-referrer\r\n"
            + "Cross-Origin-Resource-Policy: same-origin\r\nX-Frame-Options: DENY\r\nVary: Accept-Encoding\r\nConnection: keep-alive\r\n\r\n"),
                "a HEAD: the header alone, with the length the body would have")

        peer.send(Array("GET /etc/passwd HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8))
        #expect(peer.waitUntilClosed())
        #expect(String(decoding: peer.received, as: UTF8.self).hasSuffix("\r\n\r\n404 Not Found\n"), "a path not served: 404, and closed")
        #expect(MainLoopTurns.run(until: { server.connectionCount == 0 }))
    }

    @Test func aConnectionIdleBetweenPagesGivesWayToItsComputersNextOne() throws {
        let server = try WebSocketServer(path: "/game", limits: WebSocketTests.limits(),
                                         admission: Admission(total: 16, perAddress: 2, newPerSecond: 100, burst: 100), pages: Self.pages)
        let browser = try #require(RawPeer(port: server.port))
        browser.send(Array("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8))
        #expect(Self.answers(browser, count: 1).count == 1)
        #expect(!browser.isClosed, "kept open for the next page")
        let handshaking = try #require(RawPeer(port: server.port))   // nothing sent yet: not idle between pages
        #expect(MainLoopTurns.run(until: { server.connectionCount == 2 }))
        let next = try #require(RawPeer(port: server.port))
        next.send(Array("GET /deck.json HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8))
        #expect(Self.answers(next, count: 1).first?.hasPrefix("HTTP/1.1 200 OK\r\n") == true, "the computer's third connection is let in")
        #expect(browser.waitUntilClosed(), "in place of the one idle between pages")
        #expect(!handshaking.isClosed, "not the one still to send its request")
        let fourth = try #require(RawPeer(port: server.port))
        #expect(next.waitUntilClosed(), "then the one just served, idle in its turn")
        #expect(MainLoopTurns.run(until: { server.connectionCount == 2 }))
        let fifth = try #require(RawPeer(port: server.port))
        #expect(fifth.waitUntilClosed(), "with none idle, the computer has no more room")
        #expect(!fourth.isClosed && !handshaking.isClosed)
    }

    @Test func aPageLargerThanTheQueuesLimitIsServedWhole() throws {
        let server = try Self.server()
        let peer = try #require(RawPeer(port: server.port))
        peer.send(Array("GET /large.json HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8))
        let answers = Self.answers(peer, count: 1)
        #expect(answers.first?.hasPrefix("HTTP/1.1 200 OK\r\n") == true)
        #expect(answers.first?.hasSuffix(String(decoding: Self.largeBody, as: UTF8.self)) == true, "the whole page")
        #expect(!peer.isClosed)
        peer.send(Array("GET /large.json HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8))
        #expect(Self.answers(peer, count: 2).count == 2, "and again on the same connection, once the first has gone")
    }

    @Test func aMethodOtherThanGetIsRefusedWithTheMethodsAllowed() throws {
        let server = try Self.server()
        let peer = try #require(RawPeer(port: server.port))
        peer.send(Array("POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 3\r\n\r\nabc".utf8))
        #expect(peer.waitUntilClosed())
        let answer = String(decoding: peer.received, as: UTF8.self)
        #expect(answer.hasPrefix("HTTP/1.1 405 Method Not Allowed\r\n") && answer.contains("Allow: GET, HEAD\r\n"))
    }

    @Test func aRequestLeftUnfinishedIsClosedAtTheDeadline() throws {
        let time = ManualScheduler()
        let server = try WebSocketServer(path: "/game", limits: WebSocketTests.limits { $0.handshakeSeconds = 0.3 },
                                         admission: Admission(total: 4, perAddress: 4, newPerSecond: 100, burst: 100), pages: Self.pages,
                                         scheduler: time)
        let peer = try #require(RawPeer(port: server.port))
        peer.send(Array("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\nGET / HT".utf8))
        #expect(!peer.waitUntilClosed(atMost: 0.3), "the first request answered, the second waited for while no time passes")
        time.advance(by: 0.299)
        #expect(!peer.waitUntilClosed(atMost: 0.1))
        time.advance(by: 0.001)
        #expect(peer.waitUntilClosed(atMost: 3), "closed at the deadline")
        #expect(Self.split(peer.received).count == 1, "the whole request answered, the unfinished one dropped")
    }

    @Test func theGamesWebSocketIsServedBesideThePages() throws {
        let server = try Self.server()
        var connected = false
        server.onConnection = { _ in connected = true }
        let peer = try #require(RawPeer(port: server.port))
        #expect(peer.handshake(path: "/game"))
        #expect(MainLoopTurns.run(until: { connected }))
    }
}

/// The policy as the answers spell it.
enum PageAnswerText {
    static let policy = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; "
        + "manifest-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
}
