import GameSupport
import SetCore
@testable import SetTogether
import Testing

/// Every rule a shared table can be played by, judged by the host with the solo game's rules:
/// a match from the network scores, a wrong choice costs a point, the chain and the Puzzle's
/// progress travel in the state, and every screen shows what the host decided.
@Suite struct SharedTableRulesTests {
    /// Ann (connection 1) and Bo (connection 2) at a table of `rules`, dealt.
    static func room(_ rules: TogetherRules, seed: UInt64 = 7) -> Room {
        var room = Room(seed: seed)
        room.join(1)
        room.join(2, name: "Bo")
        room.apply(room.host.choose(rules))
        #expect(room.replicas[2]?.state.rules == rules, "a player sees the rules named before the start")
        room.start()
        return room
    }

    @Test(arguments: TogetherRules.all)
    func aMatchFromTheNetworkScoresAndAWrongChoiceCostsAPoint(_ rules: TogetherRules) throws {
        var room = Self.room(rules)
        let before = room.host.state
        #expect(before.isPossible && before.table.count >= rules.variant.tableSize)
        let claimed = room.aSet
        room.send(.claim(cards: claimed, table: before.version), on: 1)
        let after = room.host.state
        let cards = claimed.compactMap(rules.variant.deck.card(at:))
        #expect(after.player(1)?.sets == 1 && after.player(1)?.score == 1)
        #expect(after.lastClaim == .init(player: 1, cards: cards, wasSet: true))
        #expect(after.isPossible && room.replicas[2]?.state == after, "Bo's screen shows Ann's match as the host judged it")
        switch rules {
        case .puzzle:
            #expect(after.table == before.table && after.puzzle?.found == [cards], "the Puzzle's table stays; the match is found")
            room.send(.claim(cards: claimed.reversed(), table: after.version), on: 2)
            #expect(room.host.state.player(2)?.score == 0 && room.closed[2] == nil, "a match found already is late, not wrong")
        case .play(let variant) where variant.chainLinks > 0:
            #expect(Set(after.chain) == Set(cards) && cards.allSatisfy(after.table.contains), "the match stays as the chain")
        case .play:
            #expect(!cards.contains(where: after.table.contains) && after.chain.isEmpty)
        }
        let wrong = try #require(room.notASetIfAny)
        room.send(.claim(cards: wrong, table: room.host.state.version), on: 2)
        #expect(room.host.state.player(2)?.score == -1 && room.host.state.lastClaim?.wasSet == false)
        #expect(room.host.state.isPossible && room.replicas[1]?.state == room.host.state)
    }

    @Test(arguments: TogetherRules.all)
    func everyTablePlaysToItsEndAndTheNextKeepsTheRules(_ rules: TogetherRules) {
        var room = Self.room(rules, seed: 11)
        room.playToTheEnd()
        let end = room.host.state
        #expect(end.ending == (rules == .puzzle ? .solved : .deckOut) && end.isPossible)
        if rules == .puzzle {
            #expect(end.player(1)?.sets == end.puzzle?.matchCount, "every Set on the table was found")
        }
        room.apply(room.host.playAgain())
        #expect(room.host.state.rules == rules && room.host.state.phase == .playing && room.host.state.round == 2)
        #expect(room.replicas[2]?.state == room.host.state)
    }

    @Test func aChainBrokenOnPurposeIsAWrongChoiceAndTheChainStays() throws {
        for seed in UInt64(1) ... 40 {
            var room = Self.room(.play(.chain), seed: seed)
            room.send(.claim(cards: room.aSet, table: room.host.state.version), on: 1)
            let state = room.host.state
            // A Set on the table that reuses none of the chain's cards.
            guard let unlinked = SetVariant.standard.matches(among: state.table).first(where: { !$0.contains(where: state.chain.contains) })
            else { continue }
            room.send(.claim(cards: room.places(unlinked), table: state.version), on: 2)
            #expect(room.host.state.player(2)?.score == -1 && room.host.state.player(2)?.sets == 0)
            #expect(room.host.state.chain == state.chain && room.host.state.table == state.table)
            #expect(room.closed[2] == nil, "an honest player may break the chain by mistake")
            return
        }
        Issue.record("no deal in forty had a Set beside the chain")
    }
}

/// A hostile player's claims in the shapes the new rules allow: each refused whole.
@Suite struct SharedTableHostilePlayerTests {
    @Test func aGhostSetClaimOfOneCardSixTimesIsRefused() {
        var room = SharedTableRulesTests.room(.play(.ghost))
        let card = room.places([room.host.state.table[0]])[0]
        room.send(.claim(cards: Array(repeating: card, count: 6), table: room.host.state.version), on: 1)
        #expect(room.closed[1] == .malformed && room.host.state.player(2)?.gone == false)
    }

    @Test func anIndexOutsideTheRulesDeckIsNoCard() {
        var classic = SharedTableRulesTests.room(.play(.standard))
        let two = Array(classic.aSet.prefix(2))
        classic.send(.claim(cards: two + [255], table: classic.host.state.version), on: 1)
        #expect(classic.closed[1] == .malformed, "255 names no card of an 81-card deck")

        var fourSet = SharedTableRulesTests.room(.play(.fourSet))
        fourSet.send(.claim(cards: Array(fourSet.aSet.prefix(3)) + [256], table: fourSet.host.state.version), on: 1)
        #expect(fourSet.closed[1] == .malformed, "4Set's deck ends at 255")
    }

    @Test func aMegaSetClaimOnA4SetTableIsRefused() {
        var room = SharedTableRulesTests.room(.play(.fourSet))
        // MegaSet's claims are three cards; 4Set's are four.
        let mega = SetVariant.mega.deck
        let megaSet = SetVariant.mega.matches(among: Array(mega.cards.prefix(30))).first!.map { mega.position(of: $0)! }
        room.send(.claim(cards: megaSet, table: room.host.state.version), on: 1)
        #expect(room.closed[1] == .malformed)
        // Four of MegaSet's places past 4Set's table name 4Set cards nobody was dealt.
        let table = Set(room.places(room.host.state.table))
        let elsewhere = (200 ..< 243).filter { !table.contains($0) }.prefix(4)
        room.send(.claim(cards: Array(elsewhere), table: room.host.state.version), on: 2)
        #expect(room.closed[2] == .cardsNotOnTable)
    }
}

/// Lies a hostile host may tell about the new rules: each state refused whole.
@Suite struct SharedTableHostileHostTests {
    static func refused(_ state: TogetherState) -> Bool {
        guard case .success(let read) = TogetherWire.decode(TogetherWire.encode(HostMessage.state(state)), as: HostMessage.self) else {
            return true
        }
        return !read.isPossible
    }

    @Test func aChainThatIsNoMatchOrNotOnTheTableIsRefused() {
        var room = SharedTableRulesTests.room(.play(.chain))
        room.send(.claim(cards: room.aSet, table: room.host.state.version), on: 1)
        let honest = room.host.state
        #expect(!Self.refused(honest))
        var notOnTable = honest
        notOnTable.chain[0] = SetCard.deck.first { !honest.table.contains($0) }!
        var noMatch = honest
        noMatch.chain[2] = honest.table.first { !honest.chain.contains($0) }!
        var tooShort = honest
        tooShort.chain.removeLast()
        for lie in [notOnTable, noMatch, tooShort] { #expect(Self.refused(lie)) }
    }

    @Test func aPuzzleWhoseCountOrFoundSetsAreUntrueIsRefused() {
        var room = SharedTableRulesTests.room(.puzzle)
        room.send(.claim(cards: room.aSet, table: room.host.state.version), on: 1)
        let honest = room.host.state
        #expect(!Self.refused(honest))
        var moreThanThere = honest
        moreThanThere.puzzle?.matchCount += 1
        var foundTwice = honest
        foundTwice.puzzle?.found.append(honest.puzzle!.found[0].reversed())
        foundTwice.players[1].sets += 1
        foundTwice.players[1].score += 1
        var noSet = honest
        noSet.puzzle?.found[0][2] = honest.table.first { !honest.puzzle!.found[0].contains($0) }!
        var dealing = honest
        dealing.deckCount = 69
        for lie in [moreThanThere, foundTwice, noSet, dealing] { #expect(Self.refused(lie)) }
    }

    @Test func aCardOfAnotherDeckOrATableTooLargeIsRefused() {
        let room = SharedTableRulesTests.room(.play(.junior))
        let honest = room.host.state
        #expect(!Self.refused(honest))
        var classicCard = honest
        classicCard.table[0] = SetCard.deck.first { $0[.third] != 0 }!
        var twoComputers = honest
        twoComputers.players[1].computer = .easy
        twoComputers.players[2].computer = .hard
        var computerHost = honest
        computerHost.players[0].computer = .easy
        for lie in [classicCard, twoComputers, computerHost] { #expect(Self.refused(lie)) }
    }
}
