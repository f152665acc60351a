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
    /// Second to the pills, in a row of their own under them (a phone-wide window has room for
    /// two pills a row): the game's review, where the game keeps one, and copying the result to
    /// share it, where there is one; each hidden until offered.
    let reviewButton = Button(label: tr("Review Game"))
    let copyButton = Button(label: tr("Copy Result"))
    private let secondRow = Box(.horizontal, spacing: 6)
    /// The line Copy Result copies.
    private(set) var shareLine: String?
    private let title = Label()
    private let message = Label()

    private let buttonLabel: String
    /// The result was copied (the line copied), for the game to say so.
    var onCopied: (@MainActor (String) -> Void)?

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
        for button in [reviewButton, copyButton] {
            button.addCSSClass("flat")
            button.isVisible = false
            secondRow.append(button)
        }
        secondRow.halign = .center
        copyButton.onClicked { [weak self] in
            guard let self, let line = self.shareLine else { return }
            self.copyButton.copyToClipboard(line)
            self.onCopied?(line)
        }
        let buttons = Box(.horizontal, spacing: 12)
        buttons.halign = .center
        buttons.append(button)
        buttons.append(otherButton)
        for widget in [title, message, buttons, secondRow] as [Widget] { content.append(widget) }
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
            shareLine = gameOver.shareLine
            copyButton.isVisible = gameOver.shareLine != nil
        }
        root.isVisible = gameOver != nil
    }
}
