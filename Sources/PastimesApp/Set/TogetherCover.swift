import GtkKit
import SetFeature
import Localization

/// What covers the Set tab's table outside a Together game's play: the lobby (how to join, who
/// has joined, Start for the host) and the reason a game could not be joined. It draws only what
/// the Together game's presentation says (its cover).
@MainActor
final class TogetherCover {
    let root = Box(.vertical)
    let startButton = Button(label: tr("Start"))
    let leaveButton = Button(label: tr("Leave"))
    private let title = Label()
    private let message = Label()
    private let playersHeading = Label(tr("Players"))
    private let players = Label()

    init() {
        root.addCSSClass("paused-cover")
        root.hexpand = true
        root.vexpand = true
        let content = Box(.vertical, spacing: 12)
        content.halign = .center
        content.valign = .center
        content.vexpand = true
        content.setMargins(24)
        title.addCSSClass("title-1")
        title.wraps = true
        title.justification = .center
        message.wraps = true
        message.justification = .center
        // The address and code are there to be read out and copied.
        message.isSelectable = true
        playersHeading.addCSSClass("heading")
        players.justification = .center
        players.wraps = true
        startButton.addCSSClass("suggested-action")
        for button in [startButton, leaveButton] { button.addCSSClass("pill") }
        let buttons = Box(.horizontal, spacing: 12)
        buttons.halign = .center
        buttons.append(leaveButton)
        buttons.append(startButton)
        for widget in [title, message, playersHeading, players, buttons] as [Widget] { content.append(widget) }
        root.append(Clamp(maximumWidth: 520, child: content))
        root.isVisible = false
    }

    func show(_ lobby: SetPresentation.Cover?) {
        root.isVisible = lobby != nil
        guard let lobby else { return }
        title.text = lobby.title
        message.text = lobby.message
        players.text = lobby.players.joined(separator: "\n")
        playersHeading.isVisible = !lobby.players.isEmpty
        players.isVisible = !lobby.players.isEmpty
        startButton.isVisible = lobby.showsStart
        startButton.isSensitive = lobby.canStart
        startButton.tooltip = lobby.canStart ? nil : tr("Start when at least one player has joined")
        leaveButton.label = lobby.leaveLabel
    }
}
