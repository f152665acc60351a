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
            window.applicationWindow.open(uri: "help:\(PastimesApp.id)/\(page)")
            return
        }
        let text = read(page).map(MallardText.init) ?? MallardText(title: tr("Help"), blocks: [.paragraph(tr("The help pages are not installed."))])
        ReadingWindow.present(parent: window.applicationWindow, title: text.title, blocks: text.blocks)
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

/// A Mallard page as text for a window: the title, then the sections' titles as headings,
/// paragraphs and list items in order, with key sequences written "Ctrl+Z" and the names of
/// buttons and menu items (<gui>) in bold, so they stand apart from the sentence (as
/// "Neu austeilen" must, in German). Blocks are Pango markup. Only what the pages use is understood.
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
            let text = Self.markup(rest[..<close.lowerBound])
            rest = rest[close.upperBound...]
            switch tag {
            case "title" where title == nil: title = text
            case "title": blocks.append(.heading(text))
            default: blocks.append(openItems > 0 ? .item(text) : .paragraph(text))
            }
        }
        self.title = Self.withoutMarkup(title) ?? tr("Help")
        self.blocks = blocks
    }

    /// Pango markup for Mallard's inline text: tags dropped but <gui>, which is bold; white
    /// space as one space. XML's entities stay entities, which Pango reads the same way.
    private static func markup(_ xml: Substring) -> String {
        var text = ""
        var tag: String?
        for character in xml {
            if character == "<" {
                tag = ""
            } else if character == ">", let name = tag {
                let element = name.split(separator: " ").first.map(String.init) ?? ""
                if element == "gui" { text += "<b>" } else if element == "/gui" { text += "</b>" }
                tag = nil
            } else if tag != nil {
                tag?.append(character)
            } else {
                text.append(character)
            }
        }
        // &apos; is XML's, not Pango's.
        return text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }).joined(separator: " ")
            .replacingAll("&apos;", with: "'")
    }

    /// A title's markup as plain text (a window title has none).
    private static func withoutMarkup(_ markup: String?) -> String? {
        markup.map { title in
            title.replacingAll("<b>", with: "").replacingAll("</b>", with: "").replacingAll("&lt;", with: "<").replacingAll("&gt;", with: ">")
                .replacingAll("&quot;", with: "\"").replacingAll("&amp;", with: "&")
        }
    }
}
