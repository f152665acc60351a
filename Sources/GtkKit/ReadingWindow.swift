/// A window to read a page in: a header bar with the page's title, and its headings and
/// paragraphs one under another, left-aligned at a comfortable width, scrolling when long.
/// Modal over `parent`, a `ChildWindow`.
@MainActor
public enum ReadingWindow {
    /// Each block's text is Pango markup (`<b>` for what stands apart; `&amp;` for "&").
    public enum Block: Equatable, Sendable {
        case heading(String)
        case paragraph(String)
        /// An item of a list, shown with a bullet.
        case item(String)
    }

    /// Shows `blocks` in a window of their own over `parent`.
    @discardableResult
    public static func present(parent: ApplicationWindow, title: String, blocks: [Block]) -> ChildWindow {
        let content = Box(.vertical, spacing: 12)
        content.setMargins(24)
        var labels: [Widget] = []
        for block in blocks {
            let label: Label
            switch block {
            case .heading(let text):
                label = Label(markup: text)
                label.addCSSClass("heading")
                label.setMargins(top: 12)
            case .paragraph(let text): label = Label(markup: text)
            case .item(let text): label = Label(markup: "•  " + text)
            }
            label.xalign = 0
            label.wraps = true
            content.append(label)
            labels.append(label)
        }
        let scrolled = ScrolledWindow()
        scrolled.child = Clamp(maximumWidth: 600, child: content)
        return ChildWindow(parent: parent, title: title, content: scrolled, width: 600, height: 640, keeping: [content] + labels)
    }
}
