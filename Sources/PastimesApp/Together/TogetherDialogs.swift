import GtkKit
import Networking
import SetTogether
import Localization

/// The questions asked before a Together game: the player's name to host with, and where to
/// join (the address and code the host's screen shows) and as whom.
@MainActor
enum TogetherDialogs {
    /// Asks for the host's name; `host` gets it.
    static func askToHost(over window: ApplicationWindow, _ host: @escaping @MainActor (String) -> Void) {
        let dialog = MessageDialog(parent: window, heading: tr("Host a Game"),
                                   body: tr("Players on this network join with the address and code shown next."))
        let name = Entry(rowTitle: tr("Your name"), text: ThisComputer.realName, purpose: .name)
        name.maximumLength = 32
        dialog.extraChild = form([name])
        dialog.addResponse("cancel", label: tr("_Cancel"))
        dialog.addResponse("host", label: tr("_Host"), appearance: .suggested)
        dialog.setDefaultResponse("host")
        dialog.setCloseResponse("cancel")
        dialog.present { response in if response == "host" { host(name.text) } }
    }

    /// Asks where to join and with which code; `join` gets the address, the code and the name.
    static func askToJoin(over window: ApplicationWindow, _ join: @escaping @MainActor (HostAddress, String, String) -> Void) {
        let dialog = MessageDialog(parent: window, heading: tr("Join a Game"),
                                   body: tr("Enter the address and the code the host's screen shows."))
        let address = Entry(rowTitle: tr("Address"))
        address.tooltip = fillIn(tr("for example %1$@"), "192.168.1.20:\(HostAddress.defaultPort)")
        let code = Entry(rowTitle: tr("Code"), purpose: .digits)
        code.maximumLength = 7
        let name = Entry(rowTitle: tr("Your name"), text: ThisComputer.realName, purpose: .name)
        name.maximumLength = 32
        let nearby = NearbyGames { found in
            address.text = found.address
            _ = code.grabFocus()   // the code is the host's to tell
        }
        let fields = form([address, code, name])
        let content = Box(.vertical, spacing: 12)
        content.append(nearby.root)
        content.append(fields)
        dialog.extraChild = content
        dialog.addResponse("cancel", label: tr("_Cancel"))
        dialog.addResponse("join", label: tr("_Join"), appearance: .suggested)
        dialog.setDefaultResponse("join")
        dialog.setCloseResponse("cancel")
        let complete = { HostAddress(address.text) != nil && JoinCode.digits(of: code.text) != nil }
        for field in [address, code] { field.onChanged { dialog.setResponseEnabled("join", complete()) } }
        dialog.setResponseEnabled("join", false)
        dialog.present { response in
            withExtendedLifetime(nearby) {}   // it looks for games while the dialog is up
            guard response == "join", let where_ = HostAddress(address.text), let digits = JoinCode.digits(of: code.text) else { return }
            join(where_, digits, name.text)
        }
    }

    /// The fields as rows of a boxed list, each titled (and so named for screen readers).
    private static func form(_ rows: [Entry]) -> Widget {
        let list = ListBox()
        for row in rows { list.append(row) }
        return list
    }
}
