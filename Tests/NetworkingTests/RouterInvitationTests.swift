import MainLoop
import Networking
import Synchronization
import Testing

/// A router that answers as a test says, and notes what it was asked.
final class ScriptedRouter: RouterClient {
    private let state: Mutex<(answers: [Result<PortMapping, RouterRefusal>], asked: [String])>

    init(_ answers: [Result<PortMapping, RouterRefusal>]) { state = Mutex((answers, [])) }

    var asked: [String] { state.withLock { $0.asked } }

    func map(port: Int, lease: Int) -> Result<PortMapping, RouterRefusal> { next("map \(port) for \(lease)") }
    func renew(_ mapping: PortMapping) -> Result<PortMapping, RouterRefusal> { next("renew \(mapping.externalPort)") }
    func unmap(_ mapping: PortMapping) { _ = next("unmap \(mapping.externalPort)") }

    private func next(_ question: String) -> Result<PortMapping, RouterRefusal> {
        state.withLock { state in
            state.asked.append(question)
            return state.answers.isEmpty ? .failure(.noRouter) : state.answers.removeFirst()
        }
    }
}

/// Runs each question when the test says, as a thread would answer later.
@MainActor
final class HeldRunner {
    private var waiting: [@MainActor () -> Void] = []

    var runner: RouterInvitation.Runner {
        { [unowned self] work, done in
            waiting.append { done(work()) }
            return { _ in }
        }
    }

    /// Questions asked and not yet answered.
    var count: Int { waiting.count }

    /// Answers every question asked so far (and those they ask in turn).
    func answerAll() {
        while !waiting.isEmpty { waiting.removeFirst()() }
    }
}

let granted = PortMapping(way: .upnp, externalAddress: "198.51.99.1", externalPort: 43_210, internalPort: 43_210, lease: 120)

@MainActor
@Suite struct RouterInvitationTests {
    @Test func asksAtOnceOpensWhenGrantedAndRenewsAtHalfTheLease() {
        let router = ScriptedRouter([.success(granted), .success(granted)])
        let scheduler = ManualScheduler(), held = HeldRunner()
        let invitation = RouterInvitation(port: 43_210, client: router, scheduler: scheduler, runner: held.runner)
        var heard: [RouterInvitation.Status] = []
        invitation.onChange = { heard.append($0) }
        #expect(invitation.status == .asking)
        held.answerAll()
        #expect(invitation.status == .open(granted))
        #expect(heard == [.open(granted)])
        scheduler.advance(by: 59)
        held.answerAll()
        #expect(router.asked == ["map 43210 for \(RouterInvitation.lease)"], "nothing renewed before half the lease")
        scheduler.advance(by: 1)
        held.answerAll()
        #expect(router.asked.last == "renew 43210")
        #expect(heard == [.open(granted)], "a renewal that changes nothing is not news")
        invitation.end()
        held.answerAll()
        #expect(router.asked.last == "unmap 43210")
        #expect(invitation.status == .ended)
        scheduler.advance(by: 600)
        held.answerAll()
        #expect(router.asked.count == 3, "nothing is asked after the end")
    }

    @Test func aMissedRenewalIsAskedAgainWhileTheLeaseRunsThenTheWayInCloses() {
        let router = ScriptedRouter([.success(granted), .failure(.noRouter), .success(granted)])
        let scheduler = ManualScheduler(), held = HeldRunner()
        let invitation = RouterInvitation(port: 43_210, client: router, scheduler: scheduler, runner: held.runner)
        var heard: [RouterInvitation.Status] = []
        invitation.onChange = { heard.append($0) }
        held.answerAll()
        scheduler.advance(by: 60)
        held.answerAll()
        #expect(invitation.status == .open(granted), "one missed renewal closes nothing: the lease still runs")
        scheduler.advance(by: RouterInvitation.retrySeconds)
        held.answerAll()
        #expect(router.asked.count == 3 && invitation.status == .open(granted) && heard == [.open(granted)])
        // Renewed at 70 s: due again at 130 s, and from then on the router never answers.
        scheduler.advance(by: 60)
        held.answerAll()
        for _ in 0..<5 {
            #expect(invitation.status == .open(granted))
            scheduler.advance(by: RouterInvitation.retrySeconds)
            held.answerAll()
        }
        #expect(invitation.status == .closed(.noRouter), "closed once the lease would run out before the next try")
        #expect(router.asked.count == 9 && heard == [.open(granted), .closed(.noRouter)])
        scheduler.advance(by: 600)
        held.answerAll()
        #expect(router.asked.count == 9)
    }

    @Test func aMappingGrantedAfterTheEndIsGivenBackEvenWithNobodyHoldingTheInvitation() {
        let router = ScriptedRouter([.success(granted)])
        let held = HeldRunner()
        var invitation: RouterInvitation? = RouterInvitation(port: 43_210, client: router, scheduler: ManualScheduler(), runner: held.runner)
        var heard: [RouterInvitation.Status] = []
        invitation?.onChange = { heard.append($0) }
        invitation?.end()
        #expect(invitation?.status == .ended)
        invitation = nil
        held.answerAll()
        #expect(router.asked == ["map 43210 for \(RouterInvitation.lease)", "unmap 43210"])
        #expect(heard.isEmpty)
    }

    @Test func oneQuestionAtATimeSoTheDeletionComesAfterTheRenewal() {
        let router = ScriptedRouter([.success(granted), .success(granted)])
        let scheduler = ManualScheduler(), held = HeldRunner()
        let invitation = RouterInvitation(port: 43_210, client: router, scheduler: scheduler, runner: held.runner)
        held.answerAll()
        scheduler.advance(by: 60)   // the renewal on its way…
        invitation.end()            // …when the host stops
        #expect(held.count == 1, "the deletion waits for the renewal's answer")
        held.answerAll()
        #expect(router.asked == ["map 43210 for \(RouterInvitation.lease)", "renew 43210", "unmap 43210"])
    }

    @Test func eachRefusalIsKept() {
        for refusal in [RouterRefusal.noRouter, .refused, .notOnInternet, .sharedAddress("100.64.1.2"), .privateAddress("10.0.0.2"), .portTaken] {
            let held = HeldRunner()
            let invitation = RouterInvitation(port: 1, client: ScriptedRouter([.failure(refusal)]), scheduler: ManualScheduler(),
                                              runner: held.runner)
            held.answerAll()
            #expect(invitation.status == .closed(refusal))
        }
    }
}

@Suite struct HomeRouterTests {
    @Test func natPMPIsAskedOnlyWhereUPnPFoundNoWayAndItsNoRouterSaysLess() {
        let refusedByUPnP = ScriptedRouter([.failure(.refused)]), silentNATPMP = ScriptedRouter([.failure(.noRouter)])
        #expect(HomeRouter(upnp: refusedByUPnP, natpmp: silentNATPMP).map(port: 5, lease: 120) == .failure(.refused))
        let natpmpMapping = PortMapping(way: .natpmp, externalAddress: "198.51.99.1", externalPort: 6000, internalPort: 5, lease: 60)
        let noUPnP = ScriptedRouter([.failure(.noRouter)]), natpmp = ScriptedRouter([.success(natpmpMapping), .success(natpmpMapping)])
        let home = HomeRouter(upnp: noUPnP, natpmp: natpmp)
        #expect(home.map(port: 5, lease: 120) == .success(natpmpMapping))
        _ = home.renew(natpmpMapping)
        home.unmap(natpmpMapping)
        #expect(natpmp.asked == ["map 5 for 120", "renew 6000", "unmap 6000"], "renewed and ended by the protocol that granted it")
        #expect(noUPnP.asked == ["map 5 for 120"])
        for definite in [RouterRefusal.sharedAddress("100.64.0.9"), .privateAddress("192.168.1.1"), .portTaken, .notOnInternet] {
            let untouched = ScriptedRouter([])
            #expect(HomeRouter(upnp: ScriptedRouter([.failure(definite)]), natpmp: untouched).map(port: 5, lease: 120) == .failure(definite))
            #expect(untouched.asked.isEmpty, "the router's own answer about its address or its port stands")
        }
    }
}

@Suite struct ExternalAddressTests {
    @Test func carrierGradeNATPrivateAndUnusableAddressesAreTold() {
        #expect(ExternalAddress("198.51.99.1") == .reachable)
        #expect(ExternalAddress("81.2.69.160") == .reachable)
        #expect(ExternalAddress("100.64.0.1") == .shared)
        #expect(ExternalAddress("100.127.255.254") == .shared)
        #expect(ExternalAddress("100.128.0.1") == .reachable)
        #expect(ExternalAddress("100.63.255.255") == .reachable)
        for address in ["10.1.2.3", "172.16.0.1", "172.31.255.255", "192.168.0.1"] { #expect(ExternalAddress(address) == .private) }
        #expect(ExternalAddress("172.32.0.1") == .reachable)
        for address in ["", "0.0.0.0", "127.0.0.1", "169.254.3.4", "224.0.0.1", "255.255.255.255", "1.2.3", "1.2.3.4.5", "a.b.c.d",
                        "256.1.1.1", "2001:db8::1"] {
            #expect(ExternalAddress(address) == .unusable, "\(address)")
        }
    }
}

@Suite struct LocalNetworksTests {
    static func address(_ bytes: [UInt8]) -> PeerAddress { PeerAddress(bytes: bytes)! }

    @Test func privateRangesAndThisComputersNetworksAreLocalAndNothingElse() {
        let home = LocalNetworks([.init([203, 0, 113, 0], prefix: 24)])
        for local in [[127, 0, 0, 1], [10, 9, 8, 7], [172, 20, 1, 1], [192, 168, 77, 2], [169, 254, 1, 1], [203, 0, 113, 200]] as [[UInt8]] {
            #expect(home.contains(Self.address(local)), "\(local)")
        }
        for remote in [[198, 51, 99, 2], [203, 0, 114, 1], [100, 64, 0, 1], [172, 32, 0, 1], [8, 8, 8, 8]] as [[UInt8]] {
            #expect(!home.contains(Self.address(remote)), "\(remote)")
        }
        #expect(home.contains(Self.address([UInt8](repeating: 0, count: 15) + [1])))
        #expect(home.contains(Self.address([0xFE, 0x80] + [UInt8](repeating: 0, count: 13) + [1])))
        #expect(home.contains(Self.address([0xFD, 0x12] + [UInt8](repeating: 0, count: 13) + [1])))
        #expect(!home.contains(Self.address([0x20, 0x01, 0x0D, 0xB8] + [UInt8](repeating: 0, count: 11) + [1])))
        #expect(home.contains(Self.address([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xFF, 0xFF, 192, 168, 1, 5])), "IPv4 mapped into IPv6")
    }

    @Test func thisComputerHasAtLeastLoopback() {
        #expect(LocalNetworks.ofThisComputer().contains(Self.address([127, 0, 0, 1])))
    }
}
