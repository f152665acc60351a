// Words in this file are for developers, not for translation.
// (They are HTTP's: media types and header values, which programs read.)

/// A file a server hands to browsers: its type, its bytes (and, where it was worth it, the same
/// bytes compressed with gzip), and how long a browser may keep it.
public struct WebPage: Sendable {
    public let contentType: String
    public let body: [UInt8]
    /// The body compressed with gzip, sent to browsers that accept it.
    public let gzipped: [UInt8]?
    /// How long a browser may reuse it without asking again (0: it asks every time).
    public let cacheSeconds: Int

    public init(contentType: String, body: [UInt8], gzipped: [UInt8]? = nil, cacheSeconds: Int = 0) {
        self.contentType = contentType
        self.body = body
        self.gzipped = gzipped
        self.cacheSeconds = cacheSeconds
    }

    /// The media type for a file's name, by its extension (nil for one a page never needs).
    public static func contentType(forName name: String) -> String? {
        let types = ["html": "text/html; charset=utf-8", "css": "text/css; charset=utf-8", "js": "text/javascript; charset=utf-8",
                     "json": "application/json; charset=utf-8", "svg": "image/svg+xml; charset=utf-8", "png": "image/png",
                     "ico": "image/x-icon", "webmanifest": "application/manifest+json; charset=utf-8"]
        return name.split(separator: ".").last.flatMap { types[String($0).lowercased()] }
    }
}

/// The fixed set of files a server answers with, by the request's path ("/", "/js/main.js"); nil
/// for any other path. Nothing outside this set is ever read for a request: there is no file
/// system behind it. (The request also says which languages the browser wants.)
public typealias WebPages = @MainActor (PageRequest) -> WebPage?
