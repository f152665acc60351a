import GtkKit
import Networking
import SetTogether
import Localization

/// The games hosted on this network, found through Avahi while the Join dialog is up: a boxed
/// list with a row for each, whose button fills in the address (the code is still the host's
/// to tell).
@MainActor
final class NearbyGames {
    let root = Box(.vertical, spacing: 6)
    private let list = ListBox()
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
        list.removeAll()
        buttons = found.map { game in
            let name = Label(game.name)
            name.xalign = 0
            let address = Label(game.address)
            address.xalign = 0
            address.addCSSClass("dim-label")
            address.addCSSClass("caption")
            let lines = Box(.vertical, spacing: 2)
            lines.append(name)
            lines.append(address)
            let button = Button()
            button.child = lines
            button.hasFrame = false
            button.setAccessibleLabel(fillIn(tr("Join %1$@"), game.name))
            button.onClicked { [weak self] in self?.pick(game) }
            return button
        }
        for button in buttons { list.append(button) }
        list.isVisible = !found.isEmpty
        note.isVisible = found.isEmpty
        note.text = browser == nil ? tr("Games on this network cannot be looked for here (the Avahi service is not running): type the address the host shows.")
            : tr("Looking for games… You can also type the address the host shows.")
    }
}
