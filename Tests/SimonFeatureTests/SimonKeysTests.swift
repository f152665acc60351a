import SimonCore
import SimonFeature
import Testing

@Suite struct SimonKeysTests {
    @Test func lettersAreLaidOutLikeThePadsAndArrowsPointAtThem() {
        let expected: [(SimonKeys.Key, SimonPad)] = [
            (.character("q"), .green), (.character("w"), .red), (.character("a"), .yellow), (.character("s"), .blue),
            (.up, .green), (.right, .red), (.left, .yellow), (.down, .blue),
        ]
        for (key, pad) in expected { #expect(SimonKeys.pad(for: key) == pad) }
        #expect(SimonKeys.pad(for: .character("e")) == nil)
    }

    @Test func aHeldKeyPressesItsPadOnceAndLetsGoWithIt() {
        var keys = SimonKeys()
        #expect(keys.pressed(.character("q")) == .press(.green))
        #expect(keys.pressed(.character("q")) == .held, "the key repeats while held")
        #expect(keys.pressed(.character("s")) == .held, "one pad at a time")
        var letGo = keys.released(.character("s"))
        #expect(!letGo, "not the key held")
        letGo = keys.released(.character("q"))
        #expect(letGo)
        #expect(keys.pressed(.down) == .press(.blue))
        letGo = keys.released(.character("s"))
        #expect(letGo, "either key of a pad lets it go")
        #expect(keys.pressed(.character("x")) == .notAPad)
    }
}
