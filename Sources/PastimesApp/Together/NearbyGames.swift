import GtkKit
import Networking
import SetTogether
import Localization

/// The games hosted on this network, found through Avahi while the Join dialog is up: one
/// button each, which fills in the address (the code is still the host's to tell).
@MainActor
final class NearbyGames {
    let root = Box(.vertical, spacing: 6)
    private let list = Box(.vertical, spacing: 6)
    private let note = Label()
    private let browser: ServiceBrowser?
    private var buttons: [Button] = []
    private let pick: @MainActor (LocalServices.Found) -> Void

    init(_ pick: @escaping @MainActor (LocalServices.Found) -> Void) {
        self.pick = pick
        browser = ServiceBrowser(type: HostedGame.serviceType)
        let heading = Label(tr("Games on this network"))
        heading.xalign = 0
        heading.addCSSClass("heading")
        note.xalign = 0
        note.wraps = true
        note.addCSSClass("dim-label")
        root.append(heading)
        root.append(list)
        root.append(note)
        browser?.onChange = { [weak self] found in self?.show(found) }
        show(browser?.found ?? [])
    }

    private func show(_ found: [LocalServices.Found]) {
        for button in buttons { list.remove(button) }
        buttons = found.map { game in
            let button = Button(label: fillIn(tr("%1$@ (%2$@)"), game.name, game.address))
            button.setAccessibleLabel(fillIn(tr("Join %1$@"), game.name))
            button.onClicked { [weak self] in self?.pick(game) }
            return button
        }
        for button in buttons { list.append(button) }
        note.isVisible = found.isEmpty
        note.text = browser == nil ? tr("Games on this network cannot be looked for here (the Avahi service is not running): type the address the host shows.")
            : tr("Looking for games… You can also type the address the host shows.")
    }
}
