/// A way in from the internet that the home router keeps open for this computer: connections to
/// `externalAddress:externalPort` are forwarded to this computer's `internalPort` until the
/// lease ends (it is renewed while the game is hosted).
public struct PortMapping: Equatable, Sendable {
    /// The protocol the router granted it through (and must be renewed and ended through).
    public enum Way: String, Equatable, Sendable { case upnp = "UPnP IGD", natpmp = "NAT-PMP" }  // not for people: protocols' names

    public let way: Way
    /// The router's address on the internet, as it says it.
    public let externalAddress: String
    public let externalPort: Int
    public let internalPort: Int
    /// Seconds the router keeps it without a renewal.
    public let lease: Int

    public init(way: Way, externalAddress: String, externalPort: Int, internalPort: Int, lease: Int) {
        self.way = way
        self.externalAddress = externalAddress
        self.externalPort = externalPort
        self.internalPort = internalPort
        self.lease = lease
    }
}

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

/// What an external address the router reports says about reaching this home from outside.
/// Pure: made from the address's text.
public enum ExternalAddress: Equatable, Sendable {
    case reachable
    case shared
    case `private`
    /// Not an address anybody could reach (none, 0.0.0.0, loopback, link-local, multicast).
    case unusable

    public init(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false).compactMap { UInt8($0) }
        guard parts.count == 4 else {
            self = .unusable
            return
        }
        switch (parts[0], parts[1]) {
        case (100, 64...127): self = .shared
        case (10, _), (172, 16...31), (192, 168): self = .private
        case (0, _), (127, _), (169, 254), (224..., _): self = .unusable
        default: self = .reachable
        }
    }

    /// The refusal for a mapping on a router with this external `address`, nil when it reaches
    /// the internet.
    static func refusal(for address: String) -> RouterRefusal? {
        switch ExternalAddress(address) {
        case .reachable: nil
        case .shared: .sharedAddress(address)
        case .private: .privateAddress(address)
        case .unusable: .notOnInternet
        }
    }
}

/// A home router's port mapping, asked for in blocking calls that each return within a few
/// seconds: made off the main loop (`RouterInvitation` does). `Sendable`: any thread may ask.
public protocol RouterClient: Sendable {
    /// Forwards `port` (TCP) to this computer for `lease` seconds.
    func map(port: Int, lease: Int) -> Result<PortMapping, RouterRefusal>
    /// Asks again for `mapping`, for another lease.
    func renew(_ mapping: PortMapping) -> Result<PortMapping, RouterRefusal>
    /// Ends `mapping` (a router that does not answer ends it with its lease).
    func unmap(_ mapping: PortMapping)
}
