import GtkKit

/// A tab whose game is not built yet.
@MainActor
final class ComingSoonPage: GameTab {
    let root = Box(.vertical, spacing: 12)
    let title: String

    init(title: String, description: String) {
        self.title = title
        root.valign = .center
        root.halign = .center
        let heading = Label(title)
        heading.addCSSClass("title-1")
        let body = Label(description)
        body.addCSSClass("dim-label")
        body.wraps = true
        body.justification = .center
        root.append(heading)
        root.append(body)
    }

    func newGame(confirming confirm: (@escaping @MainActor () -> Void) -> Void) {}
    var howToPlay: String { "This game is coming soon." }
    func hint() {}
    func handleKey(_ key: Key) -> Bool { false }
}
