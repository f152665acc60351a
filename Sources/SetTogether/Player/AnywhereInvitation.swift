import Networking
import SetFeature
import Localization

/// The host's invitation to friends anywhere, as the lobby shows it: off, asking the router,
/// open with its link, or why the router gave no way in (the game goes on for the local network).
public enum AnywhereInvitation: Equatable, Sendable {
    case off
    case asking
    /// The web page's address on the internet, with the internet code in its fragment.
    case open(link: String)
    case closed(RouterRefusal)

    /// What the router's `status` means for the lobby; `code` is the game's internet code.
    public init(_ status: RouterInvitation.Status, code: String) {
        switch status {
        case .asking: self = .asking
        case .open(let mapping):
            self = .open(link: "http://\(HostAddress(host: mapping.externalAddress, port: mapping.externalPort))/#\(code)")  // not for people: a URL
        case .closed(let refusal): self = .closed(refusal)
        case .ended: self = .off
        }
    }

    /// The lobby's switch and what it found.
    var cover: SetPresentation.Cover.Anywhere {
        switch self {
        case .off:
            return .init(isOn: false, status: tr("Asks your router to let friends outside your network join by a link."))
        case .asking:
            return .init(isOn: true, status: tr("Asking your router to let friends from outside in…"))
        case .open(let link):
            return .init(isOn: true, status: tr("Friends anywhere can join by this link. Send it only to them: whoever has it can join."),
                         link: link)
        case .closed(let refusal):
            return .init(isOn: true, status: Self.words(for: refusal), isProblem: true)
        }
    }

    /// Why friends outside cannot join, in a player's words; the local game always goes on.
    static func words(for refusal: RouterRefusal) -> String {
        let still = tr("Players on your network can still join.")
        switch refusal {
        case .noRouter:
            return tr("No router answered on this network (by UPnP or NAT-PMP), so friends outside cannot reach this game.") + " " + still
        case .refused:
            return tr("Your router refused to let friends from outside in. Allow UPnP or NAT-PMP in its settings, then turn this on again.")
                + " " + still
        case .notOnInternet:
            return tr("Your router has no address of its own on the internet: your internet provider probably shares one among many homes, so friends outside cannot reach this game.")
                + " " + still
        case .sharedAddress:
            return tr("Your internet provider shares one address among many homes, so friends outside cannot reach this game.") + " " + still
        case .privateAddress(let address):
            return fillIn(tr("Your router is behind another router (its outside address, %1$@, is a private one), so friends outside cannot reach this game."),
                          address) + " " + still
        case .portTaken:
            return tr("Another computer on your network already has the router's way in for this game. Stop hosting there, or turn this on again in two minutes.")
                + " " + still
        }
    }
}
