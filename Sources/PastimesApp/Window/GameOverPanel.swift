import CardTable
import GtkKit
import Localization

/// A panel over the table when a game ends: what happened, and a way to play again.
@MainActor
final class GameOverPanel {
    let root = Box(.vertical, spacing: 12)
    private let title = Label()
    private let summary = Label()
    let newGameButton = Button(label: tr("New Game"))

    init() {
        root.addCSSClass("game-over")
        root.halign = .center
        root.valign = .center
        title.addCSSClass("title-1")
        summary.wraps = true
        summary.justification = .center
        newGameButton.addCSSClass("suggested-action")
        newGameButton.addCSSClass("pill")
        newGameButton.halign = .center
        root.append(title)
        root.append(summary)
        root.append(newGameButton)
        root.isVisible = false
    }

    func show<Face>(_ gameOver: TablePresentation<Face>.GameOver?) {
        guard let gameOver else {
            root.isVisible = false
            return
        }
        title.text = gameOver.title
        summary.text = gameOver.summary
        root.isVisible = true
    }
}
