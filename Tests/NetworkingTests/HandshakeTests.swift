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

    func read(_ lines: [String]) -> Handshake.Reading { Handshake.readRequest(request(lines), path: "/game") }

    /// The honest request with the field called `name` replaced by `lines` (or dropped).
    func with(_ name: String, _ lines: String...) -> [String] {
        let at = Self.honest.firstIndex { $0.lowercased().hasPrefix(name.lowercased() + ":") } ?? Self.honest.endIndex
        var changed = Self.honest.filter { !$0.lowercased().hasPrefix(name.lowercased() + ":") }
        changed.insert(contentsOf: lines, at: min(at, changed.endIndex))
        return changed
    }

    @Test func otherPathsAndOtherRequestsAreRefused() {
        #expect(read(["GET /other HTTP/1.1"] + Self.honest.dropFirst()) == .refused(.notFound))
        #expect(read(["POST /game HTTP/1.1"] + Self.honest.dropFirst()) == .refused(.badRequest))
        #expect(read(with("Sec-WebSocket-Key")) == .refused(.badRequest))
        #expect(read(with("Sec-WebSocket-Key", "Sec-WebSocket-Key: abc")) == .refused(.badRequest))
        #expect(read(Self.honest + ["X-Name: Zoë"]) == .refused(.badRequest))
        #expect(read(with("Upgrade")) == .refused(.badRequest))
    }

    @Test func aRequestWithoutOneHostIsBad() {
        #expect(read(with("Host")) == .refused(.badRequest))
        #expect(read(with("Host", "Host:")) == .refused(.badRequest))
        #expect(read(with("Host", "Host: 10.0.0.1:43210", "Host: 10.0.0.2:43210")) == .refused(.badRequest))
    }

    @Test func aFieldThatMustBeOneThingMayNotBeTwo() {
        let other = Handshake.key(from: Array(repeating: 1, count: 16))
        #expect(read(with("Sec-WebSocket-Key", "Sec-WebSocket-Key: \(Self.key)", "Sec-WebSocket-Key: \(other)")) == .refused(.badRequest))
        #expect(read(with("Sec-WebSocket-Key", "Sec-WebSocket-Key: \(Self.key)", "sec-websocket-key: \(Self.key)")) == .refused(.badRequest))
        #expect(read(with("Sec-WebSocket-Version", "Sec-WebSocket-Version: 13", "Sec-WebSocket-Version: 8")) == .refused(.upgradeRequired))
        // Fields that are lists may come in several lines (RFC 9110, 5.3).
        #expect(read(with("Connection", "Connection: keep-alive", "Connection: Upgrade")) == .complete(key: Self.key, length: request(
            with("Connection", "Connection: keep-alive", "Connection: Upgrade")).count))
    }

    @Test func anotherVersionIsToldTheOneSpokenHere() {
        #expect(read(with("Sec-WebSocket-Version", "Sec-WebSocket-Version: 8")) == .refused(.upgradeRequired))
        #expect(read(with("Sec-WebSocket-Version")) == .refused(.badRequest), "no version: not a WebSocket request")
        let answer = String(decoding: Handshake.answer(refusing: .upgradeRequired), as: UTF8.self)
        #expect(answer.hasPrefix("HTTP/1.1 426 Upgrade Required\r\n"))
        #expect(answer.contains("\r\nSec-WebSocket-Version: 13\r\n"))
        #expect(!String(decoding: Handshake.answer(refusing: .badRequest), as: UTF8.self).contains("Sec-WebSocket-Version"))
    }

    @Test func onlyAPageFromThisVeryServerMayConnect() {
        let accepted: [(host: String, origin: String)] = [
            ("10.0.0.1:43210", "http://10.0.0.1:43210"), ("10.0.0.1", "http://10.0.0.1"), ("10.0.0.1:80", "http://10.0.0.1"),
            ("[fe80::1]:43210", "http://[FE80::1]:43210"), ("localhost:43210", "http://localhost:43210"),
            ("ada-laptop.local:43210", "HTTP://Ada-Laptop.local:43210"),
        ]
        for (host, origin) in accepted {
            #expect(read(with("Host", "Host: \(host)") + ["Origin: \(origin)"]) == .complete(key: Self.key, length: request(
                with("Host", "Host: \(host)") + ["Origin: \(origin)"]).count), "\(origin) on \(host)")
        }
        let refused: [(host: String, origin: String)] = [
            ("10.0.0.1:43210", "http://evil.example"), ("10.0.0.1:43210", "http://10.0.0.1:8080"), ("10.0.0.1:43210", "http://10.0.0.2:43210"),
            ("10.0.0.1:43210", "null"), ("10.0.0.1:43210", "file://"), ("10.0.0.1:43210", "http://10.0.0.1:43210/page"),
            ("10.0.0.1:43210", "http://user@10.0.0.1:43210"), ("10.0.0.1:43210", "https://10.0.0.1"), ("10.0.0.1:43210", ""),
            // DNS rebinding: the page's name now points here, and Host and Origin agree.
            ("evil.example:43210", "http://evil.example:43210"), ("10.0.0.1.evil.example:43210", "http://10.0.0.1.evil.example:43210"),
            ("10.0.0.1:99999", "http://10.0.0.1:99999"), ("256.0.0.1:43210", "http://256.0.0.1:43210"),
        ]
        for (host, origin) in refused {
            #expect(read(with("Host", "Host: \(host)") + ["Origin: \(origin)"]) == .refused(.forbidden), "\(origin) on \(host)")
        }
        #expect(read(Self.honest + ["Origin: http://10.0.0.1:43210", "Origin: http://evil.example"]) == .refused(.forbidden))
        #expect(String(decoding: Handshake.answer(refusing: .forbidden), as: UTF8.self).hasPrefix("HTTP/1.1 403 Forbidden\r\n"))
    }

    @Test func aHeaderThatNeverEndsIsRefusedAtTheLimit() {
        let endless = Array("GET /game HTTP/1.1\r\nX: ".utf8) + [UInt8](repeating: 65, count: Handshake.maximumBytes)
        #expect(Handshake.readRequest(endless, path: "/game") == .refused(.headerTooLarge))
    }

    @Test func theServersAnswerIsCheckedAgainstTheKeySent() {
        let accept = Handshake.acceptValue(for: Self.key)
        let answer = Handshake.acceptance(accept: accept)
        #expect(Handshake.readResponse(answer, accept: accept) == .complete(key: "", length: answer.count))
        #expect(Handshake.readResponse(answer, accept: "something else") == .refused(.notAccepted))
        #expect(Handshake.readResponse(Handshake.answer(refusing: .notFound), accept: "x") == .refused(.notAccepted))
    }

    @Test func anAnswerChoosingWhatWasNeverAskedFailsTheConnection() {
        let accept = Handshake.acceptValue(for: Self.key)
        let honest = String(decoding: Handshake.acceptance(accept: accept), as: UTF8.self).dropLast(2)
        for extra in ["Sec-WebSocket-Extensions: permessage-deflate", "Sec-WebSocket-Protocol: chat", "Sec-WebSocket-Extensions:",
                      "Sec-WebSocket-Accept: \(accept)"] {
            #expect(Handshake.readResponse(Array((honest + extra + "\r\n\r\n").utf8), accept: accept) == .refused(.notAccepted), "\(extra)")
        }
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

    @Test func anIPv6ComputerIsItsAddressAndItsNetworkIsItsSlash64() throws {
        let a = try #require(PeerAddress(bytes: [0xFD, 0, 0, 0, 0, 0, 0, 1] + [0, 0, 0, 0, 0, 0, 0, 1]))
        let b = try #require(PeerAddress(bytes: [0xFD, 0, 0, 0, 0, 0, 0, 1] + [9, 9, 9, 9, 9, 9, 9, 9]))
        let c = try #require(PeerAddress(bytes: [0xFD, 0, 0, 0, 0, 0, 0, 2] + [0, 0, 0, 0, 0, 0, 0, 1]))
        #expect(a.limitKey != b.limitKey, "neighbours on one network are two computers")
        #expect(a.networkKey == b.networkKey && a.networkKey != c.networkKey)
        #expect(a.networkKey == "fd00:0:0:1::/64")
        let ipv4 = try #require(PeerAddress(bytes: [10, 0, 0, 7]))
        #expect(ipv4.networkKey == ipv4.limitKey)
        #expect(PeerAddress(bytes: [UInt8](repeating: 0, count: 15) + [1])?.networkKey == "loopback")
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

    @Test func oneNetworkHoldsAtMostItsShare() {
        var admission = Admission(total: 10, perAddress: 2, perNetwork: 3, newPerSecond: 100, burst: 100)
        let fromOneNetwork = ["a", "b", "c", "d"].map { admission.admit($0, network: "n", at: 0) }
        #expect(fromOneNetwork == [true, true, true, false], "new addresses of one network gain nothing past its share")
        let otherNetwork = admission.admit("e", network: "m", at: 0)
        #expect(otherNetwork, "another network still comes in")
        admission.release("b", network: "n")
        let afterRelease = admission.admit("d", network: "n", at: 0)
        #expect(afterRelease && admission.count == 4)
    }

    @Test func anAddressOpeningConnectionsFastIsSlowedDown() {
        var admission = Admission(total: 100, perAddress: 100, newPerSecond: 1, burst: 2)
        let results = [admission.admit("a", at: 0), admission.admit("a", at: 0), admission.admit("a", at: 0),
                       admission.admit("b", at: 0), admission.admit("a", at: 1.5)]
        #expect(results == [true, true, false, true, true], "a third at once is refused; others and later ones are not")
    }
}
