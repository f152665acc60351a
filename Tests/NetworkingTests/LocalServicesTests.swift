import Networking
import TestSupport
import Glibc
import MainLoop
import Testing

/// Announcing and finding a service through the Avahi daemon (started for `make test` by
/// scripts/test/with-avahi.sh). Without a daemon these are skipped, unless PASTIMES_REQUIRE_AVAHI
/// is set (as make sets it when it started one), when that is a failure.
@MainActor
enum AvahiDaemon {
    nonisolated static var isRequired: Bool { getenv("PASTIMES_REQUIRE_AVAHI") != nil }
    static var answers: Bool { ServiceBrowser(type: "_pastimes-test._tcp") != nil }
}

@MainActor
@Suite(.serialized, .enabled("needs an Avahi daemon") { await AvahiDaemon.answers || AvahiDaemon.isRequired })
struct LocalServicesTests {
    static let type = "_pastimes-test._tcp"

    @Test func anAnnouncedServiceIsFoundWithItsPortAndGoesWhenDropped() throws {
        let browser = try #require(ServiceBrowser(type: Self.type), "no Avahi daemon answers")
        let name = "Pastimes test \(getpid())"
        var announcement = ServiceAnnouncement(name: name, type: Self.type, port: 43_999, text: ["v=1"])
        #expect(announcement != nil)
        #expect(MainLoopTurns.run(until: { browser.found.contains { $0.name == name } }, atMost: 10))
        let found = try #require(browser.found.first { $0.name == name })
        #expect(found.address.hasSuffix(":43999"))
        announcement = nil
        #expect(MainLoopTurns.run(until: { !browser.found.contains { $0.name == name } }, atMost: 10))
    }

    @Test func aNameAlreadyTakenIsAnnouncedUnderTheNextOne() throws {
        let browser = try #require(ServiceBrowser(type: Self.type))
        let name = "Pastimes twin \(getpid())"
        let first = ServiceAnnouncement(name: name, type: Self.type, port: 43_998)
        #expect(MainLoopTurns.run(until: { browser.found.contains { $0.name == name } }, atMost: 10))
        let second = ServiceAnnouncement(name: name, type: Self.type, port: 43_997)
        #expect(MainLoopTurns.run(until: { browser.found.contains { $0.address.hasSuffix(":43997") } }, atMost: 10))
        let names = Set(browser.found.map(\.name))
        #expect(names.contains(name) && names.count >= 2, "both are listed, under different names")
        withExtendedLifetime((first, second)) {}
    }
}

/// With or without a daemon, browsers come and go without harm: each one answers the same way,
/// and GLib's main loop still runs after them (a browser that failed once used to free its
/// poll adapter twice, and the next one hung in GLib).
@MainActor
@Suite struct LocalServicesWithoutDaemonTests {
    @Test func browsersMadeAndDroppedAgainAndAgainAnswerAlike() {
        let answers = (0..<4).map { _ in ServiceBrowser(type: "_pastimes-none._tcp") != nil }
        #expect(Set(answers).count == 1)
        var fired = false
        let timeout = GLibScheduler.main.after(0.01) { fired = true }
        #expect(MainLoopTurns.run(until: { fired }, atMost: 2))
        withExtendedLifetime(timeout) {}
    }
}
