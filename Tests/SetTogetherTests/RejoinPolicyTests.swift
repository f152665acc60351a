import SetTogether
import Testing

/// A joined player's way back after losing the host: tried every two seconds for as long as the
/// host keeps the place (its rejoin window), never after; the window counted from the first
/// loss, not from each failed attempt; a welcome ends the loss; a renewal on a living
/// connection clears the launches counted against a crashing rejoin.
@Suite struct RejoinPolicyTests {
    @Test func aLostConnectionIsTriedAgainEveryTwoSecondsUntilTheWindowCloses() {
        var policy = RejoinPolicy()
        #expect(policy.failed(at: 1_000) == .retry(after: 2))
        #expect(policy.lostAt == 1_000)
        var now = 1_000.0, attempts = 0
        while case .retry(let wait) = policy.failed(at: now) {
            now += wait
            attempts += 1
        }
        #expect(now == 1_000 + RejoinPolicy.window, "the last attempt is made as the window closes, none after")
        #expect(attempts == Int(RejoinPolicy.window / RejoinPolicy.retryEvery))
        #expect(policy.failed(at: now + 30) == .giveUp, "given up, it stays given up")
    }

    @Test func theLastWaitIsCutShortToEndWithTheWindow() {
        var policy = RejoinPolicy(lostAt: 500)
        #expect(policy.failed(at: 500 + RejoinPolicy.window - 0.5) == .retry(after: 0.5))
        #expect(policy.failed(at: 500 + RejoinPolicy.window) == .giveUp)
    }

    @Test func aWelcomeEndsTheLossAndTheNextLossHasAWholeWindow() {
        var policy = RejoinPolicy()
        _ = policy.failed(at: 10)
        _ = policy.failed(at: 50)
        policy.welcomed()
        #expect(policy.lostAt == nil)
        #expect(policy.failed(at: 65) == .retry(after: 2), "65 s after the first loss, but a new one")
        #expect(policy.failed(at: 65 + RejoinPolicy.window - 1) == .retry(after: 1))
    }

    @Test func aLaunchRejoiningFromItsTicketCountsAsLostSinceItStarted() {
        var policy = RejoinPolicy(launches: 1, lostAt: 2_000)
        #expect(policy.failed(at: 2_000 + RejoinPolicy.window) == .giveUp)
        #expect(policy.launches == 1)
    }

    @Test func aRenewalOnALivingConnectionClearsTheLaunchesCounted() {
        var policy = RejoinPolicy(launches: RejoinTicket.mostLaunches - 1, lostAt: 0)
        policy.welcomed()
        #expect(policy.launches == RejoinTicket.mostLaunches - 1, "a welcome alone is not yet a game that ran a while")
        policy.renewed()
        #expect(policy.launches == 0)
        #expect(RejoinPolicy.renewEvery == 15, "a ticket written every 15 s stays fresh while the host keeps the place")
    }
}
