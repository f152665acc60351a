import Networking
import Testing

@Suite struct HandshakeTests {
    static let key = "dGhlIHNhbXBsZSBub25jZQ=="

    func request(_ lines: [String]) -> [UInt8] { Array((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8) }

    static let honest = ["GET /game HTTP/1.1", "Host: 10.0.0.1:43210", "Upgrade: websocket", "Connection: keep-alive, Upgrade",
                         "Sec-WebSocket-Key: \(key)", "Sec-WebSocket-Version: 13"]

    @Test func theAcceptValueIsRFC6455sExample() {
        #expect(Handshake.acceptValue(for: Self.key) == "s3pPLMBiTxaQ9kYGzzhZRbK+xOo=")
    }

    @Test func anHonestRequestIsAcceptedAndWhatFollowsItIsLeft() {
        let bytes = request(Self.honest)
        #expect(Handshake.readRequest(bytes + [0x81], path: "/game") == .complete(key: Self.key, length: bytes.count))
        #expect(Handshake.readRequest(bytes.prefix(20), path: "/game") == .incomplete)
    }

    @Test func theClientsOwnRequestIsOneTheServerAccepts() {
        let key = Handshake.key(from: Array(0..<16))
        let bytes = Handshake.request(host: "[::1]:5", path: "/game", key: key)
        #expect(Handshake.readRequest(bytes, path: "/game") == .complete(key: key, length: bytes.count))
    }

    @Test func otherPathsAndOtherRequestsAreRefused() {
        #expect(Handshake.readRequest(request(["GET /other HTTP/1.1"] + Self.honest.dropFirst()), path: "/game") == .refused(status: "404 Not Found"))
        #expect(Handshake.readRequest(request(["POST /game HTTP/1.1"] + Self.honest.dropFirst()), path: "/game") == .refused(status: "400 Bad Request"))
        #expect(Handshake.readRequest(request(Self.honest.filter { !$0.hasPrefix("Sec-WebSocket-Key") }), path: "/game")
            == .refused(status: "400 Bad Request"))
        #expect(Handshake.readRequest(request(Self.honest.map { $0.hasPrefix("Sec-WebSocket-Key") ? "Sec-WebSocket-Key: abc" : $0 }), path: "/game")
            == .refused(status: "400 Bad Request"))
        #expect(Handshake.readRequest(request(Self.honest + ["X-Name: Zoë"]), path: "/game") == .refused(status: "400 Bad Request"))
    }

    @Test func aHeaderThatNeverEndsIsRefusedAtTheLimit() {
        let endless = Array("GET /game HTTP/1.1\r\nX: ".utf8) + [UInt8](repeating: 65, count: Handshake.maximumBytes)
        #expect(Handshake.readRequest(endless, path: "/game") == .refused(status: "431 Request Header Fields Too Large"))
    }

    @Test func theServersAnswerIsCheckedAgainstTheKeySent() {
        let answer = Handshake.acceptance(accept: Handshake.acceptValue(for: Self.key))
        #expect(Handshake.readResponse(answer, accept: Handshake.acceptValue(for: Self.key)) == .complete(key: "", length: answer.count))
        #expect(Handshake.readResponse(answer, accept: "something else") == .refused(status: ""))
        #expect(Handshake.readResponse(Handshake.refusal(status: "404 Not Found"), accept: "x") == .refused(status: ""))
    }
}

@Suite struct AddressAndLimitTests {
    @Test func everyLoopbackAddressIsOneComputerAndMappedIPv4IsIPv4() throws {
        let mapped = try #require(PeerAddress(bytes: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xFF, 0xFF, 10, 0, 0, 7]))
        #expect(mapped.description == "10.0.0.7" && mapped.limitKey == "10.0.0.7")
        let keys = [[127, 0, 0, 1], [127, 0, 0, 2], [127, 9, 9, 9], [UInt8](repeating: 0, count: 15) + [1],
                    [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xFF, 0xFF, 127, 0, 0, 1]].compactMap { PeerAddress(bytes: $0)?.limitKey }
        #expect(keys == Array(repeating: "loopback", count: 5))
        #expect(PeerAddress(bytes: [1, 2, 3]) == nil)
    }

    @Test func oneIPv6NetworkIsOneAddress() throws {
        let a = try #require(PeerAddress(bytes: [0xFD, 0, 0, 0, 0, 0, 0, 1] + [0, 0, 0, 0, 0, 0, 0, 1]))
        let b = try #require(PeerAddress(bytes: [0xFD, 0, 0, 0, 0, 0, 0, 1] + [9, 9, 9, 9, 9, 9, 9, 9]))
        let c = try #require(PeerAddress(bytes: [0xFD, 0, 0, 0, 0, 0, 0, 2] + [0, 0, 0, 0, 0, 0, 0, 1]))
        #expect(a.limitKey == b.limitKey && a.limitKey != c.limitKey)
    }

    @Test func aRateAllowsItsBurstThenItsPace() {
        var rate = RateLimit(perSecond: 2, burst: 3)
        let atOnce = (0..<5).map { _ in rate.allow(at: 10) }
        let halfASecondLater = [rate.allow(at: 10.5), rate.allow(at: 10.5)]
        let muchLater = (0..<4).map { _ in rate.allow(at: 100) }
        #expect(atOnce == [true, true, true, false, false])
        #expect(halfASecondLater == [true, false])
        #expect(muchLater == [true, true, true, false], "never more than the burst")
    }

    @Test func admissionCountsPerAddressAndInAll() {
        var admission = Admission(total: 3, perAddress: 2, newPerSecond: 100, burst: 100)
        let first = ["a", "a", "a", "b", "c"].map { admission.admit($0, at: 0) }
        #expect(first == [true, true, false, true, false], "two from one address, three in all")
        admission.release("a")
        let afterRelease = admission.admit("c", at: 0)
        #expect(afterRelease && admission.count == 3)
        admission.release("nobody")
        #expect(admission.count == 3)
    }

    @Test func anAddressOpeningConnectionsFastIsSlowedDown() {
        var admission = Admission(total: 100, perAddress: 100, newPerSecond: 1, burst: 2)
        let results = [admission.admit("a", at: 0), admission.admit("a", at: 0), admission.admit("a", at: 0),
                       admission.admit("b", at: 0), admission.admit("a", at: 1.5)]
        #expect(results == [true, true, false, true, true], "a third at once is refused; others and later ones are not")
    }
}
