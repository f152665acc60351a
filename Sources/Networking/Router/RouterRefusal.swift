/// Why the router gave no way in that reaches the internet.
public enum RouterRefusal: Error, Equatable, Sendable {
    /// No router answered either protocol (or neither library is installed).
    case noRouter
    /// A router answered, and said no.
    case refused
    /// The router has no address of its own on the internet to forward from: it says it is not
    /// connected, or gives none. miniupnpd answers so when its own address is a shared or
    /// private one, which is how carrier-grade NAT usually shows.
    case notOnInternet
    /// The router's own external address is shared among an internet provider's customers
    /// (100.64.0.0/10, carrier-grade NAT): a mapping on it reaches nobody outside.
    case sharedAddress(String)
    /// The router's external address is a private one: it is behind another router.
    case privateAddress(String)
    /// The port is already forwarded to another computer.
    case portTaken
}
