import Networking
import SetFeature
import Localization

/// The host's invitation to friends anywhere, as the lobby shows it: off, asking the router,
/// open with its links, or why the router gave no way in (the game goes on for the local network).
public enum AnywhereInvitation: Equatable, Sendable {
    case off
    case asking
    /// The web page's address on the internet, with the internet code in its fragment: through
    /// the router's forwarded port (IPv4), and at this computer's own IPv6 address where the
    /// router's firewall opened for it (`ipv6Link`).
    case open(link: String, ipv6Link: String?)
    /// No way in over IPv4 (`refusal` says why), but one over IPv6: friends whose internet has
    /// IPv6 can join, as they can behind most carrier-grade NAT (DS-Lite).
    case openOverIPv6Only(link: String, ipv4: RouterRefusal)
    case closed(RouterRefusal)

    /// What the router said of both ways in (`ipv6` nil where this computer has no global IPv6
    /// address); `code` is the internet code.
    public init(ipv4: RouterInvitation.Status, ipv6: RouterInvitation.Status?, code: String) {
        func link(_ status: RouterInvitation.Status?) -> String? {
            guard case .open(let mapping)? = status else { return nil }
            return "http://\(HostAddress(host: mapping.externalAddress, port: mapping.externalPort))/#\(code)"  // not for people: a URL
        }
        switch (ipv4, link(ipv4), link(ipv6)) {
        case (.ended, _, _): self = .off
        case (_, let link?, let ipv6Link): self = .open(link: link, ipv6Link: ipv6Link)
        case (.closed(let refusal), nil, let ipv6Link?): self = .openOverIPv6Only(link: ipv6Link, ipv4: refusal)
        case (.asking, nil, _): self = .asking
        case (.closed(let refusal), nil, nil): self = ipv6 == .asking ? .asking : .closed(refusal)
        case (.open, nil, _): self = .asking   // not reached: an open status has a link
        }
    }

    /// Whether friends anywhere may come in now (by either way).
    public var isOpen: Bool {
        switch self {
        case .open, .openOverIPv6Only: true
        case .off, .asking, .closed: false
        }
    }

    /// The lobby's switch and what it found.
    var cover: SetPresentation.Cover.Anywhere {
        switch self {
        case .off:
            return .init(isOn: false, status: tr("Asks your router to let friends outside your network join by a link."))
        case .asking:
            return .init(isOn: true, status: tr("Asking your router to let friends from outside in…"))
        case .open(let link, let ipv6Link):
            return .init(isOn: true, status: tr("Friends anywhere can join by this link. Send it only to them: whoever has it can join."),
                         link: link, ipv6Link: ipv6Link)
        case .openOverIPv6Only(let link, _):
            return .init(isOn: true, status: tr("Your router gives no way in over IPv4, but friends whose internet has IPv6 can join by this link. Send it only to them: whoever has it can join."),
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
