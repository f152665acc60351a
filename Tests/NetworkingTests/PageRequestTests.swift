import Networking
import Testing

/// What a server that serves pages makes of a request that asks for no upgrade, and what it
/// answers: only GET and HEAD of a path, never a body, never another site's page asking.
@Suite struct PageRequestTests {
    static func read(_ lines: [String]) -> Handshake.Reading {
        Handshake.readRequest(Array((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8), path: "/game", servesPages: true)
    }

    static func page(_ reading: Handshake.Reading) -> PageRequest? {
        if case .page(let request, _) = reading { return request }
        return nil
    }

    @Test func aGetOrAHeadOfAPathIsAPageRequest() {
        #expect(Self.page(Self.read(["GET / HTTP/1.1", "Host: 192.168.1.20:43210"])) == PageRequest(path: "/"))
        #expect(Self.page(Self.read(["HEAD /js/main.js?v=3 HTTP/1.1", "Host: h", "Accept-Encoding: br, gzip", "Connection: close"]))
                == PageRequest(path: "/js/main.js", isHead: true, acceptsGzip: true, closes: true))
        let bytes = Array("GET /a HTTP/1.1\r\nHost: h\r\n\r\nGET /b".utf8)
        #expect(Handshake.readRequest(bytes, path: "/game", servesPages: true) == .page(PageRequest(path: "/a"), length: bytes.count - 6),
                "the next request's bytes are left for it")
    }

    @Test func theLanguagesComeByTheirWeight() {
        #expect(Self.page(Self.read(["GET / HTTP/1.1", "Host: h", "Accept-Language: fr-CH, fr;q=0.9, en;q=0.8, de;q=0.95, *;q=0.5, it;q=0"]))?
                    .languages == ["fr-CH", "de", "fr", "en"])
        #expect(Self.page(Self.read(["GET / HTTP/1.1", "Host: h"]))?.languages == [])
        #expect(Self.page(Self.read(["GET / HTTP/1.1", "Host: h", "Accept-Language: <script>, de"]))?.languages == ["de"])
    }

    @Test func otherMethodsAreNotAllowedAndBodiesAreRefused() {
        for method in ["POST", "PUT", "DELETE", "OPTIONS", "CONNECT", "get"] {
            #expect(Self.read(["\(method) / HTTP/1.1", "Host: h"]) == .refused(.methodNotAllowed), "\(method)")
        }
        #expect(Self.read(["GET / HTTP/1.1", "Host: h", "Content-Length: 5"]) == .refused(.badRequest))
        #expect(Self.read(["GET / HTTP/1.1", "Host: h", "Transfer-Encoding: chunked"]) == .refused(.badRequest))
        #expect(Self.read(["GET / HTTP/1.1"]) == .refused(.badRequest), "no Host")
        #expect(Self.read(["GET / HTTP/1.1", "Host: a", "Host: b"]) == .refused(.badRequest), "two Hosts")
        #expect(Self.read(["GET / HTTP/2.0", "Host: h"]) == .refused(.badRequest))
    }

    @Test func http10IsAnsweredWithOrWithoutHostAndClosesAfterItsAnswer() {
        #expect(Self.page(Self.read(["GET / HTTP/1.0", "Host: h"])) == PageRequest(path: "/", closes: true))
        #expect(Self.page(Self.read(["GET /index.html HTTP/1.0"])) == PageRequest(path: "/index.html", closes: true), "Host is HTTP/1.1's")
        #expect(Self.page(Self.read(["GET / HTTP/1.0", "Connection: keep-alive"])) == PageRequest(path: "/"))
        #expect(Self.read(["GET / HTTP/1.0", "Host: a", "Host: b"]) == .refused(.badRequest), "two Hosts are two too many in any version")
        #expect(Self.read(["GET / HTTP/1.0", "Origin: http://evil.example"]) == .refused(.forbidden))
        let upgrade = ["GET /game HTTP/1.0", "Host: h", "Upgrade: websocket", "Connection: Upgrade", "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==",
                       "Sec-WebSocket-Version: 13"]
        #expect(Self.read(upgrade) == .refused(.badRequest), "a WebSocket needs HTTP/1.1")
    }

    @Test func bareLineFeedsEndLinesAndABareCarriageReturnIsRefusedAtOnce() {
        let bytes = Array("GET /a HTTP/1.1\nHost: h\nAccept-Encoding: gzip\n\nGET /b".utf8)
        #expect(Handshake.readRequest(bytes, path: "/game", servesPages: true)
                == .page(PageRequest(path: "/a", acceptsGzip: true), length: bytes.count - 6))
        let mixed = Array("GET /a HTTP/1.1\r\nHost: h\n\r\n".utf8)
        #expect(Handshake.readRequest(mixed, path: "/game", servesPages: true) == .page(PageRequest(path: "/a"), length: mixed.count))
        #expect(Handshake.readRequest(Array("GET /a HTTP/1.1\r\nHost:\rh\r\n\r\n".utf8), path: "/game", servesPages: true)
                == .refused(.badRequest))
        #expect(Handshake.readRequest(Array("GET /a HTTP/1.1\nHost: h\n".utf8), path: "/game", servesPages: true) == .incomplete)
    }

    @Test func pathsThatClimbOrAreNotPathsAreNotFound() {
        for target in ["/../etc/passwd", "/js/../../x", "/./index.html", "http://h/index.html", "*", "/a\\b", "/" + String(repeating: "a", count: 300)] {
            #expect(Self.read(["GET \(target) HTTP/1.1", "Host: h"]) == .refused(.notFound), "\(target)")
        }
    }

    @Test func onlyThisServersOwnPagesMayAsk() {
        #expect(Self.read(["GET / HTTP/1.1", "Host: 192.168.1.20:43210", "Origin: http://evil.example"]) == .refused(.forbidden))
        #expect(Self.page(Self.read(["GET / HTTP/1.1", "Host: 192.168.1.20:43210", "Origin: http://192.168.1.20:43210"])) != nil)
    }

    @Test func aServerWithoutPagesStillAnswersOnlyWebSocketHandshakes() {
        #expect(Handshake.readRequest(Array("GET / HTTP/1.1\r\nHost: h\r\n\r\n".utf8), path: "/game") == .refused(.notFound))
        #expect(Handshake.readRequest(Array("GET /game HTTP/1.1\r\nHost: h\r\n\r\n".utf8), path: "/game") == .refused(.badRequest))
        #expect(Handshake.readRequest(Array("POST / HTTP/1.1\r\nHost: h\r\n\r\n".utf8), path: "/game") == .refused(.badRequest))
        let upgrade = Array(("GET /game HTTP/1.1\r\nHost: h\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                             + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n").utf8)
        #expect(Handshake.readRequest(upgrade, path: "/game", servesPages: true) == .complete(key: "dGhlIHNhbXBsZSBub25jZQ==", length: upgrade.count),
                "the game's WebSocket beside the pages")
        let endless = Array("GET / HTTP/1.1\r\nHost: h\r\nX: ".utf8) + Array(repeating: UInt8(ascii: "a"), count: 5000)
        #expect(Handshake.readRequest(endless, path: "/game", servesPages: true) == .refused(.headerTooLarge))
    }
}
