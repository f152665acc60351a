import MatchingCore
import SetCore
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// The help pages state the scoring in words; the rules in the code are the ones that count.
/// Each rule the code states must stand, word for word, as an item of the game's help page.
@Suite struct HelpPageScoringTests {
    func page(_ name: String) -> String {
        // Tests/HelpPagesTests/ → the repository → help/C/<name>.page
        let path = String(#filePath.split(separator: "/", omittingEmptySubsequences: false).dropLast(3).joined(separator: "/"))
            + "/help/C/\(name).page"
        guard let file = fopen(path, "r") else { return "" }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while case let count = fread(&buffer, 1, buffer.count, file), count > 0 { bytes += buffer[..<count] }
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func everyPictureTheSetVariantsShowIsThere() {
        let text = page("set-modes")
        let sources = text.components(separatedBy: "src=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
        #expect(sources.count >= 3, "GhostSet, Ultra9 and UltraSet-Chain are shown")
        for source in sources {
            let path = String(#filePath.split(separator: "/", omittingEmptySubsequences: false).dropLast(3).joined(separator: "/")) + "/help/C/" + source
            let file = fopen(path, "r")
            #expect(file != nil, "\(source) is in help/C")
            if let file { fclose(file) }
        }
    }

    @Test func setsHelpPageStatesTheScoringTheGameUses() {
        let text = page("set")
        #expect(!text.isEmpty)
        for rule in SetScoring.standard.rules { #expect(text.contains("<item><p>\(rule)</p></item>"), "\(rule)") }
    }

    @Test func theMatchingGamesHelpPageStatesItsScoring() {
        let text = page("cards")
        #expect(!text.isEmpty)
        for rule in MatchingScoring.standard.rules {
            #expect(text.contains("<item><p>\(rule)</p></item>"), "\(rule)")
        }
    }
}
