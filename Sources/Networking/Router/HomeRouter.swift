/// The home router, by whichever protocol it speaks: UPnP IGD first (most routers), then
/// NAT-PMP (Apple's and many open-source routers'). A mapping is renewed and ended through the
/// protocol that granted it.
public struct HomeRouter: RouterClient {
    private let upnp: any RouterClient
    private let natpmp: any RouterClient

    public init(upnp: any RouterClient = UPnPRouter(), natpmp: any RouterClient = NATPMPRouter()) {
        self.upnp = upnp
        self.natpmp = natpmp
    }

    public func map(port: Int, lease: Int) -> Result<PortMapping, RouterRefusal> {
        let first = upnp.map(port: port, lease: lease)
        switch first {
        case .success, .failure(.sharedAddress), .failure(.privateAddress), .failure(.portTaken), .failure(.notOnInternet):
            return first   // the router's own answer: NAT-PMP would find the same address, and the same owner
        case .failure(.noRouter), .failure(.refused):
            let second = natpmp.map(port: port, lease: lease)
            // A router that said no says more than one that never answered.
            if case .failure(.noRouter) = second { return first }
            return second
        }
    }

    public func renew(_ mapping: PortMapping) -> Result<PortMapping, RouterRefusal> {
        client(for: mapping).renew(mapping)
    }

    public func unmap(_ mapping: PortMapping) { client(for: mapping).unmap(mapping) }

    private func client(for mapping: PortMapping) -> any RouterClient {
        switch mapping.way {
        case .upnp, .upnpPinhole: upnp
        case .natpmp: natpmp
        }
    }
}
