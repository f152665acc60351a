import CardTable
import GtkKit
import Localization

/// What the table says when play stops: the game over (a band under the table, which gives it
/// the room, so every card left stays in view: what happened, Play Again, and another way to
/// play), or the clock the player races standing still (Resume, or P; over the table, covering
/// the cards, so they cannot be studied meanwhile).
///
/// Its content is built the first time it is shown: no game is over at start and most are never
/// paused, and the two panels of a tab were 36 widgets built at every start for nothing. What the
/// game wires to it before then (its buttons' handlers, what it offers) waits here.
@MainActor
final class TablePanel {
    let root = Box(.vertical, spacing: 12)
    /// The main button: Play Again, Resume.
    var onButton: (@MainActor () -> Void)?
    /// The game's other way to play from here (another mode), offered with `offerOther`.
    var onOther: (@MainActor () -> Void)?
    /// The game's review, where the game keeps one (offered with `offersReview`).
    var onReview: (@MainActor () -> Void)?
    /// The result was copied (the line copied), for the game to say so.
    var onCopied: (@MainActor (String) -> Void)?
    /// Whether Review Game is offered (while the game is over).
    var offersReview = false {
        didSet { parts?.reviewButton.isVisible = offersReview }
    }
    /// The line Copy Result copies.
    private(set) var shareLine: String?

    private let look: Look
    private var otherLabel: String?
    private var parts: Parts?

    /// How a panel looks: what it is called and where it sits.
    private struct Look {
        let buttonLabel: String
        let coversTable: Bool
        let titleClass: String
        /// A panel that always says the same (Paused) says it from the start.
        var title = ""
        var message = ""
    }

    /// The widgets, once built.
    @MainActor
    private struct Parts {
        let button: Button
        let otherButton = Button(label: "")
        /// Second to the pills, in a row of their own under them (a phone-wide window has room
        /// for two pills a row): the review and copying the result, each hidden until offered.
        let reviewButton = Button(label: tr("Review Game"))
        let copyButton = Button(label: tr("Copy Result"))
        let title = Label()
        let message = Label()
    }

    private init(cssClass: String, look: Look) {
        self.look = look
        root.addCSSClass(cssClass)
        root.hexpand = true
        root.vexpand = look.coversTable
        root.isVisible = false
    }

    /// The band that takes the foot of the table's room when a game is over.
    static func gameOver() -> TablePanel {
        TablePanel(cssClass: "game-over-band", look: Look(buttonLabel: tr("Play Again"), coversTable: false, titleClass: "title-2"))
    }

    static func paused() -> TablePanel {
        TablePanel(cssClass: "paused-cover", look: Look(buttonLabel: tr("Resume"), coversTable: true, titleClass: "title-1",
                                                        title: tr("Paused"),
                                                        message: tr("The clock is stopped. Press P or Resume to go on.")))
    }

    /// Whether the panel is on show (built the first time it is).
    var isShown: Bool {
        get { root.isVisible }
        set {
            if newValue { _ = built() }
            root.isVisible = newValue
        }
    }

    /// Offers another way to play beside Play Again ("Play With 3 Cards"); nil offers none.
    func offerOther(_ label: String?) {
        otherLabel = label
        guard let parts else { return }
        parts.otherButton.isVisible = label != nil
        if let label, parts.otherButton.label != label {
            parts.otherButton.label = label
            parts.otherButton.setAccessibleLabel(label)
        }
    }

    /// Shows the game's end, or hides the panel when the game goes on.
    func show<Face>(_ gameOver: TablePresentation<Face>.GameOver?) {
        if let gameOver {
            let parts = built()
            parts.title.text = gameOver.title
            parts.message.text = gameOver.summary
            parts.button.isVisible = gameOver.offersPlayAgain
            let label = gameOver.playAgainLabel ?? look.buttonLabel
            if parts.button.label != label { parts.button.label = label }
            shareLine = gameOver.shareLine
            parts.copyButton.isVisible = gameOver.shareLine != nil
        }
        isShown = gameOver != nil
    }

    private func built() -> Parts {
        if let parts { return parts }
        let parts = Parts(button: Button(label: look.buttonLabel))
        self.parts = parts
        let content = Box(.vertical, spacing: 12)
        content.halign = .center
        content.valign = .center
        content.vexpand = look.coversTable
        parts.title.addCSSClass(look.titleClass)
        parts.title.text = look.title
        parts.message.text = look.message
        parts.message.wraps = true
        parts.message.maximumWidthInCharacters = 44
        parts.message.justification = .center
        parts.button.addCSSClass("suggested-action")
        parts.button.addCSSClass("pill")
        parts.otherButton.addCSSClass("pill")
        parts.button.onClicked { [weak self] in self?.onButton?() }
        parts.otherButton.onClicked { [weak self] in self?.onOther?() }
        parts.reviewButton.onClicked { [weak self] in self?.onReview?() }
        parts.copyButton.onClicked { [weak self] in
            guard let self, let line = self.shareLine else { return }
            self.parts?.copyButton.copyToClipboard(line)
            self.onCopied?(line)
        }
        let buttons = Box(.horizontal, spacing: 12)
        buttons.halign = .center
        buttons.append(parts.button)
        buttons.append(parts.otherButton)
        let secondRow = Box(.horizontal, spacing: 6)
        secondRow.halign = .center
        for button in [parts.reviewButton, parts.copyButton] {
            button.addCSSClass("flat")
            button.isVisible = false
            secondRow.append(button)
        }
        for widget in [parts.title, parts.message, buttons, secondRow] as [Widget] { content.append(widget) }
        root.append(content)
        offerOther(otherLabel)
        parts.reviewButton.isVisible = offersReview
        return parts
    }
}
