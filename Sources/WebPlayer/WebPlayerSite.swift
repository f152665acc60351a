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
    private var faces: [SetTheme: WebPage] = [:]
    private var words: [String: WebPage] = [:]
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

    func page(for request: PageRequest) -> WebPage? {
        if let file = files[request.path] { return file }
        if request.path == "/words.json" { return words(for: request.languages) }
        let faces = "/faces/", json = ".json"
        if request.path.hasPrefix(faces), request.path.hasSuffix(json),
           let theme = SetTheme(rawValue: String(request.path.dropFirst(faces.count).dropLast(json.count))) {
            return face(of: theme)
        }
        return nil
    }

    /// The 81 faces in `theme`, as a JSON array of SVG documents by card index.
    private func face(of theme: SetTheme) -> WebPage {
        if let made = faces[theme] { return made }
        let documents = SetCard.deck.map { String(decoding: SetCardArt.svgFace($0, theme: theme), as: UTF8.self) }
        let json = Array((try? JSONEncoder().encode(documents)) ?? Data())
        let page = Self.page(Self.json, json)
        faces[theme] = page
        return page
    }

    /// The words in the first language of `wanted` the page is offered in ("de-CH" is German),
    /// else English.
    private func words(for wanted: [String]) -> WebPage {
        let language = wanted.lazy.map { String($0.prefix { $0 != "-" }).lowercased() }.first(where: Self.languages.contains) ?? "en"
        if let made = words[language] { return made }
        let page = Self.page(Self.json, WebWords.json(in: language == "en" ? nil : catalog(language)), cache: false)
        words[language] = page
        return page
    }

    /// A page with its compressed form where compressing pays.
    private static func page(_ type: String, _ body: [UInt8], cache: Bool = true) -> WebPage {
        let gzipped = body.count > 512 ? Gzip.compress(body).flatMap { $0.count < body.count ? $0 : nil } : nil
        return WebPage(contentType: type, body: body, gzipped: gzipped, cacheSeconds: cache ? cacheSeconds : 0)
    }
}
