import GtkKit
import SafeFiles
import Localization

/// The help: Mallard pages (help/C/*.page), shown in the desktop's help viewer where one is
/// installed; otherwise the page's text appears in a dialog, read from the same page, so the
/// help is written once.
@MainActor
enum HelpPages {
    static func show(_ page: String, over window: MainWindow) {
        if ApplicationWindow.canOpen(scheme: "help") {
            window.window.open(uri: "help:\(PastimesApp.id)/\(page)")
            return
        }
        let text = read(page).map(MallardText.init) ?? MallardText(title: tr("Help"), blocks: [.paragraph(tr("The help pages are not installed."))])
        _ = ReadingWindow(parent: window.window, title: text.title, blocks: text.blocks)
    }

    /// The page's Mallard source in the player's language where it is translated (else
    /// English), installed beside the program or in the build tree (`make locale` puts every
    /// language's pages in .build/help/<language>).
    static func read(_ page: String) -> String? {
        let name = page + ".page"
        let places = Languages.preferred.flatMap { language in
            DataPlaces.candidates(installed: "help/\(language)/\(PastimesApp.id)/\(name)", built: "help/\(language)/\(name)")
        }
        for place in places {
            if let bytes = try? place.read() { return String(decoding: bytes, as: UTF8.self) }
        }
        return nil
    }
}

/// A Mallard page as plain text for a window: the title, then the sections' titles as headings,
/// paragraphs and list items in order, with key sequences written "Ctrl+Z". Only what the
/// pages use is understood.
struct MallardText {
    let title: String
    let blocks: [ReadingWindow.Block]

    init(title: String, blocks: [ReadingWindow.Block]) {
        self.title = title
        self.blocks = blocks
    }

    init(_ source: String) {
        // The <info> block holds links and credits, not text for the reader.
        var page = source
        if let start = page.range(of: "<info>"), let end = page.range(of: "</info>") { page.removeSubrange(start.lowerBound..<end.upperBound) }
        page = page.replacingAll("</key><key>", with: "+")
        var title: String?
        var blocks: [ReadingWindow.Block] = []
        var openItems = 0
        var rest = Substring(page)
        while let open = rest.range(of: "<") {
            let tagEnd = rest[open.upperBound...].firstIndex(of: ">") ?? rest.endIndex
            let tag = rest[open.upperBound..<tagEnd].split(separator: " ").first.map(String.init) ?? ""
            rest = rest[tagEnd...].dropFirst()
            if tag == "item" { openItems += 1 } else if tag == "/item" { openItems -= 1 }
            guard ["title", "p"].contains(tag), let close = rest.range(of: "</\(tag)>") else { continue }
            let text = Self.plain(rest[..<close.lowerBound])
            rest = rest[close.upperBound...]
            switch tag {
            case "title" where title == nil: title = text
            case "title": blocks.append(.heading(text))
            default: blocks.append(openItems > 0 ? .item(text) : .paragraph(text))
            }
        }
        self.title = title ?? tr("Help")
        self.blocks = blocks
    }

    /// Text without tags or line breaks, with XML's five entities read.
    private static func plain(_ xml: Substring) -> String {
        var text = ""
        var inTag = false
        for character in xml {
            if character == "<" { inTag = true } else if character == ">" { inTag = false } else if !inTag { text.append(character) }
        }
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }).joined(separator: " ")
        return words.replacingAll("&lt;", with: "<").replacingAll("&gt;", with: ">").replacingAll("&quot;", with: "\"")
            .replacingAll("&apos;", with: "'").replacingAll("&amp;", with: "&")
    }
}
