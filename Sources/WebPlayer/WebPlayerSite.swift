#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import CardArt
import Localization
import Networking
import SafeFiles
import SetCore
import SetStyle

/// The web player a hosted game serves on its port, so that anyone in the room plays from a
/// phone's or a laptop's browser: the page's files (read once, from the folder installed with
/// the app), the cards' faces in each theme (drawn by CardArt, as on the desktop), and the words
/// in the browser's language. A fixed set of paths; nothing else is ever read for a request.
@MainActor
public final class WebPlayerSite {
    /// A JSON answer's media type.
    static let json = "application/json; charset=utf-8"   // not for people: a media type

    /// The page's files, relative to its folder (web/ in the source tree).
    static let fileNames = ["index.html", "style.css", "icon.svg", "js/main.js", "js/connection.js", "js/table.js", "js/words.js"]
    /// The languages the page is offered in: English and the catalogs shipped (po/LINGUAS).
    static let languages = ["en", "de", "fr"]
    /// How long a browser keeps what never changes during a game (the files, the faces).
    static let cacheSeconds = 3600

    private let files: [String: WebPage]
    /// Made when first asked for: each theme's faces of a deck, each language's words and names.
    private var faces: [String: WebPage] = [:]
    private var words: [String: WebPage] = [:]
    private var names: [String: WebPage] = [:]
    private let catalog: @MainActor (String) -> Catalog?

    /// The page in `folder`; nil when its files are not all there (a broken installation).
    /// `catalog` finds a language's translations (the installed catalogs, or test ones).
    public init?(folder: FilePath, catalog: @escaping @MainActor (String) -> Catalog? = { Catalog.installed($0) }) {
        var files: [String: WebPage] = [:]
        for name in Self.fileNames {
            guard let bytes = try? folder.appending(name).read(), let type = WebPage.contentType(forName: name) else { return nil }
            files["/" + (name == "index.html" ? "" : name)] = Self.page(type, bytes)
        }
        self.files = files
        self.catalog = catalog
    }

    /// What the server answers with: `WebSocketServer(…, pages: site.pages)`, which keeps the
    /// site for as long as it serves.
    public var pages: WebPages { { request in self.page(for: request) } }

    /// The fixed paths, and `/faces/THEME/DECK.json` and `/names/DECK.json` for the decks and
    /// themes there are (looked up by name in tables, never used as a path of a file).
    func page(for request: PageRequest) -> WebPage? {
        if let file = files[request.path] { return file }
        if request.path == "/words.json" { return words(for: request.languages) }
        let json = ".json"
        guard request.path.hasSuffix(json) else { return nil }
        let parts = request.path.dropLast(json.count).split(separator: "/", omittingEmptySubsequences: false)
        switch parts.count {
        case 4 where parts[1] == "faces":
            guard let theme = SetTheme(rawValue: String(parts[2])), let deck = WebWords.decks[String(parts[3])] else { return nil }
            return faces(of: deck, named: String(parts[3]), in: theme)
        case 3 where parts[1] == "names":
            guard let deck = WebWords.decks[String(parts[2])] else { return nil }
            return names(of: deck, named: String(parts[2]), for: request.languages)
        default: return nil
        }
    }

    /// The faces of `deck` in `theme`, as a JSON array of SVG documents by their place in the deck.
    private func faces(of deck: SetDeck, named name: String, in theme: SetTheme) -> WebPage {
        let key = theme.rawValue + "/" + name
        if let made = faces[key] { return made }
        let documents = deck.cards.map { String(decoding: SetCardArt.svgFace($0, theme: theme), as: UTF8.self) }
        let page = Self.page(Self.json, Array((try? JSONEncoder().encode(documents)) ?? Data()))
        faces[key] = page
        return page
    }

    /// The page's language: the first of `wanted` the page is offered in ("de-CH" is German), else English.
    private static func language(_ wanted: [String]) -> String {
        wanted.lazy.map { String($0.prefix { $0 != "-" }).lowercased() }.first(where: languages.contains) ?? "en"
    }

    private func words(for wanted: [String]) -> WebPage {
        let language = Self.language(wanted)
        if let made = words[language] { return made }
        let page = Self.page(Self.json, WebWords.json(in: language == "en" ? nil : catalog(language)), cache: false)
        words[language] = page
        return page
    }

    /// Every card of `deck` in words, in each theme, in the page's language.
    private func names(of deck: SetDeck, named name: String, for wanted: [String]) -> WebPage {
        let language = Self.language(wanted)
        let key = language + "/" + name
        if let made = names[key] { return made }
        let page = Self.page(Self.json, WebWords.names(of: deck, in: language == "en" ? nil : catalog(language)), cache: false)
        names[key] = page
        return page
    }

    /// A page with its compressed form where compressing pays.
    private static func page(_ type: String, _ body: [UInt8], cache: Bool = true) -> WebPage {
        let gzipped = body.count > 512 ? Gzip.compress(body).flatMap { $0.count < body.count ? $0 : nil } : nil
        return WebPage(contentType: type, body: body, gzipped: gzipped, cacheSeconds: cache ? cacheSeconds : 0)
    }
}
