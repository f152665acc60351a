import SetCore
import SetStyle
import Testing

@Suite struct SetNotationTests {
    @Test func everyCardRoundTripsThroughItsNotation() throws {
        for card in SetCard.deck {
            #expect(try SetNotation.parse(SetNotation.format(card)) == card)
            #expect(try SetNotation.parse(SetNotation.format(card).lowercased()) == card)
        }
    }

    @Test func notationAndSpokenNameDescribeTheSameFace() throws {
        let card = try SetNotation.parse("2RTD")
        #expect(card.spokenName == "two red striped diamonds")
        #expect(try SetNotation.parse("1GSQ").spokenName == "one green solid squiggle")
        #expect(try SetNotation.parse("3pov").spokenName == "three purple open ovals")
    }

    @Test func spokenNamesAreAllDifferent() {
        #expect(Set(SetCard.deck.map(\.spokenName)).count == 81)
    }

    @Test(arguments: ["", "2RT", "2RTDD", "0RTD", "2XTD", "2RXD", "2RTX", "２RTD"])
    func impossibleCardsAreRejected(token: String) {
        #expect(throws: SetNotation.ParseError.self) { try SetNotation.parse(token) }
    }
}
