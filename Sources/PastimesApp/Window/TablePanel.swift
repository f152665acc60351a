import CardTable
import GtkKit
import Localization

/// What the table says when play stops: the game over (a band under the table, which gives it
/// the room, so every card left stays in view: what happened, Play Again, and another way to
/// play), or the clock the player races standing still (Resume, or P; over the table, covering
/// the cards, so they cannot be studied meanwhile).
@MainActor
final class TablePanel {
    let root = Box(.vertical, spacing: 12)
    let button: Button
    /// The game's other way to play from here (another mode), hidden until a game gives it a label.
    let otherButton = Button(label: "")
    /// The game's review, where the game keeps one (hidden until offered).
    let reviewButton = Button(label: tr("Review Game"))
    private let title = Label()
    private let message = Label()

    private let buttonLabel: String

    private init(cssClass: String, button label: String, coversTable: Bool) {
        button = Button(label: label)
        buttonLabel = label
        let content = Box(.vertical, spacing: 12)
        root.addCSSClass(cssClass)
        root.hexpand = true
        root.vexpand = coversTable
        content.halign = .center
        content.valign = .center
        content.vexpand = coversTable
        title.addCSSClass("title-1")
        message.wraps = true
        message.maximumWidthInCharacters = 44
        message.justification = .center
        button.addCSSClass("suggested-action")
        button.addCSSClass("pill")
        otherButton.addCSSClass("pill")
        otherButton.isVisible = false
        reviewButton.addCSSClass("pill")
        reviewButton.isVisible = false
        let buttons = Box(.horizontal, spacing: 12)
        buttons.halign = .center
        buttons.append(button)
        buttons.append(otherButton)
        buttons.append(reviewButton)
        for widget in [title, message, buttons] as [Widget] { content.append(widget) }
        root.append(content)
        root.isVisible = false
    }

    /// The band that takes the foot of the table's room when a game is over.
    static func gameOver() -> TablePanel {
        let panel = TablePanel(cssClass: "game-over-band", button: tr("Play Again"), coversTable: false)
        panel.title.removeCSSClass("title-1")
        panel.title.addCSSClass("title-2")
        return panel
    }

    /// Offers another way to play beside Play Again ("Play With 3 Cards"); nil offers none.
    func offerOther(_ label: String?) {
        otherButton.isVisible = label != nil
        if let label, otherButton.label != label {
            otherButton.label = label
            otherButton.setAccessibleLabel(label)
        }
    }

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
            button.isVisible = gameOver.offersPlayAgain
            let label = gameOver.playAgainLabel ?? buttonLabel
            if button.label != label { button.label = label }
        }
        root.isVisible = gameOver != nil
    }
}
