import GameSupport
import SetCore
@testable import SetFeature
import Testing

/// A friend's ghost as its file holds it, and a seeded deal, as literals: a ghost sent before
/// a change must race on the same cards after it, and a seed must keep dealing what it dealt.
/// A change that alters either fails here (and needs a new file version, or a migration).
@MainActor
@Suite struct SetDealKnownAnswerTests {
    /// A ghost file as Pastimes writes it (format version 1): the deck in the order it was dealt, and the
    /// moments its player found each Set.
    static let ghostFile = #"""
{"version":1,"ghost":{"finds":[5,15,25,35,45,60,70,80,90,100,110,120,130,140,150,160,170,180,190,200,210,220,230],"finishedAt":230,"deck":[
26,43,33,73,32,57,6,1,27,21,36,35,44,46,79,19,0,28,65,78,14,39,75,25,67,54,40,
70,12,45,80,48,60,8,34,16,59,64,4,49,10,29,11,31,37,52,68,63,42,22,51,2,71,55,
47,15,53,7,30,23,41,13,77,69,76,62,38,72,24,61,50,5,9,20,18,58,66,17,74,56,3
],"name":"Ada"},"format":"pastimes-set-ghost"}
"""#

    @Test func aSavedGhostRacesOnTheDealItsFileHolds() throws {
        let ghost = try #require(SetGhostFile.ghost(from: Array(Self.ghostFile.utf8)))
        #expect(ghost.name == "Ada" && ghost.finds.prefix(3) == [5, 15, 25] && ghost.finishedAt == 230)
        let model = SetFixture().reopened(seed: 99)
        model.race(ghost)
        #expect(model.game.cardsInPlay.map { Int($0.index) } == [26, 43, 33, 73, 32, 57, 6, 1, 27, 21, 36, 35])
    }

    @Test func aSeedDealsTheCardsItAlwaysDealt() {
        let model = SetFixture().reopened(seed: 2026)
        #expect(model.game.cardsInPlay.map { Int($0.index) } == [46, 23, 66, 72, 2, 64, 68, 6, 70, 26, 78, 33], "the first game of a launch")
        model.newGame(.solo(.standard))
        #expect(model.game.cardsInPlay.map { Int($0.index) } == [40, 19, 8, 27, 59, 79, 65, 62, 66, 26, 36, 22], "and the next, from the same stream")
    }
}
