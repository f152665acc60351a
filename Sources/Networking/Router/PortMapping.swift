/// A way in from the internet that the home router keeps open for this computer: connections to
/// `externalAddress:externalPort` are forwarded to this computer's `internalPort` until the
/// lease ends (it is renewed while the game is hosted). Over IPv6 there is nothing to forward:
/// the router's firewall lets connections to this computer's own address through (a pinhole).
public struct PortMapping: Equatable, Sendable {
    /// The protocol the router granted it through (and must be renewed and ended through).
    public enum Way: String, Equatable, Sendable {
        case upnp = "UPnP IGD", natpmp = "NAT-PMP", upnpPinhole = "UPnP IGD IPv6 pinhole"  // not for people: protocols' names
    }

    public let way: Way
    /// The router's address on the internet, as it says it.
    public let externalAddress: String
    public let externalPort: Int
    public let internalPort: Int
    /// Seconds the router keeps it without a renewal.
    public let lease: Int
    /// Where the router described itself (UPnP's root description): its renewal and deletion
    /// go straight there, without the seconds of another discovery.
    public let gateway: String?
    /// The router's name for a pinhole, to renew and delete it by.
    public let pinhole: String?

    public init(way: Way, externalAddress: String, externalPort: Int, internalPort: Int, lease: Int, gateway: String? = nil,
                pinhole: String? = nil) {
        self.pinhole = pinhole
        self.way = way
        self.externalAddress = externalAddress
        self.externalPort = externalPort
        self.internalPort = internalPort
        self.lease = lease
        self.gateway = gateway
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
