import GameSupport
import MainLoop
import Networking
import SetCore
import SetFeature
@testable import SetTogether
import Synchronization
import Testing

/// Friends anywhere: the host's internet code (the only one a caller from outside may use), the
/// lobby's switch and link, and a hosted game's following of its router.
@Suite struct InternetCodeTests {
    @Test func aCallerFromOutsideNeedsTheInternetCodeAndALocalOneMayUseEither() {
        var room = Room()
        #expect(room.host.internetCode == nil, "none before the host invites from anywhere")
        let leaked = room.host.inviteFromAnywhere()
        let code = room.host.inviteFromAnywhere()
        #expect(code != leaked && room.host.internetCode == code, "a new one each time the way in opens")
        room.join(5, name: "Eve", code: leaked, from: "198.51.99.9", fromAnywhere: true)
        #expect(room.closed[5] == .wrongCode, "the last link no longer lets anybody in")
        room.join(1, code: room.host.code, from: "198.51.99.2", fromAnywhere: true)
        #expect(room.closed[1] == .wrongCode, "six digits are too few against the internet")
        room.join(2, name: "Bea", code: code, from: "198.51.99.3", fromAnywhere: true)
        room.join(3, name: "Cy", code: code)
        room.join(4, name: "Di")
        #expect(room.closed[2] == nil && room.closed[3] == nil && room.closed[4] == nil)
        #expect(room.host.state.players.map(\.name) == ["Host", "Bea", "Cy", "Di"])
    }

    @Test func theCodeIsTwelveLettersAndDigitsThatReadUnalike() {
        var secrets = SeededGenerator(seed: 3)
        let codes = (0..<200).map { _ in InternetCode.make(using: &secrets) }
        #expect(Set(codes).count == codes.count)
        for code in codes {
            #expect(code.count == InternetCode.length && InternetCode.length >= 10)
            #expect(code.allSatisfy { ("a"..."z").contains($0) || ("2"..."9").contains($0) })
            #expect(!code.contains { "lo01".contains($0) })
        }
        #expect(Set(codes.joined()).count == 32, "every letter of the alphabet turns up")
    }
}

/// Answers every question at once, on the main loop, as the router in the test says.
final class OneAnswerRouter: RouterClient {
    let answer: Result<PortMapping, RouterRefusal>
    private let asked = Mutex<[String]>([])

    init(_ answer: Result<PortMapping, RouterRefusal>) { self.answer = answer }

    var questions: [String] { asked.withLock { $0 } }

    func map(port: Int, lease: Int) -> Result<PortMapping, RouterRefusal> { note("map"); return answer }
    func renew(_ mapping: PortMapping) -> Result<PortMapping, RouterRefusal> { note("renew"); return answer }
    func unmap(_ mapping: PortMapping) { note("unmap") }
    private func note(_ question: String) { asked.withLock { $0.append(question) } }
}

@MainActor
@Suite(.serialized) struct HostedInvitationTests {
    static let atOnce: RouterInvitation.Runner = { work, done in
        done(work())
        return { _ in }
    }

    static func host() throws -> HostedGame {
        try HostedGame(name: "Ada", pages: { _ in nil }, scheduler: ManualScheduler())
    }

    @Test func theLobbyShowsTheSwitchAndOnceTheRouterForwardsTheLinkWithTheInternetCode() throws {
        let game = try Self.host()
        #expect(game.model.presentation(theme: .classic).cover?.anywhere == AnywhereInvitation.off.cover)
        #expect(game.model.presentation(theme: .classic).cover?.anywhere?.isOn == false)
        let mapping = PortMapping(way: .upnp, externalAddress: "198.51.99.1", externalPort: 50_000, internalPort: 43_210, lease: 120)
        let router = OneAnswerRouter(.success(mapping))
        game.inviteFromAnywhere(true, router: router, overIPv6: nil, runner: Self.atOnce)
        guard case .open(let link, nil) = game.model.anywhere else {
            Issue.record("not open: \(game.model.anywhere)")
            return
        }
        let code = String(link.split(separator: "#").last ?? "")
        #expect(link == "http://198.51.99.1:50000/#\(code)" && code.count == InternetCode.length)
        let shown = try #require(game.model.presentation(theme: .classic).cover?.anywhere)
        #expect(shown.isOn && shown.link == link && !shown.isProblem)
        game.inviteFromAnywhere(false)
        #expect(router.questions == ["map", "unmap"])
        #expect(game.model.anywhere == .off)
        game.leave()
    }

    @Test func eachRefusalIsSaidAndTheLocalGameGoesOn() throws {
        for refusal in [RouterRefusal.noRouter, .refused, .notOnInternet, .sharedAddress("100.64.3.4"), .privateAddress("192.168.0.9"), .portTaken] {
            let game = try Self.host()
            game.inviteFromAnywhere(true, router: OneAnswerRouter(.failure(refusal)), overIPv6: nil, runner: Self.atOnce)
            let shown = try #require(game.model.presentation(theme: .classic).cover?.anywhere)
            #expect(shown.isOn && shown.isProblem && shown.link == nil)
            #expect(shown.status.hasSuffix("Players on your network can still join."), "\(refusal)")
            #expect(game.model.presentation(theme: .classic).cover?.webLink != nil, "the local link stays")
            game.leave()
        }
        #expect(AnywhereInvitation.words(for: .sharedAddress("100.64.3.4")).hasPrefix("Your internet provider shares one address among many homes"))
        #expect(AnywhereInvitation.words(for: .privateAddress("192.168.0.9")).contains("192.168.0.9"))
    }

    @Test func leavingGivesTheMappingBack() throws {
        let game = try Self.host()
        let router = OneAnswerRouter(.success(PortMapping(way: .natpmp, externalAddress: "198.51.99.1", externalPort: 43_210,
                                                          internalPort: 43_210, lease: 60)))
        game.inviteFromAnywhere(true, router: router, overIPv6: nil, runner: Self.atOnce)
        game.leave()
        #expect(router.questions == ["map", "unmap"])
        game.inviteFromAnywhere(true, router: router, overIPv6: nil, runner: Self.atOnce)
        #expect(router.questions.count == 2, "a game the host left invites nobody")
    }

    @Test func overIPv6TheHostsOwnAddressIsOfferedBesideOrInsteadOfTheForwardedPort() throws {
        let forwarded = PortMapping(way: .upnp, externalAddress: "198.51.99.1", externalPort: 43_210, internalPort: 43_210, lease: 120)
        let pinhole = PortMapping(way: .upnpPinhole, externalAddress: "2001:db8:77::2", externalPort: 43_210, internalPort: 43_210,
                                  lease: 120, pinhole: "1")
        let both = try Self.host()
        both.inviteFromAnywhere(true, router: OneAnswerRouter(.success(forwarded)), overIPv6: OneAnswerRouter(.success(pinhole)),
                                runner: Self.atOnce)
        let shown = try #require(both.model.presentation(theme: .classic).cover?.anywhere)
        #expect(shown.link?.hasPrefix("http://198.51.99.1:43210/#") == true)
        #expect(shown.ipv6Link?.hasPrefix("http://[2001:db8:77::2]:43210/#") == true)
        both.leave()

        // Behind carrier-grade NAT with IPv6 (DS-Lite): the IPv6 link alone, said as such.
        let v6 = OneAnswerRouter(.success(pinhole))
        let dsLite = try Self.host()
        dsLite.inviteFromAnywhere(true, router: OneAnswerRouter(.failure(.notOnInternet)), overIPv6: v6, runner: Self.atOnce)
        #expect(dsLite.model.anywhere.isOpen)
        let only = try #require(dsLite.model.presentation(theme: .classic).cover?.anywhere)
        #expect(only.link?.hasPrefix("http://[2001:db8:77::2]:43210/#") == true && only.ipv6Link == nil && !only.isProblem)
        #expect(only.status.hasPrefix("Your router gives no way in over IPv4, but friends whose internet has IPv6 can join"))
        dsLite.inviteFromAnywhere(false)
        #expect(v6.questions == ["map", "unmap"], "the pinhole closed with the switch")
        dsLite.leave()
    }

    @Test func theLobbyWaitsForBothAnswersBeforeSayingNo() {
        #expect(AnywhereInvitation(ipv4: .closed(.refused), ipv6: .asking, code: "c") == .asking)
        #expect(AnywhereInvitation(ipv4: .closed(.refused), ipv6: .closed(.noRouter), code: "c") == .closed(.refused), "IPv4's reason is told")
        #expect(AnywhereInvitation(ipv4: .closed(.refused), ipv6: nil, code: "c") == .closed(.refused))
        #expect(AnywhereInvitation(ipv4: .ended, ipv6: nil, code: "c") == .off)
        #expect(!AnywhereInvitation.asking.isOpen && !AnywhereInvitation.closed(.portTaken).isOpen)
    }

    @Test func aJoinedPlayerSeesNoSwitch() {
        let model = TogetherModel(role: .player(address: "10.0.0.1:43210"), me: 1, now: { 0 }, send: { _ in })
        #expect(model.presentation(theme: .classic).cover?.anywhere == nil)
    }
}
