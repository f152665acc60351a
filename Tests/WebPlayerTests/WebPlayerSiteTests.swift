import Foundation
import Localization
import Networking
import SafeFiles
import SetCore
import SetStyle
import SetTogether
import TestSupport
import Testing
@testable import WebPlayer

/// The web player's site: the page's files and nothing else, the cards' faces in each theme,
/// and the words in the language the browser asks for.
@MainActor
@Suite struct WebPlayerSiteTests {
    /// The repository's web/ folder.
    static let folder = FilePath(String(#filePath.split(separator: "/", omittingEmptySubsequences: false).dropLast(3).joined(separator: "/")) + "/web")

    static func site(catalog: @escaping @MainActor (String) -> Catalog? = { _ in nil }) throws -> WebPlayerSite {
        try #require(WebPlayerSite(folder: folder, catalog: catalog))
    }

    static func get(_ site: WebPlayerSite, _ path: String, languages: [String] = []) -> WebPage? {
        site.page(for: PageRequest(path: path, languages: languages))
    }

    static func json(_ page: WebPage?) throws -> [String: Any] {
        let body = try #require(page).body
        return try #require(try JSONSerialization.jsonObject(with: Data(body)) as? [String: Any])
    }

    @Test func theFilesAreServedByTheirPathsAndNothingElseIs() throws {
        let site = try Self.site()
        let index = try #require(Self.get(site, "/"))
        #expect(index.contentType == "text/html; charset=utf-8")
        #expect(String(decoding: index.body, as: UTF8.self).contains("<script type=\"module\" src=\"/js/main.js\"></script>"))
        let gzipped = try #require(index.gzipped, "the page is sent compressed")
        #expect(gzipped.prefix(2) == [0x1F, 0x8B] && gzipped.count < index.body.count)
        #expect(Self.get(site, "/js/main.js")?.contentType == "text/javascript; charset=utf-8")
        #expect(Self.get(site, "/style.css")?.contentType == "text/css; charset=utf-8")
        for path in ["/index.html", "/js/", "/js", "/web/index.html", "/faces/evil.json", "/faces/classic.svg", "/faces/classic.json", "/faces/classic/../standard.json", "/faces/classic/evil.json", "/names/evil.json", "/names/standard", "/words/de.json", "/Package.swift"] {
            #expect(Self.get(site, path) == nil, "\(path)")
        }
    }

    @Test func aFolderWithoutThePagesFilesIsNoSite() {
        let empty = TemporaryFolder("pastimes-web")
        #expect(WebPlayerSite(folder: empty.path) == nil)
    }

    @Test(arguments: ["standard", "junior", "mega", "4set", "4set-junior"])
    func eachThemesFacesOfEachDeckAreItsSVGDocumentsByPlace(deck: String) throws {
        let site = try Self.site()
        let cards = try #require(WebWords.decks[deck]).count
        for theme in SetTheme.allCases {
            let page = try #require(Self.get(site, "/faces/\(theme.rawValue)/\(deck).json"))
            let faces = try #require(try JSONSerialization.jsonObject(with: Data(page.body)) as? [String])
            #expect(faces.count == cards)
            #expect(faces.allSatisfy { $0.hasPrefix("<?xml") && $0.contains("<svg") && $0.contains("viewBox=\"0 0 100 140\"") })
            #expect(Set(faces).count == cards, "no two cards drawn alike")
            #expect(page.cacheSeconds > 0 && (page.gzipped?.count ?? .max) * 4 < page.body.count, "kept by the browser, and sent compressed")
        }
        let namesPage = try #require(Self.get(site, "/names/\(deck).json"))
        let names = try #require(try JSONSerialization.jsonObject(with: Data(namesPage.body)) as? [String: [String]])
        #expect(names.keys.sorted() == SetTheme.allCases.map(\.rawValue).sorted())
        #expect(names.values.allSatisfy { $0.count == cards && Set($0).count == cards }, "every card named, none alike")
    }

    @Test func theWordsComeInTheFirstLanguageOfferedElseEnglish() throws {
        let german = MOFile.bytes([("Join", "Beitreten"), ("Set card theme\u{4}Classic", "Klassisch"),
                                   ("The game already has eight players.", "Das Spiel hat schon acht Spieler."),
                                   ("%1$@ Set", "%1$@ Set\0%1$@ Sets")])
        var asked: [String] = []
        let site = try Self.site { language in
            asked.append(language)
            return language == "de" ? Catalog(language: "de", moFile: german) : nil
        }
        let words = try Self.json(Self.get(site, "/words.json", languages: ["it", "de-CH", "en"]))
        #expect(words["language"] as? String == "de")
        #expect(words["protocolVersion"] as? Int == TogetherWire.version, "the page speaks its host's protocol")
        #expect((words["words"] as? [String: String])?["join"] == "Beitreten")
        #expect((words["words"] as? [String: String])?["code"] == "Code", "English where the catalog has no translation")
        #expect((words["themes"] as? [String: String])?["classic"] == "Klassisch")
        #expect((words["refusals"] as? [String: String])?["gameFull"] == "Das Spiel hat schon acht Spieler.")
        let matches = words["matches"] as? [String: [String: Any]]
        #expect((matches?["set"]?["counts"] as? [String])?.prefix(3) == ["0 Set", "1 Set", "2 Sets"],
                "the catalog's plural rule: French-like, 0 is singular")
        let rules = words["rules"] as? [String: [String: Any]]
        #expect(rules?.count == TogetherRules.all.count && rules?["4set"]?["deck"] as? String == "4set" && rules?["4set"]?["choice"] as? Int == 4
                && rules?["ghost"]?["choice"] as? Int == 6 && rules?["ghost"]?["match"] as? String == "ghostSet")
        #expect((words["computers"] as? [String: String])?.count == 3)
        #expect(asked == ["de"], "Italian is not offered; German is, and is read once")
        _ = Self.get(site, "/words.json", languages: ["de"])
        #expect(asked == ["de"], "kept for the next browser")

        let english = try Self.json(Self.get(site, "/words.json", languages: ["ja"]))
        #expect(english["language"] as? String == "en" && (english["words"] as? [String: String])?["join"] == "Join")
        let englishPage = try #require(Self.get(site, "/names/4set.json", languages: ["ja"]))
        let englishNames = try JSONSerialization.jsonObject(with: Data(englishPage.body))
        #expect((englishNames as? [String: [String]])?["classic"]?[0] == SetTheme.classic.spokenName(SetDeck.four.cards[0]))
    }

    /// Every key the page asks for is one the host answers: a word missing here would show its key.
    @Test func everyWordThePageAsksForIsOneTheHostHas() throws {
        var keys = Set<String>()
        for name in WebPlayerSite.fileNames where name.hasSuffix(".js") || name.hasSuffix(".html") {
            let text = String(decoding: try #require(try Self.folder.appending(name).read()), as: UTF8.self)
            for pattern in [/word\("([A-Za-z]+)"/, /data-word="([A-Za-z]+)"/] {
                keys.formUnion(text.matches(of: pattern).map { String($0.output.1) })
            }
            // Keys chosen at run time: the answers' names and the claims' words.
            for pattern in [/word\(kind\)/] where text.contains(pattern) { keys.formUnion(["late", "tooFast"]) }
        }
        #expect(keys.count > 20, "the page's words were found")
        #expect(keys.subtracting(WebWords.page().keys).isEmpty, "asked for but not answered: \(keys.subtracting(WebWords.page().keys))")
    }

    @Test func aLinksQRCodeIsASquareWithItsThreeFinders() throws {
        let code = try #require(QRCode("http://192.168.1.20:43210/#123456"))
        let size = code.modules.count
        #expect(size >= 21 && (size - 21) % 4 == 0 && code.modules.allSatisfy { $0.count == size })
        for (row, column) in [(0, 0), (0, size - 7), (size - 7, 0)] {
            #expect((0..<7).allSatisfy { code.modules[row][column + $0] && code.modules[row + 6][column + $0] }, "a finder's dark frame")
            #expect(!code.modules[row + 1][column + 1] && code.modules[row + 3][column + 3], "its light ring and dark centre")
        }
    }
}
