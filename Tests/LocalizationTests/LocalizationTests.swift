import Testing
@testable import Localization

/// The English the program falls back on (the tests run without a catalog), and the filling in
/// of numbered placeholders that translators may reorder.
@Suite struct LocalizationTests {
    @Test func anUntranslatedMessageIsTheEnglishItself() {
        // gettext hands back the pointer it was given when it finds nothing; the words must
        // survive that, however long (a short string is stored inside the Swift value).
        let long = String(repeating: "Find three cards that make a Set. ", count: 20)
        #expect(tr("Hint") == "Hint")
        #expect(tr(long) == long)
    }

    @Test func aMessageWithContextFallsBackToItsEnglishWithoutTheContext() {
        #expect(trc("Simon button", "Reset") == "Reset")
    }

    @Test(arguments: [(0, "0 cards left"), (1, "1 card left"), (2, "2 cards left"), (-3, "-3 cards left")])
    func englishPluralsFollowTheCount(count: Int, wanted: String) {
        #expect(fillIn(trn("%1$@ card left", "%1$@ cards left", count), count) == wanted)
    }

    @Test func placeholdersAreFilledByTheirNumbersInWhateverOrderTheyStand() {
        #expect(fillIn("%2$@-%1$@", "Ass", "Pik") == "Pik-Ass")
        #expect(fillIn("%1$@ of %2$@", "ace", "spades") == "ace of spades")
        #expect(fillIn("%1$@ and %1$@ again", "twice") == "twice and twice again")
    }

    @Test func aLonePlaceholderTakesTheNextValueAndPercentSignsSurvive() {
        #expect(fillIn("%@ then %@", "first", "second") == "first then second")
        #expect(fillIn("100%% sure, %1$@", "yes") == "100% sure, yes")
        #expect(fillIn("50% off") == "50% off")
    }

    @Test func aMissingValueLeavesNothingRatherThanACrash() {
        #expect(fillIn("%1$@ and %3$@", "one") == "one and ")
    }
}
