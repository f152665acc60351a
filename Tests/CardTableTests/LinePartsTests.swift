import CardTable
import Testing

@Suite struct LinePartsTests {
    @Test func aLineBreaksOnlyAfterTheDotBetweenParts() {
        let line = wrappingOnlyBetweenParts("Time 0:12 · best 0:12")
        #expect(line == "Time\u{00A0}0:12\u{00A0}· best\u{00A0}0:12")
        // The one place left to break is the space after the dot.
        #expect(line.filter { $0 == " " }.count == 1)
        #expect(line.split(separator: " ").first?.hasSuffix("·") == true)
    }

    @Test func aLineOfOnePartIsKeptWholeAndAnEmptyLineStaysEmpty() {
        #expect(wrappingOnlyBetweenParts("Score: −3") == "Score:\u{00A0}−3")
        #expect(wrappingOnlyBetweenParts("") == "")
        #expect(wrappingOnlyBetweenParts("You 1 · Computer 2 · Ghost 3").split(separator: " ").count == 3)
    }

    @Test func separatorsAtTheEdgesAndDoubledSpacesKeepEachDotAfterItsPart() {
        #expect(wrappingOnlyBetweenParts("a  · b") == "a\u{00A0}\u{00A0}· b")
        #expect(wrappingOnlyBetweenParts(" · a") == "\u{00A0}· a")
        #expect(wrappingOnlyBetweenParts("a · ") == "a\u{00A0}· ")
        #expect(wrappingOnlyBetweenParts("a ·b") == "a\u{00A0}·b")   // not a separator: no space after the dot
    }
}
