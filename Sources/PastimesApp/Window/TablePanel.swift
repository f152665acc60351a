import CardTable
import GtkKit
import Localization

/// A notice over the table with one button: the game over (what happened, and New Game), or
/// the clock the player races standing still (Resume, or P; the cards are covered, so they
/// cannot be studied meanwhile).
@MainActor
final class TablePanel {
    let root = Box(.vertical, spacing: 12)
    let button: Button
    private let title = Label()
    private let message = Label()

    private init(cssClass: String, button label: String, coversTable: Bool) {
        button = Button(label: label)
        let content = coversTable ? Box(.vertical, spacing: 12) : root
        root.addCSSClass(cssClass)
        root.hexpand = coversTable
        root.vexpand = coversTable
        content.halign = .center
        content.valign = .center
        content.vexpand = coversTable
        title.addCSSClass("title-1")
        message.wraps = true
        message.justification = .center
        button.addCSSClass("suggested-action")
        button.addCSSClass("pill")
        button.halign = .center
        for widget in [title, message, button] as [Widget] { content.append(widget) }
        if coversTable { root.append(content) }
        root.isVisible = false
    }

    static func gameOver() -> TablePanel { TablePanel(cssClass: "game-over", button: tr("New Game"), coversTable: false) }

    static func paused() -> TablePanel {
        let panel = TablePanel(cssClass: "paused-cover", button: tr("Resume"), coversTable: true)
        panel.title.text = tr("Paused")
        panel.message.text = tr("The clock is stopped. Press P or Resume to go on.")
        return panel
    }

    /// Shows the game's end, or hides the panel when the game goes on.
    func show<Face>(_ gameOver: TablePresentation<Face>.GameOver?) {
        if let gameOver {
            title.text = gameOver.title
            message.text = gameOver.summary
        }
        root.isVisible = gameOver != nil
    }
}
