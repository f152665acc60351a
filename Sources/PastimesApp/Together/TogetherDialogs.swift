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
        let name = Entry(text: ThisComputer.realName, purpose: .name)
        name.maximumLength = 32
        dialog.extraChild = form([(tr("Your name"), name)])
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
        let address = Entry(placeholder: fillIn(tr("for example %1$@"), "192.168.1.20:\(HostAddress.defaultPort)"))
        let code = Entry(placeholder: "123 456", purpose: .digits)
        code.maximumLength = 7
        let name = Entry(text: ThisComputer.realName, purpose: .name)
        name.maximumLength = 32
        let nearby = NearbyGames { found in
            address.text = found.address
            _ = code.grabFocus()   // the code is the host's to tell
        }
        let fields = form([(tr("Address"), address), (tr("Code"), code), (tr("Your name"), name)])
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

    /// Labelled fields, one under the other; each field is named by its label for screen readers.
    private static func form(_ fields: [(String, Entry)]) -> Widget {
        let box = Box(.vertical, spacing: 6)
        for (title, entry) in fields {
            let label = Label(title)
            label.xalign = 0
            label.addCSSClass("heading")
            entry.setAccessibleLabel(title)
            box.append(label)
            box.append(entry)
        }
        return box
    }
}
