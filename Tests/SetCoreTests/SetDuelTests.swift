import SetCore
import Testing

@Suite struct SetDuelTests {
    @Test func aClaimedSetScoresForTheClaimant() {
        var duel = SetDuel()
        let claimed = duel.claim(by: .two, at: 0)
        #expect(claimed)
        let outcome = duel.resolve(foundSet: true, at: 3)
        #expect(outcome == .scored(.two))
        #expect(duel.score(of: .two) == 1)
        #expect(duel.claim == nil)
    }

    @Test func onlyOneClaimAtATime() {
        var duel = SetDuel()
        duel.claim(by: .one, at: 0)
        let secondClaim = duel.claim(by: .two, at: 1)
        #expect(!secondClaim)
        #expect(duel.claim?.player == .one)
    }

    @Test func aWrongChoiceCostsAPointAndPassesTheTurnWithTwiceTheTime() {
        var duel = SetDuel()
        duel.claim(by: .one, at: 0)
        let outcome = duel.resolve(foundSet: false, at: 2)
        #expect(outcome == .missed(.one, passedTo: .two))
        #expect(duel.score(of: .one) == -1)
        #expect(duel.claim?.player == .two)
        #expect(duel.claim?.deadline == 2 + 2 * SetDuel.claimSeconds)
        #expect(duel.claim?.isSecondChance == true)
    }

    @Test func runningOutOfTimeIsAMissButNotBeforeTheDeadline() {
        var duel = SetDuel()
        duel.claim(by: .one, at: 0)
        let early = duel.expire(at: SetDuel.claimSeconds - 0.1)
        #expect(early == nil)
        let late = duel.expire(at: SetDuel.claimSeconds)
        #expect(late == .missed(.one, passedTo: .two))
    }

    @Test func aMissedSecondChanceEndsTheClaim() {
        var duel = SetDuel()
        duel.claim(by: .one, at: 0)
        _ = duel.resolve(foundSet: false, at: 1)
        let outcome = duel.expire(at: 1 + 2 * SetDuel.claimSeconds)
        #expect(outcome == .missed(.two, passedTo: nil))
        #expect(duel.claim == nil)
        #expect(duel.scores == [-1, -1])
        let nextClaim = duel.claim(by: .two, at: 20)
        #expect(nextClaim)
    }
}
